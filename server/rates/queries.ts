// The rates of a coverage: the reads and the API shape (src/domain/coverages/entity.ts).
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Rate } from '../../src/domain/coverages/entity';
import type { DbOrTx } from '../db/client';
import { decimalText } from '../db/numeric';
import { crops, provinces, rates, zones } from '../db/schema';
import { notFound } from '../http/errors';

export const RATE_NOT_FOUND = 'No se encontró la tasa.';

/** What pricing needs of a rate: its key (coverage, department, crop, franchise/deductible) and amount. */
export const rateKeyColumns = {
  id: rates.id,
  moduleId: rates.moduleId,
  zoneId: rates.zoneId,
  cropId: rates.cropId,
  franchiseDeductible: rates.franchiseDeductible,
  amount: rates.amount,
};

const rateColumns = {
  ...rateKeyColumns,
  description: rates.description,
  cropDescription: crops.description,
  zoneDescription: zones.description,
  provinceId: zones.provinceId,
  provinceName: provinces.name,
};

type RateRow = Awaited<ReturnType<typeof rateQuery>>[number];

function serializeRate(r: RateRow): Rate {
  return {
    id: r.id,
    moduleId: r.moduleId,
    zoneId: r.zoneId,
    cropId: r.cropId,
    franchiseDeductible: r.franchiseDeductible,
    amount: decimalText(r.amount),
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
export async function pageModuleRates(db: DbOrTx, f: RateFilter, limit: number, offset: number): Promise<{ rows: Rate[]; total: number }> {
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

export async function allModuleRates(db: DbOrTx, moduleId: number): Promise<Rate[]> {
  return (await rateQuery(db, eq(rates.moduleId, moduleId))).map(serializeRate);
}

export async function loadRate(db: DbOrTx, id: number): Promise<Rate> {
  const [row] = await rateQuery(db, eq(rates.id, id)).limit(1);
  if (!row) throw notFound(RATE_NOT_FOUND);
  return serializeRate(row);
}
