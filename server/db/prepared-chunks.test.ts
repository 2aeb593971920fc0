// Issue 20, item 5: a long write on PGlite in prepared chunks: others run between chunks, readers
// see all of it or none, a failure or a crash leaves nothing half done.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from './client';
import { applyInPreparedChunks, resolvePreparedChunks } from './prepared-chunks';

let database: Database;
let pglite: PGlite;

beforeAll(async () => {
  database = await openPglite();
  pglite = database.pglite!;
  await pglite.exec('create table items (id int primary key)');
});
beforeEach(async () => {
  await pglite.exec('truncate items');
});
afterAll(async () => {
  await database.close();
});

const countItems = async () => (await pglite.query<{ n: number }>('select count(*)::int as n from items')).rows[0]!.n;
const preparedGids = async () =>
  (await pglite.query<{ gid: string }>('select gid from pg_prepared_xacts order by gid')).rows.map((r) => r.gid);
const insertChunk = (k: number) => async () => async (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => {
  await tx.query('insert into items select g from generate_series($1::int, $2::int) g', [(k - 1) * 100 + 1, k * 100]);
};

describe('applyInPreparedChunks on PGlite', () => {
  it('other queries run between the chunks and never see part of the work; all of it shows at the end', async () => {
    const seenBetweenChunks: number[] = [];
    const seenMeanwhile: number[] = [];
    let applying = true;
    const reader = (async () => {
      while (applying) {
        seenMeanwhile.push(await countItems());
        await new Promise((r) => setTimeout(r, 1)); // a request now and then, as a browser sends them
      }
    })();
    await applyInPreparedChunks(pglite, 'test_job_1', 6, async (k) => {
      if (k > 1) seenBetweenChunks.push(await countItems()); // a request that arrives after chunk k-1
      return insertChunk(k)();
    });
    applying = false;
    await reader;
    expect(seenBetweenChunks).toEqual([0, 0, 0, 0, 0]); // each got its turn and saw no chunk yet
    expect(new Set(seenMeanwhile)).toEqual(new Set([0])); // nor did the reader, however the turns fell
    expect(await countItems()).toBe(600);
    expect(await preparedGids()).toEqual([]);
  });

  it('a failing chunk leaves nothing written and no prepared transaction behind', async () => {
    await expect(
      applyInPreparedChunks(pglite, 'test_job_2', 4, async (k) => {
        if (k === 3) return async (tx) => void (await tx.query('insert into items values (null)')); // refused
        return insertChunk(k)();
      }),
    ).rejects.toThrow();
    expect(await countItems()).toBe(0);
    expect(await preparedGids()).toEqual([]);
  });

  it("the app's other transactions wait for the chunks (one could need a row a prepared chunk holds); reads go on", async () => {
    const order: string[] = [];
    let write: Promise<unknown> | undefined;
    await applyInPreparedChunks(pglite, 'test_job_3', 3, async (k) => {
      if (k === 2) {
        write = database.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select count(*)::int as n from items`)) as unknown as { rows: { n: number }[] };
          order.push(`write sees ${rows[0]!.n}`);
        });
        order.push(`read sees ${await countItems()}`);
      }
      return insertChunk(k)();
    });
    await write;
    expect(order).toEqual(['read sees 0', 'write sees 300']);
  });

  it('after a crash: chunks caught while being committed are committed, chunks still being prepared are rolled back', async () => {
    const prepare = (gid: string, from: number) =>
      pglite.transaction(async (tx) => {
        await tx.query('insert into items select g from generate_series($1::int, $2::int) g', [from, from + 9]);
        await tx.exec(`prepare transaction '${gid}'`);
        await tx.exec('begin');
      });
    // job a: 3 chunks all prepared, chunk 1 already committed -> the rest is committed
    await prepare('job_a:2:3', 100);
    await prepare('job_a:3:3', 200);
    // job b: crashed while preparing (chunk 3 of 3 never prepared) -> rolled back
    await prepare('job_b:1:3', 300);
    await prepare('job_b:2:3', 400);
    await resolvePreparedChunks(pglite);
    expect(await preparedGids()).toEqual([]);
    const ids = (await pglite.query<{ id: number }>('select id from items order by id')).rows.map((r) => r.id);
    expect(ids).toEqual([...Array.from({ length: 10 }, (_, i) => 100 + i), ...Array.from({ length: 10 }, (_, i) => 200 + i)]);
  });
});
