import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { IGNORE_DISCOUNT_MESSAGES, ignoreDiscountSchema, type IgnoreDiscountData } from '../../src/domain/schemas/settings';
import { crops, ignoreDiscounts, modules, provinces, zones } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { notFound, validationError } from '../http/errors';
import { likePattern, listBody, parseListQuery } from '../http/list';
import { parseBody, parseId, requireObjectBody } from '../http/validate';
import { assertSettingsAdmin, normalizedSql } from '../services/settings';

const RULE_NOT_FOUND = 'No se encontró la regla.';

function selectRules(db: DbOrTx) {
  return db
    .select({
      id: ignoreDiscounts.id,
      moduleId: ignoreDiscounts.moduleId,
      cropId: ignoreDiscounts.cropId,
      provinceId: ignoreDiscounts.provinceId,
      zoneId: ignoreDiscounts.zoneId,
      moduleDescription: modules.description,
      moduleCompanyId: modules.companyId,
      cropDescription: crops.description,
      provinceName: provinces.name,
      zoneDescription: zones.description,
    })
    .from(ignoreDiscounts)
    .leftJoin(modules, eq(modules.id, ignoreDiscounts.moduleId))
    .leftJoin(crops, eq(crops.id, ignoreDiscounts.cropId))
    .leftJoin(provinces, eq(provinces.id, ignoreDiscounts.provinceId))
    .leftJoin(zones, eq(zones.id, ignoreDiscounts.zoneId));
}

type RuleRow = Awaited<ReturnType<ReturnType<typeof selectRules>['execute']>>[number];

const serialize = (r: RuleRow) => ({
  id: r.id,
  moduleId: r.moduleId,
  cropId: r.cropId,
  provinceId: r.provinceId,
  zoneId: r.zoneId,
  module: r.moduleId ? { description: r.moduleDescription, companyId: r.moduleCompanyId } : null,
  crop: r.cropId ? { description: r.cropDescription } : null,
  province: r.provinceId ? { name: r.provinceName } : null,
  zone: r.zoneId ? { description: r.zoneDescription, province: r.provinceId ? { name: r.provinceName } : null } : null,
});

/** Each id must exist, and a zone must be a department of the chosen province. */
async function checkReferences(db: DbOrTx, d: IgnoreDiscountData) {
  const errors: Record<string, string[]> = {};
  const exists = async (table: typeof modules | typeof crops | typeof provinces, id: number) =>
    firstRow(await db.select({ n: count() }).from(table).where(eq(table.id, id))).n > 0;
  if (d.moduleId != null && !(await exists(modules, d.moduleId))) errors.moduleId = [IGNORE_DISCOUNT_MESSAGES.module];
  if (d.cropId != null && !(await exists(crops, d.cropId))) errors.cropId = [IGNORE_DISCOUNT_MESSAGES.crop];
  if (d.provinceId != null && !(await exists(provinces, d.provinceId))) errors.provinceId = [IGNORE_DISCOUNT_MESSAGES.province];
  if (d.zoneId != null) {
    const [zone] = await db.select({ provinceId: zones.provinceId }).from(zones).where(eq(zones.id, d.zoneId));
    if (!zone) errors.zoneId = [IGNORE_DISCOUNT_MESSAGES.zone];
    else if (zone.provinceId !== d.provinceId) errors.zoneId = [IGNORE_DISCOUNT_MESSAGES.zoneNotInProvince];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** Where discounts are not applied (administration-area.md 3, 5 'Ignore-discount rule'); admin and sudo. */
export async function ignoreDiscountRoutes(app: FastifyInstance) {
  app.get('/api/ignore_discounts', async (request) => {
    assertSettingsAdmin(request.user);
    const q = parseListQuery(request.query);
    const text = sql`${normalizedSql(modules.description)} || ' ' || ${normalizedSql(crops.description)} || ' ' || ${normalizedSql(provinces.name)} || ' ' || ${normalizedSql(zones.description)}`;
    const words = q.search.split(' ').filter(Boolean).slice(0, 8);
    const where = and(...words.map((w) => sql`${text} like ${likePattern(w)}`));
    const [rows, [total]] = await Promise.all([
      selectRules(app.db).where(where).orderBy(desc(ignoreDiscounts.id)).limit(q.perPage).offset(q.offset),
      app.db
        .select({ n: count() })
        .from(ignoreDiscounts)
        .leftJoin(modules, eq(modules.id, ignoreDiscounts.moduleId))
        .leftJoin(crops, eq(crops.id, ignoreDiscounts.cropId))
        .leftJoin(provinces, eq(provinces.id, ignoreDiscounts.provinceId))
        .leftJoin(zones, eq(zones.id, ignoreDiscounts.zoneId))
        .where(where),
    ]);
    return listBody('ignoreDiscounts', rows.map(serialize), Number(total?.n ?? 0), q);
  });

  app.post('/api/ignore_discounts', async (request, reply) => {
    assertSettingsAdmin(request.user);
    const data = parseBody(ignoreDiscountSchema, requireObjectBody(request.body));
    await checkReferences(app.db, data);
    const created = firstRow(await app.db.insert(ignoreDiscounts).values(data).returning({ id: ignoreDiscounts.id }));
    const row = firstRow(await selectRules(app.db).where(eq(ignoreDiscounts.id, created.id)));
    return reply.status(201).send({ data: serialize(row) });
  });

  app.delete('/api/ignore_discounts/:id', async (request, reply) => {
    assertSettingsAdmin(request.user);
    const id = parseId((request.params as { id: string }).id);
    const deleted = await app.db.delete(ignoreDiscounts).where(eq(ignoreDiscounts.id, id)).returning({ id: ignoreDiscounts.id });
    if (!deleted.length) throw notFound(RULE_NOT_FOUND);
    return reply.status(204).send();
  });
}
