import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { futures } from '../db/schema';
import { listBody, parseListQuery } from '../http/list';

const intFilter = (v: string | undefined) => (v !== undefined && /^\d{1,9}$/.test(v.trim()) ? Number(v) : undefined);

/** GET /api/futures (any signed-in user): the spot dollar first, then by month; filter[kind], filter[crop]. */
export async function futureRoutes(app: FastifyInstance) {
  app.get('/api/futures', async (request) => {
    const q = parseListQuery(request.query);
    const kind = q.filter.kind === 'dollar' || q.filter.kind === 'crop' ? q.filter.kind : undefined;
    const crop = intFilter(q.filter.crop ?? q.filter.cropId ?? q.filter.crop_id);
    const where = and(kind ? eq(futures.kind, kind) : undefined, crop !== undefined ? eq(futures.cropId, crop) : undefined);
    const [rows, [total]] = await Promise.all([
      app.db
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
        .limit(q.perPage)
        .offset(q.offset),
      app.db.select({ n: count() }).from(futures).where(where),
    ]);
    return listBody('futures', rows, Number(total?.n ?? 0), q);
  });
}
