import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, recorder, setupApiServer, validationFailure } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { RatesExportPage } from './RatesExportPage';

const server = setupApiServer();

const options = [
  http.get('*/api/campaigns-all', () =>
    HttpResponse.json({
      data: { campaigns: [{ id: 2, description: 'Campaña 2025/2026', dateFrom: '2000-01-01', dateTo: '2999-12-31' }] },
    }),
  ),
  http.get('*/api/companies', () => HttpResponse.json({ data: { companies: [{ id: 1, name: 'Sancor' }] } })),
];
const xlsx = (rates: string | null) =>
  new HttpResponse(new Uint8Array([0x50, 0x4b]), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="Tasas.xlsx"',
      ...(rates === null ? {} : { 'x-total-count': rates }),
    },
  });

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});

async function exportWith(rates: string | null) {
  server.use(
    ...options,
    http.get('*/api/rates/export', () => xlsx(rates)),
  );
  renderInAdmin(<RatesExportPage />);
  await waitFor(() => expect(screen.getByLabelText('Aseguradora')).toHaveTextContent('Sancor'));
  fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
  await waitFor(() => expect(saved).toEqual(['Tasas.xlsx']));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled());
}

describe('RatesExportPage', { timeout: 15_000 }, () => {
  it('says when the file it saved holds no rate (only the header row)', async () => {
    await exportWith('0');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No hay tasas de Sancor en Campaña 2025/2026: Tasas.xlsx tiene solo los encabezados, para completar e importar.',
    );
  });

  it.each(['12', null])('says nothing more when the file holds rates (X-Total-Count %s)', async (rates) => {
    await exportWith(rates);
    expect(screen.queryByText(/No hay tasas/)).toBeNull();
  });

  it("sends the current campaign and the first insurer, and puts a 422 under the insurer's select", async () => {
    const r = recorder();
    server.use(
      http.get('*/api/campaigns-all', () =>
        HttpResponse.json({
          data: { campaigns: [{ id: 2, description: 'Campaña 2025/2026', dateFrom: '2000-01-01', dateTo: '2999-12-31' }] },
        }),
      ),
      http.get('*/api/companies', () => HttpResponse.json({ data: { companies: [{ id: 1, name: 'Sancor' }] } })),
      http.get('*/api/rates/export', async ({ request }) => {
        await r.record(request);
        return validationFailure({ company: ['La aseguradora no opera en la campaña elegida.'] });
      }),
    );
    renderInAdmin(<RatesExportPage />);
    await waitFor(() => expect(screen.getByLabelText('Aseguradora')).toHaveTextContent('Sancor'));
    expect(screen.getByLabelText('Campaña')).toHaveTextContent('Campaña 2025/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    // under the select, and in the list under 'Ocurrió un error de validación.'
    expect(await screen.findAllByText('La aseguradora no opera en la campaña elegida.', {}, { timeout: 5_000 })).toHaveLength(2);
    expect(screen.getByText('Ocurrió un error de validación.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Aseguradora' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    const query = r.to('GET', 'rates/export')[0]?.url.searchParams;
    expect([query?.get('campaign'), query?.get('company')]).toEqual(['2', '1']);
  });
});
