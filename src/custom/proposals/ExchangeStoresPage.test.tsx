import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, listBody, recorder, setupApiServer, validationFailure } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { ExchangeStoresPage } from './ExchangeStoresPage';

const server = setupApiServer();
const STORES = [
  { id: 1, description: 'Rosario', kind: 'port', portId: null },
  { id: 2, description: 'Acopio Norte', kind: 'store', portId: 1 },
];

function renderPage() {
  const r = recorder();
  server.use(
    http.get('*/api/exchange-stores', () => HttpResponse.json(listBody('exchangeStores', STORES))),
    http.put('*/api/exchange-stores/2', async ({ request }) => {
      await r.record(request);
      return validationFailure({ description: ['Ya existe un lugar de entrega con ese nombre.'] });
    }),
    http.post('*/api/exchange-stores', async ({ request }) => {
      const seen = await r.record(request);
      return HttpResponse.json({ data: { id: 3, ...(seen.body as object) } });
    }),
  );
  renderInAdmin(<ExchangeStoresPage />);
  return r;
}

describe('ExchangeStoresPage', { timeout: 15_000 }, () => {
  it("puts the server's 422 under the place's name and keeps what the user typed", async () => {
    const r = renderPage();
    const row = within(await screen.findByRole('listitem', { name: 'Acopio Norte' }));
    fireEvent.change(row.getByLabelText('Nombre'), { target: { value: 'Rosario' } });
    fireEvent.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await row.findByText('Ya existe un lugar de entrega con ese nombre.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(row.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(row.getByLabelText('Nombre')).toHaveValue('Rosario');
    expect(r.to('PUT', 'exchange-stores/2')[0]?.body).toEqual({ description: 'Rosario', kind: 'store', portId: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a nameless place without sending it, adds a store and empties the new row', async () => {
    const r = renderPage();
    const row = within(await screen.findByRole('listitem', { name: 'Nuevo lugar de entrega' }));
    fireEvent.click(row.getByRole('button', { name: 'Agregar' }));
    expect(await row.findByText('Nombre del lugar de entrega inválido', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(r.to('POST', 'exchange-stores')).toHaveLength(0);
    fireEvent.change(row.getByLabelText('Nombre'), { target: { value: 'Acopio Sur' } });
    fireEvent.click(row.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Acopio Sur guardado.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(r.to('POST', 'exchange-stores')[0]?.body).toEqual({ description: 'Acopio Sur', kind: 'store', portId: null });
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Nuevo lugar de entrega' })).getByLabelText('Nombre')).toHaveValue(''),
    );
  });
});
