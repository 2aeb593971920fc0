import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { renderInAdmin } from '../../testing/render';
import { RatesImportPage } from './RatesImportPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const report = {
  rates_imported: 2,
  cant_errors: 1,
  errors: [{ row_number: 4, type: 'Cultivo inexistente: Arroz' }],
};

/** The selects' data, and the import call answered by `importAnswer`; counts the job polls. */
function serve(importAnswer: () => Response, jobAnswers: (() => Response)[] = []) {
  const calls = { polls: 0, form: null as FormData | null };
  server.use(
    http.get('*/api/campaigns-all', () =>
      HttpResponse.json({
        data: { campaigns: [{ id: 2, description: 'Campaña 2025/2026', dateFrom: '2000-01-01', dateTo: '2999-12-31' }] },
      }),
    ),
    http.get('*/api/companies', () => HttpResponse.json({ data: { companies: [{ id: 1, name: 'Sancor' }] } })),
    http.post('*/api/rates/import', async ({ request }) => {
      calls.form = await request.formData();
      return importAnswer();
    }),
    http.get('*/api/jobs/7', () => {
      calls.polls += 1;
      return (jobAnswers[Math.min(calls.polls, jobAnswers.length) - 1] ?? jobAnswers[0]!)();
    }),
  );
  return calls;
}

async function startImport() {
  renderInAdmin(<RatesImportPage />);
  await waitFor(() => expect(screen.getByLabelText('Campaña')).toHaveTextContent('Campaña 2025/2026'));
  await waitFor(() => expect(screen.getByLabelText('Aseguradora')).toHaveTextContent('Sancor'));
  const start = screen.getByRole('button', { name: 'Iniciar importación' });
  expect(start).toBeDisabled();
  fireEvent.change(screen.getByTestId('rates-import-file'), { target: { files: [new File(['PK'], 'tasas.xlsx')] } });
  await waitFor(() => expect(start).toBeEnabled());
  fireEvent.click(start);
}

async function expectReport() {
  expect(await screen.findByText('Nuevas: 2 / No procesadas: 1', {}, { timeout: 3000 })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Filas no procesadas' });
  expect(within(table).getByRole('row', { name: /4 Cultivo inexistente: Arroz/ })).toBeInTheDocument();
}

describe('RatesImportPage', () => {
  it('shows the report an API answers at once (the original one), without polling', async () => {
    const calls = serve(() => HttpResponse.json({ data: { import_report: report } }));
    await startImport();
    await expectReport();
    expect(calls.form?.get('campaign')).toBe('2');
    expect(calls.form?.get('company')).toBe('1');
    expect((calls.form?.get('import_file') as File).name).toBe('tasas.xlsx');
    expect(calls.polls).toBe(0);
  });

  it("follows this API's job with its progress until the report", async () => {
    const calls = serve(
      () => HttpResponse.json({ data: { id: 7 } }, { status: 202 }),
      [
        () =>
          HttpResponse.json({
            data: { id: 7, kind: 'rates-import', status: 'running', progress: { done: 1, total: 3 }, result: null, error: null },
          }),
        () =>
          HttpResponse.json({
            data: {
              id: 7,
              kind: 'rates-import',
              status: 'done',
              progress: { done: 3, total: 3 },
              result: { import_report: report },
              error: null,
            },
          }),
      ],
    );
    await startImport();
    expect(await screen.findByText('Importando… 1 de 3 filas')).toBeInTheDocument();
    await expectReport();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls.polls).toBe(2);
  });

  it("shows a failed job's reason in the error dialog", async () => {
    serve(
      () => HttpResponse.json({ data: { id: 7 } }, { status: 202 }),
      [
        () =>
          HttpResponse.json({
            data: {
              id: 7,
              kind: 'rates-import',
              status: 'failed',
              progress: { done: 0, total: null },
              result: null,
              error: "El archivo no tiene la hoja 'Tasas'. No se importó ninguna tasa.",
            },
          }),
      ],
    );
    await startImport();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error!');
    expect(dialog).toHaveTextContent("El archivo no tiene la hoja 'Tasas'. No se importó ninguna tasa.");
    expect(screen.queryByText(/Nuevas:/)).not.toBeInTheDocument();
  });

  it("lists the API's validation errors", async () => {
    serve(() =>
      HttpResponse.json(
        { message: 'Ocurrió un error de validación.', errors: { file: ['El archivo supera el máximo de 10 MB.'] } },
        { status: 422 },
      ),
    );
    await startImport();
    const list = await screen.findByTestId('validation-errors');
    expect(list).toHaveTextContent('Ocurrió un error de validación.');
    expect(list).toHaveTextContent('El archivo supera el máximo de 10 MB.');
  });
});
