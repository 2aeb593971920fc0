import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../api/dataProvider';
import type { NegotiationListItem } from '../../domain/entities/negotiation';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { RequestList } from '../requests/RequestList';
import { NegotiationList } from './NegotiationList';

const server = setupApiServer();

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

function serve(rows: NegotiationListItem[]) {
  const api = recorder();
  server.use(
    http.get('*/api/negotiations', async ({ request }) => {
      await api.record(request);
      return HttpResponse.json(listBody('negotiations', rows));
    }),
  );
  return api;
}

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
});
