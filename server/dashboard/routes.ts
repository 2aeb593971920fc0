import { routes } from '../http/route';
import { campaignCharts, negotiationStatistics } from './statistics';

/** The dashboard (docs/rules/dashboard.md); the charts are this API's own. */
export const statisticsRoutes = routes((api) => {
  api.get('/api/negotiations/statistics', { config: { access: ['negotiations', 'statistics'] } }, async (request) => ({
    data: await negotiationStatistics(api.db, request.user),
  }));

  api.get('/api/negotiations/statistics/charts', { config: { access: ['negotiations', 'statistics'] } }, async (request) => ({
    data: await campaignCharts(api.db, request.user),
  }));
});
