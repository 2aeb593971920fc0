import { coveragePayloadSchema } from '../../src/domain/coverages/schema';
import { idParams } from '../../src/domain/core/ids';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { allModules, loadModule, queryCurrentCoverages, queryModules } from './queries';
import { allModuleRates, pageModuleRates } from '../rates/queries';
import { createModule, deleteModule, updateModule } from './writes';
import { FETCH_SIZES } from '../../src/domain/core/ui';

const moduleListQuery = listQuery({
  company: 'int',
  companyId: 'int',
  company_id: 'int',
  campaign: 'int',
  campaignId: 'int',
  campaign_id: 'int',
});
const ratesListQuery = listQuery({ zone: 'int', zoneId: 'int', province: 'int', provinceId: 'int' });
const coverageListQuery = listQuery({ company: 'int', companyId: 'int' }, { perPage: FETCH_SIZES.coverages });

/** Coverages (modules) and their rates pages (docs/rules/coverages.md); the current campaign's coverages for quoting. */
export const moduleRoutes = routes((api) => {
  api.get('/api/modules', { schema: { querystring: moduleListQuery }, config: { access: ['modules', 'list'] } }, async (request) => {
    const q = request.query;
    const f = q.filter;
    const { rows, total } = await queryModules(
      api.db,
      { search: q.search, companyId: f.company ?? f.companyId ?? f.company_id, campaignId: f.campaign ?? f.campaignId ?? f.campaign_id },
      { limit: q.perPage, offset: q.offset },
    );
    return listBody('modules', rows, total, q);
  });

  /** Every coverage, for any signed-in user (quotation forms and other screens). */
  api.get('/api/modules-all', { config: { access: ['modules', 'read'] } }, async () => ({ data: { modules: await allModules(api.db) } }));

  api.get('/api/modules/:id', { schema: { params: idParams }, config: { access: ['modules', 'show'] } }, async (request) => ({
    data: await loadModule(api.db, request.params.id),
  }));

  api.post('/api/modules', { schema: { body: coveragePayloadSchema }, config: { access: ['modules', 'create'] } }, async (request, reply) =>
    reply.status(201).send({ data: await createModule(api.db, request.user, request.body) }),
  );

  api.put(
    '/api/modules/:id',
    { schema: { params: idParams, body: coveragePayloadSchema }, config: { access: ['modules', 'edit'] } },
    async (request) => ({ data: await updateModule(api.db, request.user, request.params.id, request.body) }),
  );

  api.delete('/api/modules/:id', { schema: { params: idParams }, config: { access: ['modules', 'delete'] } }, async (request, reply) => {
    await deleteModule(api.db, request.user, request.params.id);
    return reply.status(204).send();
  });

  /** One page of a coverage's rates: filter[zone], filter[province], perPage, page. */
  api.get(
    '/api/modules/module-rates-pag/:id',
    { schema: { params: idParams, querystring: ratesListQuery }, config: { access: ['rates', 'list'] } },
    async (request) => {
      const q = request.query;
      const moduleId = request.params.id;
      const { rows, total } = await pageModuleRates(
        api.db,
        { moduleId, zoneId: q.filter.zone ?? q.filter.zoneId, provinceId: q.filter.province ?? q.filter.provinceId },
        q.perPage,
        q.offset,
      );
      if (total === 0) await loadModule(api.db, moduleId); // 404 for an unknown coverage
      return listBody('rates', rows, total, q);
    },
  );

  api.get('/api/modules/module-rates/:id', { schema: { params: idParams }, config: { access: ['rates', 'list'] } }, async (request) => {
    await loadModule(api.db, request.params.id);
    const rows = await allModuleRates(api.db, request.params.id);
    return listBody('rates', rows, rows.length);
  });

  /** The coverages of the current campaign the user may quote (its insurers; admin/sudo all), 50 a page by default. */
  api.get('/api/coverages', { schema: { querystring: coverageListQuery }, config: { access: ['modules', 'read'] } }, async (request) => {
    const q = request.query;
    const { rows, total } = await queryCurrentCoverages(
      api.db,
      request.user,
      { companyId: q.filter.company ?? q.filter.companyId, search: q.search },
      { limit: q.perPage, offset: q.offset },
    );
    return listBody('coverages', rows, total, q);
  });
});
