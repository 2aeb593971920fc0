// How values cross the embedded database's client (server/db/client.ts). Files (job inputs, logos,
// site plans) go through PGlite as bytea: exact, and without holding the event loop, which PGlite's
// own byte-by-byte codec did for over a second with a rates file. drizzle's queries read each type
// as they always did, without PGlite copying its 365 parsers for each (server/db/pglite-parsers.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, type Database } from './client';
import { rowsOf } from './rows';

let database: Database;
let pglite: PGlite;

beforeAll(async () => {
  database = await openPglite();
  pglite = database.pglite!;
  await pglite.exec('create table files (id int primary key, data bytea)');
});
afterAll(async () => {
  await database.close();
});

it('a 4 MB file is written and read back exactly, in well under a second of CPU', async () => {
  const file = randomBytes(4 * 2 ** 20);
  const cpu = process.cpuUsage();
  await pglite.query('insert into files values (1, $1)', [file]);
  const { rows } = await pglite.query<{ data: Uint8Array }>('select data from files where id = 1');
  const used = process.cpuUsage(cpu);
  expect(Buffer.from(rows[0]!.data).equals(file)).toBe(true);
  // PGlite's own codec took 1.5 s of CPU here; Node's native hex about 0.25 s on a loaded machine
  expect((used.user + used.system) / 1000).toBeLessThan(800);
});

it('keeps empty and short files exact', async () => {
  await pglite.query('insert into files values (2, $1), (3, $2)', [Buffer.alloc(0), Buffer.from([0, 255, 16])]);
  const { rows } = await pglite.query<{ data: Uint8Array }>('select data from files where id in (2, 3) order by id');
  expect(rows.map((r) => [...r.data])).toEqual([[], [0, 255, 16]]);
});

const TYPED_ROW = sql`select timestamp '2026-11-27 13:45:00' as at, date '2026-11-27' as day, interval '90 minutes' as span,
  numeric '1234.5600' as amount, array[1.50, 2]::numeric[] as amounts, array[3, 4]::int[] as ids, 7::bigint as count, true as flag`;

it("drizzle's queries read dates, intervals and numerics as text and the other types parsed, in and out of a transaction", async () => {
  const expected = {
    at: '2026-11-27 13:45:00',
    day: '2026-11-27',
    span: '01:30:00',
    amount: '1234.5600',
    amounts: '{1.50,2}',
    ids: [3, 4],
    count: 7,
    flag: true,
  };
  expect(rowsOf(await database.db.execute(TYPED_ROW))).toEqual([expected]);
  expect(await database.db.transaction(async (tx) => rowsOf(await tx.execute(TYPED_ROW)))).toEqual([expected]);
});

it("PGlite copies none of its parsers for drizzle's queries (that copy was 40% of a one-row query)", async () => {
  let copies = 0;
  const parsers = pglite.parsers;
  pglite.parsers = new Proxy(parsers, {
    ownKeys(target) {
      copies += 1;
      return Reflect.ownKeys(target);
    },
  });
  try {
    await database.db.execute(TYPED_ROW);
    await database.db.transaction((tx) => tx.execute(TYPED_ROW));
  } finally {
    pglite.parsers = parsers;
  }
  expect(copies).toBe(0);
});
