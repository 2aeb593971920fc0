import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../dataProvider';
import type { NegotiationListItem } from '../../domain/quotations/entity';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { RequestList } from '../requests/RequestList';
import { NegotiationList } from './NegotiationList';

const server = setupApiServer();
// react-admin keeps a list's filters in the URL of its own router: under vitest a hash router
// (its react-router is another copy than the tests' MemoryRouter), so the URL is the window's hash.
beforeEach(() => {
  window.location.hash = '';
});
const urlFilter = () => JSON.parse(new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('filter') ?? '{}') as unknown;

const negotiation = (over: Partial<NegotiationListItem> = {}): NegotiationListItem => ({
  id: 7,
  number: 1042,
  createdAt: '2026-10-05T13:00:00.000Z',
  state: 'initiated',
  type: 'grouped',
  isConfirmed: 1,
  paymentMethodId: 3,
  rateOptionId: 3,
  user: { id: 4, name: 'Pedro', lastname: 'Productor', deletedAt: null },
  client: { id: 9, name: 'Ana', lastname: 'Gómez', cuit: '27123456786', deletedAt: null },
  risks: [
    { id: 1, zone: 'Pergamino', crop: 'Soja' },
    { id: 2, zone: 'Rojas', crop: 'Maíz' },
  ],
  ...over,
});

const choices = [
  { id: 3, name: 'Gustavo', lastname: 'Ferreyra', roleId: 3, supervisorId: null, fullName: 'Gustavo Ferreyra' },
  { id: 4, name: 'Juan Pablo', lastname: 'Rossi', roleId: 4, supervisorId: 3, fullName: 'Juan Pablo Rossi' },
];

function serve(rows: NegotiationListItem[]) {
  const api = recorder();
  server.use(
    http.get('*/api/negotiations', async ({ request }) => {
      await api.record(request);
      return HttpResponse.json(listBody('negotiations', rows));
    }),
    http.get('*/api/all-users', async ({ request }) => {
      await api.record(request);
      return HttpResponse.json(listBody('users', choices));
    }),
  );
  return api;
}

const lastQuery = (api: ReturnType<typeof serve>) => api.to('GET', 'negotiations').at(-1)?.url.searchParams;

describe('quotations list (/admin/negociaciones)', () => {
  it("asks for confirmed negotiations only and shows the spec's columns, the number a link to its detail", async () => {
    const api = serve([negotiation()]);
    renderInAdmin(<NegotiationList />, { dataProvider, authProvider: signIn({ id: 4, roleId: 4 }) });

    const row = (await screen.findByText('1042')).closest('tr') as HTMLElement;
    expect(within(row).getByText('05/10/2026')).toBeTruthy();
    expect(within(row).getByText('Pedro Productor')).toBeTruthy();
    expect(within(row).getByText('Ana Gómez')).toBeTruthy();
    expect(within(row).getByText('Pergamino - Soja / Rojas - Maíz')).toBeTruthy();
    expect(within(row).getByText('Pago en Especie - Prima antes de impuestos')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '1042' }).getAttribute('href')).toMatch(/\/admin\/negociaciones\/7\/ver$/);
    const query = api.to('GET', 'negotiations')[0]?.url.searchParams;
    expect(query?.get('filter[is_confirmed]')).toBe('1');
    expect(query?.get('perPage')).toBe('10');
    expect(query?.get('page')).toBe('1');
    expect(screen.getByRole('link', { name: /Cotizar varios riesgos/ }).getAttribute('href')).toBe('/admin/negociaciones/grupo');
    expect(screen.getByRole('link', { name: /Agregar nuevo/ }).getAttribute('href')).toBe('/admin/negociaciones/nuevo');
  });
});

describe('the filters a supervisor narrows the lists with', () => {
  it("offers a supervisor 'Productor' (its team) and 'Estado', sends filter[user] and filter[state], and keeps them in the URL", async () => {
    const api = serve([negotiation({ state: 'rejected' })]);
    renderInAdmin(<NegotiationList />, { dataProvider, authProvider: signIn({ id: 3, roleId: 3 }) });
    // A cancelled one says so in the list.
    expect(within((await screen.findByText('1042')).closest('tr')!).getByText('Cancelada')).toBeInTheDocument();
    const producer = screen.getByRole('combobox', { name: 'Productor' });
    await waitFor(() => expect(within(producer).getByRole('option', { name: 'Juan Pablo Rossi' })).toBeInTheDocument());
    fireEvent.change(producer, { target: { value: '4' } });
    await waitFor(() => expect(lastQuery(api)?.get('filter[user]')).toBe('4'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'rejected' } });
    await waitFor(() => expect(lastQuery(api)?.get('filter[state]')).toBe('rejected'));
    expect(lastQuery(api)?.get('filter[is_confirmed]')).toBe('1');
    expect(lastQuery(api)?.get('filter[user]')).toBe('4');
    expect(urlFilter()).toEqual({ user: '4', state: 'rejected' });
  });

  it('opens a bookmarked filtered list as it was', async () => {
    const api = serve([negotiation()]);
    window.location.hash = `#/admin/negociaciones?filter=${encodeURIComponent(JSON.stringify({ user: '4', state: 'accepted' }))}`;
    renderInAdmin(<NegotiationList />, { dataProvider, authProvider: signIn({ id: 2, roleId: 2 }) });
    await screen.findByText('1042');
    expect(lastQuery(api)?.get('filter[user]')).toBe('4');
    expect(lastQuery(api)?.get('filter[state]')).toBe('accepted');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('accepted');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Productor' })).toHaveValue('4'));
  });

  it("gives a producer no 'Productor' filter, and cuts long texts at 40 characters", async () => {
    const long = 'Ana María de los Ángeles Gómez Fernández Etcheverry';
    const api = serve([negotiation({ client: { id: 9, name: long, lastname: 'Pérez', cuit: '27123456786', deletedAt: null } })]);
    renderInAdmin(<NegotiationList />, { dataProvider, authProvider: signIn({ id: 4, roleId: 4 }) });
    const row = (await screen.findByText('1042')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('combobox', { name: 'Productor' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(api.to('GET', 'all-users')).toHaveLength(0);
    expect(within(row).getByText(`${long} Pérez`.slice(0, 40) + '…')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).getByText('Pago en Especie - Prima antes de impuest…')).toBeInTheDocument();
  });
});

describe('the accepted-quotations report on the quotations list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is offered to admin and sudo only, and saves GET report/accepted/quotations under the server name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    serve([negotiation()]);
    const asked: string[] = [];
    server.use(
      http.get('*/api/report/accepted/quotations', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="reporte_aceptadas.pdf"' },
        });
      }),
    );
    const producer = renderInAdmin(<NegotiationList />, { dataProvider, authProvider: signIn({ id: 4, roleId: 4 }) });
    await screen.findByText('1042');
    expect(screen.queryByRole('button', { name: 'Reporte de aceptadas' })).not.toBeInTheDocument();
    producer.unmount();

    renderInAdmin(<NegotiationList />, { dataProvider, authProvider: signIn({ id: 2, roleId: 2 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Reporte de aceptadas' }));
    await waitFor(() => expect(saved).toEqual(['reporte_aceptadas.pdf']));
    expect(asked).toEqual(['/api/report/accepted/quotations']);
  });
});

describe('requests list (/admin/solicitudes)', () => {
  it('asks for unconfirmed requests and shows number, date, producer, client and type', async () => {
    const api = serve([negotiation({ id: 8, number: 1043, state: 'solicitud', isConfirmed: 0, type: null, paymentMethodId: null })]);
    renderInAdmin(<RequestList />, { dataProvider, authProvider: signIn({ id: 4, roleId: 4 }) });

    const row = (await screen.findByText('1043')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ana Gómez')).toBeTruthy();
    expect(within(row).getByText('-')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '1043' }).getAttribute('href')).toMatch(/\/admin\/solicitudes\/8\/ver$/);
    const query = api.to('GET', 'negotiations')[0]?.url.searchParams;
    expect(query?.get('filter[is_confirmed]')).toBe('0');
    expect(query?.get('filter[state]')).toBe('solicitud');
    expect(screen.getByRole('link', { name: /Nueva solicitud/ }).getAttribute('href')).toBe('/admin/solicitudes/nuevo');
  });

  it("finds the cancelled requests with 'Estado'", async () => {
    const api = serve([negotiation({ id: 8, number: 1043, state: 'rejected', isConfirmed: 0, type: null })]);
    renderInAdmin(<RequestList />, { dataProvider, authProvider: signIn({ id: 2, roleId: 2 }) });
    await screen.findByText('1043');
    const state = screen.getByRole('combobox', { name: 'Estado' });
    expect(state).toHaveValue('solicitud');
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pendiente', 'Cancelada']);
    fireEvent.change(state, { target: { value: 'rejected' } });
    await waitFor(() => expect(lastQuery(api)?.get('filter[state]')).toBe('rejected'));
    expect(lastQuery(api)?.get('filter[is_confirmed]')).toBe('0');
    expect(screen.getByRole('combobox', { name: 'Productor' })).toBeInTheDocument();
  });
});
