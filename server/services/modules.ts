// Coverages (modules) and their rates: the queries and the API shapes, shared by the routes.

import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isAdminLike } from '../../src/domain/access';
import { campaigns, companies, crops, modules, provinces, rates, zones } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { likePattern } from '../http/list';
import type { AuthUser } from '../auth/tokens';

export const MODULE_NOT_FOUND = 'No se encontró la cobertura.';
export const RATE_NOT_FOUND = 'No se encontró la tasa.';

/** Coverages, rates and their screens are for admin and sudo only. */
export function assertAdmin(user: AuthUser) {
  if (!isAdminLike(user)) throw forbidden();
}

const moduleColumns = {
  id: modules.id,
  description: modules.description,
  coverageType: modules.coverageType,
  harvest: modules.harvest,
  video: modules.video,
  pdfDescription: modules.pdfDescription,
  cropId: modules.cropId,
  cropDescription: crops.description,
  sancorId: modules.sancorId,
  companyId: modules.companyId,
  companyName: companies.name,
  campaignId: modules.campaignId,
  campaignDescription: campaigns.description,
  allowMultipleRisks: modules.allowMultipleRisks,
  sortOrder: modules.sortOrder,
};

type ModuleRow = Awaited<ReturnType<typeof moduleQuery>>[number];

function serializeModule(m: ModuleRow) {
  return {
    id: m.id,
    description: m.description,
    coverageType: m.coverageType,
    harvest: m.harvest,
    video: m.video,
    pdfDescription: m.pdfDescription,
    cropId: m.cropId,
    cropDescription: m.cropDescription,
    sancorId: m.sancorId,
    companyId: m.companyId,
    company: { id: m.companyId, name: m.companyName },
    campaignId: m.campaignId,
    campaign_id: m.campaignId,
    campaign: m.campaignId === null ? null : { id: m.campaignId, description: m.campaignDescription },
    allowMultipleRisks: m.allowMultipleRisks,
    sortOrder: m.sortOrder,
  };
}

export type ModuleJson = ReturnType<typeof serializeModule>;

const moduleOrder = [asc(modules.companyId), asc(modules.sortOrder), asc(modules.description), asc(modules.id)];

function moduleQuery(db: DbOrTx, where?: SQL) {
  return db
    .select(moduleColumns)
    .from(modules)
    .innerJoin(companies, eq(companies.id, modules.companyId))
    .leftJoin(crops, eq(crops.id, modules.cropId))
    .leftJoin(campaigns, eq(campaigns.id, modules.campaignId))
    .where(where);
}

/** Words of a normalized search, each matched against modules.search_text (trigram index). */
export function moduleSearchWhere(search: string): SQL | undefined {
  const words = search.split(' ').filter(Boolean).slice(0, 8);
  return words.length ? and(...words.map((w) => sql`${modules.searchText} like ${likePattern(w)}`)) : undefined;
}

export async function queryModules(db: DbOrTx, opts: { where?: SQL; limit?: number; offset?: number }) {
  const base = moduleQuery(db, opts.where).orderBy(...moduleOrder);
  const paged = opts.limit !== undefined;
  const [rows, totals] = await Promise.all([
    paged ? base.limit(opts.limit!).offset(opts.offset ?? 0) : base,
    paged ? db.select({ n: count() }).from(modules).where(opts.where) : Promise.resolve(null),
  ]);
  return { rows: rows.map(serializeModule), total: totals ? Number(totals[0]?.n ?? 0) : rows.length };
}

export async function loadModule(db: DbOrTx, id: number): Promise<ModuleJson> {
  const [row] = await moduleQuery(db, eq(modules.id, id)).limit(1);
  if (!row) throw notFound(MODULE_NOT_FOUND);
  return serializeModule(row);
}

/** A numeric string with at least two decimals and no trailing zeros beyond them: '4.7500' -> '4.75', '4.7525' stays. */
export function rateAmountText(value: string): string {
  const [int, frac = ''] = value.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${int}.${trimmed.padEnd(2, '0')}`;
}

const rateColumns = {
  id: rates.id,
  moduleId: rates.moduleId,
  zoneId: rates.zoneId,
  cropId: rates.cropId,
  franchiseDeductible: rates.franchiseDeductible,
  amount: rates.amount,
  description: rates.description,
  cropDescription: crops.description,
  zoneDescription: zones.description,
  provinceId: zones.provinceId,
  provinceName: provinces.name,
};

type RateRow = Awaited<ReturnType<typeof rateQuery>>[number];

function serializeRate(r: RateRow) {
  return {
    id: r.id,
    moduleId: r.moduleId,
    zoneId: r.zoneId,
    cropId: r.cropId,
    franchiseDeductible: r.franchiseDeductible,
    amount: rateAmountText(r.amount),
    description: r.description,
    crop: { id: r.cropId, description: r.cropDescription },
    zone: { id: r.zoneId, description: r.zoneDescription, provinceId: r.provinceId, province: { id: r.provinceId, name: r.provinceName } },
  };
}

/** Zones in the order the rates are listed: province name, department name. */
const zoneOrder = [asc(provinces.name), asc(zones.description), asc(zones.id)];

function rateQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(rateColumns)
    .from(rates)
    .innerJoin(zones, eq(zones.id, rates.zoneId))
    .innerJoin(provinces, eq(provinces.id, zones.provinceId))
    .innerJoin(crops, eq(crops.id, rates.cropId))
    .where(where)
    .orderBy(...zoneOrder, asc(crops.description), asc(rates.franchiseDeductible), asc(rates.id));
}

export interface RateFilter {
  moduleId: number;
  zoneId?: number;
  provinceId?: number;
}

function rateWhere(f: RateFilter): SQL | undefined {
  return and(
    eq(rates.moduleId, f.moduleId),
    f.zoneId !== undefined ? eq(rates.zoneId, f.zoneId) : undefined,
    // A province filter lists the zones of the province first, then each zone's rates by (module_id, zone_id).
    f.provinceId !== undefined
      ? sql`${rates.zoneId} in (select ${zones.id} from ${zones} where ${zones.provinceId} = ${f.provinceId})`
      : undefined,
  );
}

/**
 * One page of a coverage's rates (province, zone, crop, franchise/deductible order) and the total.
 * Sorting every rate of a large coverage by joined names costs too much per page, so the page is
 * found per zone: rate counts per zone in display order (an index-only scan of rates_module_zone_idx
 * joined to a few hundred zones), then only the rates of the zones the page spans.
 */
export async function pageModuleRates(db: DbOrTx, f: RateFilter, limit: number, offset: number) {
  // Counted first (a group per zone straight off the index), then joined to the zones to order them.
  const counts = db
    .select({ zoneId: rates.zoneId, n: count().as('n') })
    .from(rates)
    .where(rateWhere(f))
    .groupBy(rates.zoneId)
    .as('counts');
  const perZone = await db
    .select({ zoneId: counts.zoneId, n: counts.n })
    .from(counts)
    .innerJoin(zones, eq(zones.id, counts.zoneId))
    .innerJoin(provinces, eq(provinces.id, zones.provinceId))
    .orderBy(...zoneOrder);
  const total = perZone.reduce((sum, z) => sum + Number(z.n), 0);
  if (offset >= total) return { rows: [], total };
  const window: number[] = [];
  let before = 0;
  let skip = 0;
  for (const { zoneId, n } of perZone) {
    if (before + Number(n) > offset && before < offset + limit) {
      if (!window.length) skip = offset - before;
      window.push(zoneId);
    }
    before += Number(n);
  }
  const rows = await rateQuery(db, and(eq(rates.moduleId, f.moduleId), inArray(rates.zoneId, window)))
    .limit(limit)
    .offset(skip);
  return { rows: rows.map(serializeRate), total };
}

export async function allModuleRates(db: DbOrTx, moduleId: number) {
  return (await rateQuery(db, eq(rates.moduleId, moduleId))).map(serializeRate);
}

export async function loadRate(db: DbOrTx, id: number) {
  const [row] = await rateQuery(db, eq(rates.id, id)).limit(1);
  if (!row) throw notFound(RATE_NOT_FOUND);
  return serializeRate(row);
}
