// Where discounts are not applied (docs/rules/settings.md#ignorar-descuentos): each
// rule names a coverage, crop, province and/or department. Writes are recorded.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { IgnoreDiscountRule } from '../../src/domain/settings/entity';
import { IGNORE_DISCOUNT_MESSAGES, type IgnoreDiscountData } from '../../src/domain/settings/schema';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { crops, ignoreDiscounts, modules, provinces, zones } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { foldedSql, matchAllWords, readPage } from '../http/list';
import { recordChange } from '../db/audit';

export const RULE_NOT_FOUND = 'No se encontró la regla.';

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
      zoneCompanyId: zones.companyId,
    })
    .from(ignoreDiscounts)
    .leftJoin(modules, eq(modules.id, ignoreDiscounts.moduleId))
    .leftJoin(crops, eq(crops.id, ignoreDiscounts.cropId))
    .leftJoin(provinces, eq(provinces.id, ignoreDiscounts.provinceId))
    .leftJoin(zones, eq(zones.id, ignoreDiscounts.zoneId));
}

type RuleRow = Awaited<ReturnType<ReturnType<typeof selectRules>['execute']>>[number];

// A rule's labels always exist when its ids are set (foreign keys).
const serialize = (r: RuleRow): IgnoreDiscountRule => ({
  id: r.id,
  moduleId: r.moduleId,
  cropId: r.cropId,
  provinceId: r.provinceId,
  zoneId: r.zoneId,
  module: r.moduleId ? { description: r.moduleDescription ?? '', companyId: r.moduleCompanyId ?? 0 } : null,
  crop: r.cropId ? { description: r.cropDescription ?? '' } : null,
  province: r.provinceId ? { name: r.provinceName ?? '' } : null,
  zone: r.zoneId
    ? {
        description: r.zoneDescription ?? '',
        companyId: r.zoneCompanyId ?? 0,
        province: r.provinceId ? { name: r.provinceName ?? '' } : null,
      }
    : null,
});

/** Every rule with its labels (pricing says which one removed a discount). */
export const allRules = async (db: DbOrTx): Promise<IgnoreDiscountRule[]> => (await selectRules(db)).map(serialize);

/** The labels a search looks in: coverage, crop, province and department (folded in SQL: a handful of rules). */
const labelsText = sql`${foldedSql(modules.description)} || ' ' || ${foldedSql(crops.description)} || ' ' || ${foldedSql(provinces.name)} || ' ' || ${foldedSql(zones.description)}`;

/** A page of rules, newest first; every search word must appear in one of its labels. */
export function queryRules(db: DbOrTx, q: { search: string; limit: number; offset: number }) {
  const where = matchAllWords(labelsText, q.search);
  return readPage<IgnoreDiscountRule>(db, {
    rows: async () => (await selectRules(db).where(where).orderBy(desc(ignoreDiscounts.id)).limit(q.limit).offset(q.offset)).map(serialize),
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(ignoreDiscounts)
          .leftJoin(modules, eq(modules.id, ignoreDiscounts.moduleId))
          .leftJoin(crops, eq(crops.id, ignoreDiscounts.cropId))
          .leftJoin(provinces, eq(provinces.id, ignoreDiscounts.provinceId))
          .leftJoin(zones, eq(zones.id, ignoreDiscounts.zoneId))
          .where(where)
      )[0]?.n ?? 0,
  });
}

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

async function loadRule(db: DbOrTx, id: number): Promise<IgnoreDiscountRule> {
  const [row] = await selectRules(db).where(eq(ignoreDiscounts.id, id));
  if (!row) throw notFound(RULE_NOT_FOUND);
  return serialize(row);
}

export async function createRule(db: Db, actor: AuthUser, data: IgnoreDiscountData): Promise<IgnoreDiscountRule> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, data);
    const { id } = firstRow(await tx.insert(ignoreDiscounts).values(data).returning({ id: ignoreDiscounts.id }));
    const created = await loadRule(tx, id);
    await recordChange(tx, actor.id, { entity: 'ignore_discounts', entityId: id, action: 'create', after: created });
    return created;
  });
}

export async function deleteRule(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadRule(tx, id);
    await tx.delete(ignoreDiscounts).where(eq(ignoreDiscounts.id, id));
    await recordChange(tx, actor.id, { entity: 'ignore_discounts', entityId: id, action: 'delete', before });
  });
}
