import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../dataProvider';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { ClientList } from './ClientList';

const server = setupApiServer();
beforeEach(() => {
  window.location.hash = '';
});

function serve() {
  const api = recorder();
  server.use(
    http.get('*/api/clients', async ({ request }) => {
      await api.record(request);
      return HttpResponse.json(
        listBody('clients', [{ id: 9, name: 'Ana', lastname: 'Gómez', cuit: '27123456786', email: 'ana@example.com' }]),
      );
    }),
    http.get('*/api/all-users', async ({ request }) => {
      await api.record(request);
      return HttpResponse.json(
        listBody('users', [{ id: 4, name: 'Juan Pablo', lastname: 'Rossi', roleId: 4, supervisorId: 3, fullName: 'Juan Pablo Rossi' }]),
      );
    }),
  );
  return api;
}

describe('clients list (/admin/clientes)', () => {
  it("narrows an admin's list to one producer's clients (filter[user])", async () => {
    const api = serve();
    renderInAdmin(<ClientList />, { dataProvider, authProvider: signIn({ id: 2, roleId: 2 }) });
    await screen.findByText('Gómez');
    const producer = screen.getByRole('combobox', { name: 'Productor' });
    await waitFor(() => expect(within(producer).getByRole('option', { name: 'Juan Pablo Rossi' })).toBeInTheDocument());
    fireEvent.change(producer, { target: { value: '4' } });
    await waitFor(() => expect(api.to('GET', 'clients').at(-1)?.url.searchParams.get('filter[user]')).toBe('4'));
  });

  it("gives a producer, who sees only its own clients, no 'Productor' filter", async () => {
    const api = serve();
    renderInAdmin(<ClientList />, { dataProvider, authProvider: signIn({ id: 4, roleId: 4 }) });
    await screen.findByText('Gómez');
    expect(screen.queryByRole('combobox', { name: 'Productor' })).not.toBeInTheDocument();
    expect(api.to('GET', 'all-users')).toHaveLength(0);
  });
});
