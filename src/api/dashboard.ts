// The dashboard (/admin/panel): the four counters of GET negotiations/statistics, the latest ten
// confirmed negotiations (GET negotiations, optionally of one user) and, from this API only, the
// campaign's charts (GET negotiations/statistics/charts).
import type { NegotiationListItem } from '../domain/quotations/entity';
import type { CampaignCharts, NegotiationStatistics } from '../domain/proposals/entity';
import { api } from './client';
import { defineMethods, useResourceQuery } from './dataPath';

/** The dashboard's table: at most ten rows (docs/rules/dashboard.md#últimas-cotizaciones). */
export const LATEST_ROWS = 10;

export const dashboardApi = defineMethods('dashboard', {
  statistics: () => api.record<NegotiationStatistics>('negotiations/statistics'),
  charts: () => api.record<CampaignCharts>('negotiations/statistics/charts'),
  latest: async (userId?: number) =>
    (
      await api.list<'negotiations', NegotiationListItem>('negotiations', 'negotiations', {
        'filter[is_confirmed]': 1,
        ...(userId !== undefined ? { 'filter[user]': userId } : {}),
        perPage: LATEST_ROWS,
        page: 1,
      })
    ).rows,
});

// Every figure here is read from the negotiations: a change of one refreshes the dashboard.
export const useStatistics = () => useResourceQuery(dashboardApi, ['negotiations', 'statistics'], (d) => d.statistics());
export const useCampaignCharts = () => useResourceQuery(dashboardApi, ['negotiations', 'charts'], (d) => d.charts(), { retry: false });
export const useLatestNegotiations = (userId?: number) =>
  useResourceQuery(dashboardApi, ['negotiations', 'latest', { userId: userId ?? null }], (d) => d.latest(userId));
