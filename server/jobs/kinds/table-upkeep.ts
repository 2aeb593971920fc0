// What PostgreSQL's autovacuum does, for a database where it does not run: the embedded one
// (PGlite runs no background processes). Without it every update and delete leaves its dead rows
// in the table for good, and the planner never gets statistics (a table nobody analyzed is
// planned from its size alone). A scheduled job vacuums and analyzes each table whose changes pass
// autovacuum's own default thresholds, one table at a time (each statement holds the embedded
// database while it runs). Where an autovacuum launcher runs (PostgreSQL), it does nothing.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { defineJob } from '../handler';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** autovacuum_vacuum_threshold / _scale_factor and autovacuum_analyze_threshold / _scale_factor, PostgreSQL's defaults. */
const DEAD_ROWS_OVER = sql.raw('50 + 0.2 * n_live_tup');
const CHANGED_ROWS_OVER = sql.raw('50 + 0.1 * n_live_tup');

type Upkeep = { table: string; vacuum: boolean };

/** Whether an autovacuum launcher runs on this database (not on PGlite). */
async function autovacuumRuns(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum launcher'`),
  );
  return (row?.n ?? 0) > 0;
}

/** The tables past autovacuum's thresholds: what each needs (a vacuum, or only an analyze). */
async function tablesNeedingUpkeep(db: Db): Promise<Upkeep[]> {
  // a table with rows nobody analyzed yet (a new database's) counts as changed: reltuples is -1 until then
  const result = await db.execute(sql`
    select s.relname as "table", s.n_dead_tup > ${DEAD_ROWS_OVER} as vacuum
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
      and (s.n_dead_tup > ${DEAD_ROWS_OVER}
        or s.n_mod_since_analyze > ${CHANGED_ROWS_OVER}
        or (c.reltuples < 0 and pg_relation_size(c.oid) > 0))
    order by s.n_dead_tup + s.n_mod_since_analyze desc, s.relname`);
  return rowsOf<Upkeep>(result);
}

export const tableUpkeepJob = defineJob<Record<string, never>, { tables: string[] }>({
  kind: 'table-upkeep',
  payload: z.object({}).strict(),
  exclusive: true,
  schedule: { everyMs: TEN_MINUTES_MS, payload: {} },
  async run(job) {
    if (await autovacuumRuns(job.db)) return { tables: [] };
    const done: string[] = [];
    for (const { table, vacuum } of await tablesNeedingUpkeep(job.db)) {
      job.signal.throwIfAborted(); // a vacuum or an analyze cut short is done again next time
      const name = sql.identifier(table);
      await job.db.execute(vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
      done.push(table);
    }
    return { tables: done };
  },
});
