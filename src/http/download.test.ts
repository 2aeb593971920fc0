import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, setupApiServer } from '../testing/msw';
import { downloadFile, fileNameFromDisposition } from './download';
import { clearSession } from './session';

const server = setupApiServer();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('downloads', () => {
  let saved: string[];
  beforeEach(() => {
    clearSession();
    saved = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads Content-Disposition names (RFC 5987 first)', () => {
    expect(fileNameFromDisposition('attachment; filename="Tasas.xlsx"')).toBe('Tasas.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Financiaci%C3%B3n.pdf")).toBe('Financiación.pdf');
    expect(fileNameFromDisposition('attachment; filename=reporte_aceptadas.pdf')).toBe('reporte_aceptadas.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it("saves the file under the spec's name, adding the extension from the content type", async () => {
    server.use(http.get('*/api/rates/export', () => new HttpResponse('xlsx', { headers: { 'Content-Type': XLSX } })));
    const { fileName } = await downloadFile('/api/rates/export', { fileName: 'Tasas', query: { campaign: 2 } });
    expect(fileName).toBe('Tasas.xlsx');
    expect(saved).toEqual(['Tasas.xlsx']);
  });

  it("without a name, the server's Content-Disposition name", async () => {
    server.use(
      http.post(
        '*/api/simulator-pdf/5',
        () =>
          new HttpResponse('%PDF', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''Negociaci%C3%B3n%205.pdf" },
          }),
      ),
    );
    const { fileName } = await downloadFile('/api/simulator-pdf/5', { method: 'POST', body: {} });
    expect(fileName).toBe('Negociación 5.pdf');
  });

  it('a failed download rejects with the server message and saves nothing', async () => {
    server.use(http.get('*/api/rates/export', () => HttpResponse.json({ message: 'No hay tasas para exportar.' }, { status: 404 })));
    await expect(downloadFile('/api/rates/export', { fileName: 'Tasas.xlsx' })).rejects.toMatchObject({
      status: 404,
      message: 'No hay tasas para exportar.',
    });
    expect(saved).toEqual([]);
  });
});
