// The dashboard (/admin/panel): the four counters of GET negotiations/statistics, the latest ten
// confirmed negotiations (GET negotiations, optionally of one user) and, from this API only, the
// campaign's charts (GET negotiations/statistics/charts).
import { useQuery } from '@tanstack/react-query';
import type { NegotiationListItem } from '../domain/quotations/entity';
import type { CampaignCharts, NegotiationStatistics } from '../domain/proposals/entity';
import { api } from './client';

/** The dashboard's table: at most ten rows (docs/rules/dashboard.md#últimas-cotizaciones). */
export const LATEST_ROWS = 10;

export const dashboardApi = {
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
};

export const dashboardKeys = {
  all: ['api', 'dashboard'] as const,
  statistics: () => [...dashboardKeys.all, 'statistics'] as const,
  charts: () => [...dashboardKeys.all, 'charts'] as const,
  latest: (userId?: number) => [...dashboardKeys.all, 'latest', userId ?? 'all'] as const,
};

export const useStatistics = () => useQuery({ queryKey: dashboardKeys.statistics(), queryFn: dashboardApi.statistics });
export const useCampaignCharts = () => useQuery({ queryKey: dashboardKeys.charts(), queryFn: dashboardApi.charts, retry: false });
export const useLatestNegotiations = (userId?: number) =>
  useQuery({ queryKey: dashboardKeys.latest(userId), queryFn: () => dashboardApi.latest(userId) });
