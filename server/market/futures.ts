// Dollar and crop futures (read by the simulator and the settings checks).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Future } from '../../src/domain/settings/entity';
import type { DbOrTx } from '../db/client';
import { futures } from '../db/schema';
import { readPage } from '../http/list';

/** A page of futures: the spot dollar first, then by month and crop; of one kind and/or crop. */
export function queryFutures(db: DbOrTx, f: { kind?: Future['kind']; cropId?: number }, page: { limit: number; offset: number }) {
  const where = and(f.kind ? eq(futures.kind, f.kind) : undefined, f.cropId !== undefined ? eq(futures.cropId, f.cropId) : undefined);
  return readPage<Future>(db, {
    rows: () =>
      db
        .select({
          id: futures.id,
          option: futures.option,
          value: futures.value,
          month: futures.month,
          cropId: futures.cropId,
          kind: futures.kind,
        })
        .from(futures)
        .where(where)
        .orderBy(sql`${futures.month} asc nulls first`, sql`${futures.cropId} asc nulls first`, asc(futures.id))
        .limit(page.limit)
        .offset(page.offset),
    count: async () => (await db.select({ n: count() }).from(futures).where(where))[0]?.n ?? 0,
  });
}
