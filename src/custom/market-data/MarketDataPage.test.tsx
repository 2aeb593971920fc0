import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { MarketDataPage } from './MarketDataPage';

const server = setupApiServer();
const BOARD = {
  id: 1,
  date: '2026-11-23',
  dollars: '1150.0000',
  soy: '298.0000',
  corn: '196.0000',
  wheat: '214.0000',
  sunflower: null,
  corn_2: null,
  soy_2: null,
  barley: null,
  oatmeal: null,
  sorghum: null,
  popcorn: null,
};

function renderPage() {
  const r = recorder();
  server.use(
    http.get('*/api/external-rates/latest', () => HttpResponse.json({ data: BOARD })),
    http.get('*/api/futures', () =>
      HttpResponse.json(
        listBody('futures', [{ id: 5, option: 'SOJ.ROS may/2027', value: '310.0000', month: '2027-05-01', cropId: 1, kind: 'crop' }]),
      ),
    ),
    http.put('*/api/external-rates', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json({ data: BOARD });
    }),
    http.put('*/api/futures/5', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json(
        { errors: { value: ['El contrato SOJ.ROS may/2027 ya venció.'] }, message: 'Ocurrió un error de validación.' },
        { status: 422 },
      );
    }),
  );
  renderInAdmin(<MarketDataPage />);
  return r;
}

describe('MarketDataPage', { timeout: 15_000 }, () => {
  it("saves a day's board prices and says so", async () => {
    const r = renderPage();
    const soy = await screen.findByLabelText('Soja (U$S/t)');
    expect(soy).toHaveValue('298,00');
    fireEvent.change(soy, { target: { value: '305,5' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Valores del día' })).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los cambios fueron registrados.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(r.to('PUT', 'external-rates')[0]?.body).toMatchObject({ soy: '305.5', dollars: '1150', date: '2026-11-23' });
  });

  it("shows the server's 422 under the future's value", async () => {
    const r = renderPage();
    const value = await screen.findByLabelText('Valor SOJ.ROS may/2027');
    fireEvent.change(value, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar SOJ.ROS may/2027' }));
    expect(await screen.findByText('El contrato SOJ.ROS may/2027 ya venció.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(r.to('PUT', 'futures/5')[0]?.body).toEqual({ value: '300' });
  });

  it('refuses a future of zero without sending it', async () => {
    const r = renderPage();
    const value = await screen.findByLabelText('Valor SOJ.ROS may/2027');
    fireEvent.change(value, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar SOJ.ROS may/2027' }));
    expect(await screen.findByText('Ingresá un número mayor a cero.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(r.to('PUT', 'futures/5')).toHaveLength(0);
  });
});
