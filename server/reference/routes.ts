import { z } from 'zod';
import { idParams, idSchema } from '../../src/domain/core/ids';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { companiesOfUser, listCompanies, listCrops, listProvinces, loadProvince, locationsOfZone, queryZones } from './service';

const zoneListQuery = listQuery({
  company: 'int',
  companyId: 'int',
  company_id: 'int',
  province: 'int',
  provinceId: 'int',
  province_id: 'int',
});
type ZoneListQuery = z.output<typeof zoneListQuery>;

/** Reference data the forms need (any signed-in user): provinces, zones (departments), localities, crops, insurers. */
export const referenceRoutes = routes((api) => {
  api.get('/api/provinces', { config: { access: ['reference', 'read'] } }, async () => {
    const rows = await listProvinces(api.db);
    return listBody('provinces', rows, rows.length);
  });

  api.get('/api/provinces/:id', { schema: { params: idParams }, config: { access: ['reference', 'read'] } }, async (request) => ({
    data: await loadProvince(api.db, request.params.id),
  }));

  /** Zones of one insurer and/or province; all of them unless perPage is given (the app loads a company's zones at once). */
  async function zones(q: ZoneListQuery, provinceId?: number) {
    const f = q.filter;
    const page = q.paged ? { limit: q.perPage, offset: q.offset } : undefined;
    const { rows, total } = await queryZones(
      api.db,
      {
        companyId: f.company ?? f.companyId ?? f.company_id,
        provinceId: provinceId ?? f.province ?? f.provinceId ?? f.province_id,
        search: q.search,
      },
      page,
    );
    return listBody('zones', rows, total, page ? q : undefined);
  }

  api.get('/api/zones', { schema: { querystring: zoneListQuery }, config: { access: ['reference', 'read'] } }, (request) =>
    zones(request.query),
  );

  api.get(
    '/api/zones/provinces/:id',
    { schema: { params: idParams, querystring: zoneListQuery }, config: { access: ['reference', 'read'] } },
    (request) => zones(request.query, request.params.id),
  );

  api.get('/api/crops', { config: { access: ['reference', 'read'] } }, async () => {
    const rows = await listCrops(api.db);
    return listBody('crops', rows, rows.length);
  });

  api.get('/api/companies', { config: { access: ['reference', 'read'] } }, async () => {
    const rows = await listCompanies(api.db);
    return listBody('companies', rows, rows.length);
  });

  /** The insurers the current user quotes with (admin/sudo: all). */
  api.get('/api/user-companies', { config: { access: ['reference', 'read'] } }, async (request) => {
    const rows = await companiesOfUser(api.db, request.user);
    return listBody('companies', rows, rows.length);
  });

  /** Localities of a zone, in the insurer's 'sancor_location' shape (and as `locations`). */
  api.get(
    '/api/locations/:zoneId',
    { schema: { params: z.object({ zoneId: idSchema() }) }, config: { access: ['reference', 'read'] } },
    async (request) => {
      const items = await locationsOfZone(api.db, request.params.zoneId);
      return { data: { sancor_location: items, locations: items }, meta: { total: items.length } };
    },
  );
});
