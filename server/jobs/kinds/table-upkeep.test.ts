// The embedded database runs no autovacuum: the table-upkeep job does its work there (dead rows
// removed, statistics taken); on PostgreSQL it leaves that to autovacuum.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createTestApp, type TestApp } from '../../testing';
import { tableUpkeepJob } from './table-upkeep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.jobsDone(tableUpkeepJob.kind); // the one every process queues at start
});
afterAll(async () => {
  await t?.close();
});

async function clientsStats() {
  const [row] = rowsOf<{ live: number; dead: number; vacuumed: boolean; reltuples: number }>(
    await t.db.execute(sql`
      select n_live_tup::int as live, n_dead_tup::int as dead, last_vacuum is not null as vacuumed, c.reltuples::float as reltuples
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.relname = 'clients'`),
  );
  return row!;
}

async function runUpkeep() {
  const id = await t.app.jobs.submit(tableUpkeepJob, { payload: {}, userId: null });
  const job = await t.app.jobs.waitFor(id);
  expect(job).toMatchObject({ status: 'done' });
  return (job!.result as { tables: string[] }).tables;
}

it('on the embedded database, removes the dead rows of a changed table and takes its statistics; on PostgreSQL leaves it to autovacuum', async () => {
  const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from clients`)) as [{ n: number }];
  expect(3 * n).toBeGreaterThan(50 + 0.2 * n); // past the threshold once changed three times
  // every client changed three times: dead versions of its rows past the threshold (counted once the
  // statistics arrive; the updates themselves prune some)
  for (let i = 0; i < 3; i++) await t.db.execute(sql`update clients set name = name`);
  // a PostgreSQL connection may send its statistics as late as 10 s after a change (pgstat's idle
  // interval): the one that made the changes (the pool hands back its last one) sends them now
  if (t.database.kind === 'postgres') await t.db.execute(sql`select pg_stat_force_next_flush()`);
  await expect.poll(async () => (await clientsStats()).dead, { timeout: 20_000 }).toBeGreaterThan(50 + 0.2 * n);
  const tables = await runUpkeep();
  if (t.database.kind === 'postgres') {
    expect(tables).toEqual([]);
    return;
  }
  expect(tables).toContain('clients');
  const after = await clientsStats();
  expect(after).toMatchObject({ dead: 0, vacuumed: true });
  expect(after.reltuples).toBe(n); // analyzed: the planner knows the table's size
  // nothing changed since: nothing to do
  expect(await runUpkeep()).not.toContain('clients');
});

it('on the embedded database, a table with rows nobody analyzed yet gets its statistics', async () => {
  await t.db.execute(sql`create table upkeep_probe as select g from generate_series(1, 500) g`);
  const tables = await runUpkeep();
  if (t.database.kind === 'postgres') return expect(tables).toEqual([]);
  expect(tables).toContain('upkeep_probe');
  const [row] = rowsOf<{ reltuples: number }>(
    await t.db.execute(sql`select reltuples::float as reltuples from pg_class where relname = 'upkeep_probe'`),
  );
  expect(row?.reltuples).toBe(500);
});
