// Named statements (server/db/named.ts) stay usable on a pooled connection that was borrowed and
// given back (server/db/client.ts resets it without DEALLOCATE).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openPostgres, type Database } from './client';
import { namedStatement } from './named';
import { rowsOf } from './rows';
import { users } from './schema';
import { openTestDatabase } from '../testing';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(); // migrated and seeded (PostgreSQL with TEST_DATABASE_URL)
});
afterAll(async () => {
  await database?.close();
});

const userNamed = (db: Database['db'], id: number) =>
  namedStatement(db, 'named_test_user', (d) =>
    d
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, sql.placeholder('id'))),
  ).execute({ id });

/** A second handle on the test database with a pool of one connection (PostgreSQL), or the embedded one. */
async function oneConnection(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return database;
  const size = process.env.DB_POOL_SIZE;
  process.env.DB_POOL_SIZE = '1';
  try {
    return await openPostgres(url);
  } finally {
    if (size === undefined) delete process.env.DB_POOL_SIZE;
    else process.env.DB_POOL_SIZE = size;
  }
}

describe('named statements', () => {
  it('run again with other values, and after their connection was borrowed and reset', async () => {
    const one = await oneConnection();
    try {
      const [first] = await one.db.select({ id: users.id }).from(users).orderBy(users.id).limit(1);
      const [admin] = await one.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
      expect(await userNamed(one.db, first!.id)).toHaveLength(1);
      if (one.kind === 'pglite') return; // one session, nothing borrowed nor reset
      await one.withConnection((db) => db.execute(sql`select pg_advisory_lock(42)`));
      for (let i = 0; i < 8; i++) expect(await userNamed(one.db, admin!.id)).toEqual([{ username: 'admin' }]);
      // what the borrower left on the connection did not outlive it
      const held = await one.db.execute(sql`select count(*)::int n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`);
      expect(rowsOf<{ n: number }>(held)[0]!.n).toBe(0);
    } finally {
      if (one !== database) await one.close();
    }
  });
});
