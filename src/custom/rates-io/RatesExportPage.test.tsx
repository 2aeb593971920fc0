import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, recorder, setupApiServer, validationFailure } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { RatesExportPage } from './RatesExportPage';

const server = setupApiServer();

describe('RatesExportPage', { timeout: 15_000 }, () => {
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
