// The dashboard (/admin/panel): the four counters of GET negotiations/statistics, the latest ten
// confirmed negotiations (GET negotiations, optionally of one user) and, from this API only, the
// campaign's charts (GET negotiations/statistics/charts).
import { useQuery } from '@tanstack/react-query';
import type { NegotiationListItem } from '../domain/quotations/entity';
import type { CampaignCharts, NegotiationStatistics } from '../domain/proposals/entity';
import { api } from './client';
import { defineMethods, resourceKey, useMethods } from './dataPath';

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

export function useStatistics() {
  const dashboard = useMethods(dashboardApi);
  return useQuery({ queryKey: resourceKey('negotiations', 'statistics'), queryFn: dashboard.statistics });
}

export function useCampaignCharts() {
  const dashboard = useMethods(dashboardApi);
  return useQuery({ queryKey: resourceKey('negotiations', 'charts'), queryFn: dashboard.charts, retry: false });
}

export function useLatestNegotiations(userId?: number) {
  const dashboard = useMethods(dashboardApi);
  return useQuery({
    queryKey: resourceKey('negotiations', 'latest', { userId: userId ?? null }),
    queryFn: () => dashboard.latest(userId),
  });
}
