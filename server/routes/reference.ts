import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { isAdminLike } from '../../src/domain/access';
import { companies, crops, locations, provinces, userCompanies, zones } from '../db/schema';
import { notFound } from '../http/errors';
import { likePattern, listBody, parseListQuery } from '../http/list';
import { parseId } from '../http/validate';

const intFilter = (v: string | undefined) => (v !== undefined && /^\d{1,9}$/.test(v.trim()) ? Number(v) : undefined);

/** Reference data the forms need: provinces, zones (departments), localities, crops, insurers. */
export async function referenceRoutes(app: FastifyInstance) {
  app.get('/api/provinces', async () => {
    const rows = await app.db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.name));
    return listBody('provinces', rows, rows.length);
  });

  app.get('/api/provinces/:id', async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = await app.db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(eq(provinces.id, id));
    if (!row) throw notFound('No se encontró la provincia.');
    return { data: row };
  });

  /** Zones of one company and/or province; all of them unless perPage is given (the app loads a company's zones at once). */
  async function listZones(query: unknown, extra?: SQL) {
    const raw = (query ?? {}) as Record<string, unknown>;
    const q = parseListQuery(raw);
    const company = intFilter(q.filter.company ?? q.filter.companyId ?? q.filter.company_id);
    const province = intFilter(q.filter.province ?? q.filter.provinceId ?? q.filter.province_id);
    const words = q.search.split(' ').filter(Boolean).slice(0, 8);
    const where = and(
      extra,
      company !== undefined ? eq(zones.companyId, company) : undefined,
      province !== undefined ? eq(zones.provinceId, province) : undefined,
      ...words.map((w) => sql`${zones.searchText} like ${likePattern(w)}`),
    );
    const base = app.db
      .select({
        id: zones.id,
        description: zones.description,
        provinceId: zones.provinceId,
        companyId: zones.companyId,
        provinceName: provinces.name,
      })
      .from(zones)
      .innerJoin(provinces, eq(provinces.id, zones.provinceId))
      .where(where)
      .orderBy(asc(zones.description), asc(zones.id));
    const paged = raw.perPage !== undefined;
    const [rows, totals] = await Promise.all([
      paged ? base.limit(q.perPage).offset(q.offset) : base,
      paged ? app.db.select({ n: count() }).from(zones).where(where) : Promise.resolve(null),
    ]);
    const data = rows.map((z) => ({
      id: z.id,
      description: z.description,
      provinceId: z.provinceId,
      province: { id: z.provinceId, name: z.provinceName },
      companyId: z.companyId,
    }));
    return listBody('zones', data, totals ? Number(totals[0]?.n ?? 0) : data.length, paged ? q : undefined);
  }

  app.get('/api/zones', async (request) => listZones(request.query));

  app.get('/api/zones/provinces/:id', async (request) => {
    const id = parseId((request.params as { id: string }).id);
    return listZones(request.query, eq(zones.provinceId, id));
  });

  app.get('/api/crops', async () => {
    const rows = await app.db.select().from(crops).orderBy(asc(crops.id));
    return listBody(
      'crops',
      rows.map((c) => ({ id: c.id, description: c.description, harvest: c.harvest, allowDoubleCrop: c.allowDoubleCrop ? 1 : 0 })),
      rows.length,
    );
  });

  app.get('/api/companies', async () => {
    const rows = await app.db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.id));
    return listBody('companies', rows, rows.length);
  });

  /** The insurers the current user quotes with (admin/sudo: all). */
  app.get('/api/user-companies', async (request) => {
    const rows = isAdminLike(request.user)
      ? await app.db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.id))
      : await app.db
          .select({ id: companies.id, name: companies.name })
          .from(userCompanies)
          .innerJoin(companies, eq(companies.id, userCompanies.companyId))
          .where(eq(userCompanies.userId, request.user.id))
          .orderBy(asc(companies.id));
    return listBody('companies', rows, rows.length);
  });

  /** Localities of a zone, in the insurer's 'sancor_location' shape (and as `locations`). */
  app.get('/api/locations/:zoneId', async (request) => {
    const zoneId = parseId((request.params as { zoneId: string }).zoneId);
    const [zone] = await app.db.select({ id: zones.id, description: zones.description }).from(zones).where(eq(zones.id, zoneId));
    if (!zone) throw notFound('No se encontró el departamento.');
    const rows = await app.db
      .select({ id: locations.id, description: locations.description, zipCode: locations.zipCode })
      .from(locations)
      .where(eq(locations.zoneId, zoneId))
      .orderBy(asc(locations.description), asc(locations.id));
    const items = rows.map((l) => ({
      cityId: l.id,
      cityDescription: l.description,
      zoneDescription: zone.description,
      zipCode: l.zipCode,
    }));
    return { data: { sancor_location: items, locations: items }, meta: { total: items.length } };
  });
}
