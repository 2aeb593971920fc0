import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from './client';
import { readAll } from './concurrent';

const url = process.env.TEST_DATABASE_URL;
const nap =
  (db: Parameters<typeof readAll>[0], seconds = 0.2) =>
  () =>
    db.execute(sql`select pg_sleep(${seconds})`);

describe.runIf(url)('readAll on PostgreSQL', () => {
  let database: Database;
  afterAll(() => database?.close());

  it('runs the reads one after another on one connection (a job’s, a transaction’s), at once on the pool', async () => {
    database = await openPostgres(url!);
    // a query sent while its connection still runs another (pg deprecates it)
    const original = pg.Client.prototype.query;
    let overlapping = 0;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      if ((this as unknown as { _queryQueue: unknown[] })._queryQueue.length) overlapping++;
      return Reflect.apply(original, this, args) as never;
    });
    try {
      await database.withConnection((db) => readAll(db, [nap(db), nap(db), nap(db)]));
      await database.db.transaction((tx) => readAll(tx, [nap(tx), nap(tx)]));
    } finally {
      spy.mockRestore();
    }
    expect(overlapping).toBe(0);

    // three naps of 0.4 s at once: about 0.4 s plus opening two connections; one after another, 1.2 s
    const started = performance.now();
    await readAll(database.db, [nap(database.db, 0.4), nap(database.db, 0.4), nap(database.db, 0.4)]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
