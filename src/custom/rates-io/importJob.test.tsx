import { describe, expect, it, vi } from 'vitest';
import { runImportJob, type ImportProgressState } from './importJob';

const report = { rates_imported: 3, cant_errors: 1, errors: [{ row_number: 4, type: 'Cultivo inexistente: Arroz' }] };

describe('runImportJob', () => {
  it('starts the async import and polls its state until the report, passing on each progress', async () => {
    vi.useFakeTimers();
    const states = [
      { status: 'running', totalRows: 4, processedRows: 0 },
      { status: 'running', totalRows: 4, processedRows: 2 },
      { status: 'done', totalRows: 4, processedRows: 4, import_report: report },
    ];
    const upload = vi.fn(async () => ({ data: { id: 7, status: 'pending' } }));
    const request = vi.fn(async () => ({ data: states.shift() }));
    const seen: ImportProgressState[] = [];
    const job = runImportJob({ upload, request } as never, new FormData(), (p) => seen.push(p));
    await vi.runAllTimersAsync();
    await expect(job).resolves.toEqual(report);
    expect(upload).toHaveBeenCalledWith('rates/import?async=1', expect.any(FormData));
    expect(request).toHaveBeenCalledWith('rates/import/7');
    expect(seen.map((s) => s.processedRows)).toEqual([0, 2, 4]);
    vi.useRealTimers();
  });

  it('takes the report of an API that answers at once (the original one)', async () => {
    const request = vi.fn();
    const job = runImportJob({ upload: async () => ({ data: { import_report: report } }), request } as never, new FormData(), () => {});
    await expect(job).resolves.toEqual(report);
    expect(request).not.toHaveBeenCalled();
  });

  it("fails with the server's reason when the import failed", async () => {
    const job = runImportJob(
      {
        upload: async () => ({ data: { id: 1 } }),
        request: async () => ({
          data: { status: 'failed', totalRows: 0, processedRows: 0, message: "El archivo no tiene la hoja 'Tasas'." },
        }),
      } as never,
      new FormData(),
      () => {},
    );
    await expect(job).rejects.toThrow("El archivo no tiene la hoja 'Tasas'.");
  });
});
