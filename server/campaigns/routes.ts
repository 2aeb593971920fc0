import { campaignSchema } from '../../src/domain/campaigns/schema';
import { idParams } from '../../src/domain/core/ids';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { allCampaigns, createCampaign, loadCampaign, queryCampaignCoverages, queryCampaigns, updateCampaign } from './service';

/** Campaigns (docs/rules/campaigns.md): the list and writes for admin/sudo; every campaign and the reads for any user. */
export const campaignRoutes = routes((api) => {
  api.get('/api/campaigns', { schema: { querystring: listQuery() }, config: { access: ['campaigns', 'list'] } }, async (request) => {
    const q = request.query;
    const { rows, total } = await queryCampaigns(api.db, { search: q.search, limit: q.perPage, offset: q.offset });
    return listBody('campaigns', rows, total, q);
  });

  // Every campaign, for the selects of other screens.
  api.get('/api/campaigns-all', { config: { access: ['campaigns', 'read'] } }, async () => ({
    data: { campaigns: await allCampaigns(api.db) },
  }));

  api.get('/api/campaigns/:id', { schema: { params: idParams }, config: { access: ['campaigns', 'read'] } }, async (request) => ({
    data: await loadCampaign(api.db, request.params.id),
  }));

  api.get(
    '/api/campaigns/:id/modules',
    { schema: { params: idParams, querystring: listQuery() }, config: { access: ['campaigns', 'read'] } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await queryCampaignCoverages(api.db, request.params.id, { limit: q.perPage, offset: q.offset });
      return listBody('modules', rows, total, q);
    },
  );

  api.post('/api/campaigns', { schema: { body: campaignSchema }, config: { access: ['campaigns', 'create'] } }, async (request, reply) =>
    reply.status(201).send({ data: await createCampaign(api.db, request.user, request.body) }),
  );

  api.put(
    '/api/campaigns/:id',
    { schema: { params: idParams, body: campaignSchema }, config: { access: ['campaigns', 'edit'] } },
    async (request) => ({ data: await updateCampaign(api.db, request.user, request.params.id, request.body) }),
  );
});
