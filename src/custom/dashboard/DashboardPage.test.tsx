import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { NegotiationListItem } from '../../domain/quotations/entity';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { chooseOption } from '../../testing/inputs';
import { DashboardPage } from './DashboardPage';

const server = setupApiServer();

const row = (
  id: number,
  user: { id: number; name: string; lastname: string },
  over: Partial<NegotiationListItem> = {},
): NegotiationListItem => ({
  id,
  number: 1000 + id,
  createdAt: '2026-11-20T12:00:00.000Z',
  state: 'accepted',
  type: 'simple',
  isConfirmed: 1,
  paymentMethodId: 1,
  rateOptionId: 2,
  user: { ...user, deletedAt: null },
  client: { id: 9, name: 'Ana', lastname: 'Gómez', cuit: '27123456786', deletedAt: null },
  risks: [
    {
      id: 1,
      zone: 'Pergamino',
      crop: 'Soja',
      numberOfHectares: '150.00',
      hectarePrice: '30.00',
      hectarePriceCurrencyId: 1,
      discount: '5.00',
      acceptedCoverage: 'Granizo Total',
    },
  ],
  ...over,
});

const juan = { id: 4, name: 'Juan Pablo', lastname: 'Rossi' };
const ana = { id: 5, name: 'Laura', lastname: 'Suárez' };

function serve() {
  const api = recorder();
  server.use(
    http.get('*/api/negotiations/statistics', () =>
      HttpResponse.json({
        data: { allNegotiantions: 1234, acceptedQuotations: 56, negotiationsCreatedThisWeek: 7, quotationsAcceptedThisWeek: 3 },
      }),
    ),
    http.get('*/api/negotiations/statistics/charts', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    http.get('*/api/all-users', () =>
      HttpResponse.json(
        listBody(
          'users',
          [juan, ana].map((u) => ({ ...u, roleId: 4, supervisorId: null, fullName: `${u.name} ${u.lastname}` })),
        ),
      ),
    ),
    http.get('*/api/negotiations', async ({ request }) => {
      const seen = await api.record(request);
      const user = seen.url.searchParams.get('filter[user]');
      const rows =
        user === '5'
          ? [
              row(2, ana, {
                state: 'initiated',
                paymentMethodId: null,
                rateOptionId: null,
                risks: [{ id: 2, zone: 'Junín', crop: 'Maíz' }],
              }),
            ]
          : Array.from({ length: 10 }, (_, i) => row(i + 10, juan));
      return HttpResponse.json(listBody('negotiations', rows));
    }),
  );
  return api;
}

describe('DashboardPage', { timeout: 30_000 }, () => {
  it('shows the four counters, the latest ten with the spec columns, and filters by user', async () => {
    const api = serve();
    renderInAdmin(<DashboardPage />, { path: '/admin/panel', authProvider: signIn({ id: 2, roleId: 2 }) });
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cotizaciones de la campaña' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-quotationsAcceptedThisWeek')).toHaveTextContent('3');

    const table = await screen.findByRole('table', { name: 'Últimas cotizaciones' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const first = within(table).getAllByRole('row')[1]!;
    for (const text of [
      'Ana Gómez',
      'Juan Pablo Rossi',
      'Pergamino',
      'Soja',
      '150,00 ha · 30,00 QQ',
      'Granizo Total',
      'Aceptada',
      '5,00 %',
      'Canje',
      'Prima sin IVA',
    ])
      expect(first).toHaveTextContent(text);
    expect(within(first).getByRole('link', { name: 'Ana Gómez' })).toHaveAttribute('href', '/admin/negociaciones/10/ver');
    expect(api.seen[0]!.url.searchParams.get('perPage')).toBe('10');
    expect(api.seen[0]!.url.searchParams.get('filter[user]')).toBeNull();

    await chooseOption('Últimas cotizaciones por usuario', 'Laura Suárez');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Últimas cotizaciones' })).toHaveTextContent('Laura Suárez'), {
      timeout: 5000,
    });
    const only = within(screen.getByRole('table', { name: 'Últimas cotizaciones' })).getAllByRole('row')[1]!;
    expect(only).toHaveTextContent('Laura Suárez');
    expect(only).toHaveTextContent('Iniciada');
    // No accepted coverage, payment or rate option yet: '-'.
    expect(
      within(only)
        .getAllByRole('cell')
        .filter((c) => c.textContent === '-').length,
    ).toBeGreaterThanOrEqual(4);
    await chooseOption('Últimas cotizaciones por usuario', 'Sin filtro');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Últimas cotizaciones' })).getAllByRole('row')).toHaveLength(11), {
      timeout: 5000,
    });
    expect(api.seen.some((r) => r.url.searchParams.get('filter[user]') === '5')).toBe(true);
  });
});
