// Market data (docs/rules/market.md: futures and board prices behind a small interface, one local
// implementation that persists what admins and PUT /api/external-rates write). The simulator,
// the financing and the market-data screen read and write it only through here.
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { CropFuture, DollarFuture, ExternalRateField, ExternalRates } from '../../src/domain/market/entity';
import { EXTERNAL_RATE_FIELDS } from '../../src/domain/market/entity';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { isUsableDollar, MARKET_MESSAGES } from '../../src/domain/market/schema';
import { validationError } from '../http/errors';
import type { Db, DbOrTx } from '../db/client';
import { externalRates, futures } from '../db/schema';
import { recordChange } from '../db/audit';
import { followSelectedFuture } from '../settings/options';

type FutureRow = typeof futures.$inferSelect;
type BoardRow = typeof externalRates.$inferSelect;

/** 'YYYY-MM' of an ISO date. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** Everything the simulator needs at once: today's board and every future. */
export interface MarketSnapshot {
  today: string;
  board: ExternalRates | null;
  futures: readonly FutureRow[];
}

function serializeBoard(r: BoardRow): ExternalRates {
  return {
    id: r.id,
    date: r.date,
    dollars: r.dollars,
    wheat: r.wheat,
    soy: r.soy,
    corn: r.corn,
    corn_2: r.corn2,
    sunflower: r.sunflower,
    barley: r.barley,
    oatmeal: r.oatmeal,
    sorghum: r.sorghum,
    soy_2: r.soy2,
    popcorn: r.popcorn,
  };
}

/** The latest day's board prices up to today (Argentina), or null when there are none. */
export async function latestExternalRates(db: DbOrTx, today = isoDateInArgentina()): Promise<ExternalRates | null> {
  const [row] = await db.select().from(externalRates).where(lte(externalRates.date, today)).orderBy(desc(externalRates.date)).limit(1);
  return row ? serializeBoard(row) : null;
}

export async function marketSnapshot(db: DbOrTx): Promise<MarketSnapshot> {
  const today = isoDateInArgentina();
  const [board, rows] = await Promise.all([latestExternalRates(db, today), db.select().from(futures).orderBy(asc(futures.id))]);
  return { today, board, futures: rows };
}

/** The crop's future of the month of `isoDate`, or null. */
export function cropFutureOf(rows: readonly FutureRow[], cropId: number, isoDate: string): FutureRow | null {
  const month = monthOf(isoDate);
  return rows.find((r) => r.kind === 'crop' && r.cropId === cropId && r.month && monthOf(r.month) === month) ?? null;
}

/**
 * The dollar future of the month of `isoDate`; when that month has none, the monthly one nearest
 * to it (the screen then says which month was used); the spot one when there is no monthly one.
 */
export function dollarFutureOf(rows: readonly FutureRow[], isoDate: string): FutureRow | null {
  const monthly = rows.filter((r) => r.kind === 'dollar' && r.month);
  const month = monthOf(isoDate);
  const exact = monthly.find((r) => monthOf(r.month!) === month);
  if (exact) return exact;
  const distance = (r: FutureRow) => Math.abs(Date.parse(`${monthOf(r.month!)}-01`) - Date.parse(`${month}-01`));
  const nearest = [...monthly].sort((a, b) => distance(a) - distance(b))[0];
  return nearest ?? rows.find((r) => r.kind === 'dollar' && !r.month) ?? null;
}

const asCropFuture = (r: FutureRow): CropFuture => ({
  id: r.id,
  option: r.option,
  cropId: r.cropId ?? 0,
  month: r.month ?? '',
  value: r.value,
  futureCrop: { value: r.value },
});

/** GET /api/future-to-crop/{id}?monthFuture=: a 'YYYY-MM(-DD)' or a month number (its next occurrence from this month). */
export async function cropFutureForMonth(db: DbOrTx, cropId: number, monthFuture: string): Promise<CropFuture | null> {
  const today = isoDateInArgentina();
  let isoDate = monthFuture;
  if (/^\d{1,2}$/.test(monthFuture)) {
    const wanted = Number(monthFuture);
    const year = Number(today.slice(0, 4)) + (wanted < Number(today.slice(5, 7)) ? 1 : 0);
    isoDate = `${year}-${String(wanted).padStart(2, '0')}-01`;
  }
  const rows = await db
    .select()
    .from(futures)
    .where(and(eq(futures.kind, 'crop'), eq(futures.cropId, cropId)));
  const found = cropFutureOf(rows, cropId, isoDate);
  return found ? asCropFuture(found) : null;
}

/** GET /api/future-dollar: the dollar future of the current month (the spot one when there is none). */
export async function currentDollarFuture(db: DbOrTx): Promise<DollarFuture | null> {
  const rows = await db.select().from(futures).where(eq(futures.kind, 'dollar'));
  const found = dollarFutureOf(rows, isoDateInArgentina());
  return found ? { id: found.id, option: found.option, month: found.month, value: found.value } : null;
}

const COLUMN: Record<ExternalRateField, keyof typeof externalRates.$inferInsert> = {
  dollars: 'dollars',
  wheat: 'wheat',
  soy: 'soy',
  corn: 'corn',
  corn_2: 'corn2',
  sunflower: 'sunflower',
  barley: 'barley',
  oatmeal: 'oatmeal',
  sorghum: 'sorghum',
  soy_2: 'soy2',
  popcorn: 'popcorn',
};

/** PUT /api/external-rates: the values of one day (today by default), created or replaced, recorded. */
export async function saveExternalRates(
  db: Db,
  actorId: number,
  date: string,
  values: Partial<Record<ExternalRateField, string | null>>,
): Promise<ExternalRates> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(externalRates).where(eq(externalRates.date, date)).for('update');
    const set: Partial<typeof externalRates.$inferInsert> = { updatedAt: new Date() };
    for (const f of EXTERNAL_RATE_FIELDS) if (values[f] !== undefined) Object.assign(set, { [COLUMN[f]]: values[f] });
    // the day's board is what the simulator and the financing read: it keeps a dollar above zero
    if (!isUsableDollar(values.dollars !== undefined ? values.dollars : before?.dollars))
      throw validationError({ dollars: [MARKET_MESSAGES.dollarNeeded] });
    const [after] = before
      ? await tx.update(externalRates).set(set).where(eq(externalRates.id, before.id)).returning()
      : await tx
          .insert(externalRates)
          .values({ ...set, date })
          .returning();
    const saved = serializeBoard(after!);
    await recordChange(tx, actorId, {
      entity: 'external_rates',
      entityId: saved.id,
      action: before ? 'update' : 'create',
      before: before ? serializeBoard(before) : null,
      after: saved,
    });
    return saved;
  });
}

/** PUT /api/futures/{id}: a future's value (the market-data screen), recorded; null when there is none. */
export async function saveFutureValue(db: Db, actorId: number, id: number, value: string): Promise<FutureRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(futures).where(eq(futures.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(futures).set({ value, updatedAt: new Date() }).where(eq(futures.id, id)).returning();
    await followSelectedFuture(tx, actorId, before, after!.value);
    await recordChange(tx, actorId, {
      entity: 'futures',
      entityId: id,
      action: 'update',
      before: { value: before.value },
      after: { value: after!.value },
    });
    return after!;
  });
}
