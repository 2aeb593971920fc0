// Issue 20, item 4: sessions and totals cached per process, never stale: two API processes over one
// database (each with its own caches); what one changes, the other's next request sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openPostgres, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import { rowsOf } from '../db/rows';
import { bearer, createTestApp, type TestApp } from '../testing';

let t: TestApp;
/** The second process: its own app and database handle (so its own caches) over the same database. */
let other: { app: FastifyInstance; close(): Promise<void> };

async function secondProcess(first: Database): Promise<typeof other> {
  const database: Database = first.pglite
    ? { ...first, db: drizzle(first.pglite, { schema, casing: 'snake_case' }) as unknown as Db, close: async () => {} }
    : await openPostgres(process.env.TEST_DATABASE_URL!);
  const app = await buildApp({ config: t.config, database, mailer: { send: async () => ({ location: '' }) } });
  return { app, close: async () => (await app.close(), await database.close()) };
}

beforeAll(async () => {
  t = await createTestApp();
  other = await secondProcess(t.database);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const userOn = (app: FastifyInstance, token: string) => app.inject({ url: '/api/user', headers: bearer(token) });
const clientsTotal = async (app: FastifyInstance, token: string, query = '') => {
  const res = await app.inject({ url: `/api/clients?perPage=5${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().meta.total as number;
};

describe('a session cached by a process', () => {
  it('a logout on one process is refused at once on the other, which had the session cached', async () => {
    const token = await t.login('productor');
    for (let i = 0; i < 3; i++) expect((await userOn(other.app, token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBeLessThan(300);
    expect((await userOn(other.app, token)).statusCode).toBe(401);
    expect((await userOn(t.app, token)).statusCode).toBe(401);
  });

  it("a change of the user (or its deletion) shows in the other process's next request", async () => {
    const token = await t.login('productor2');
    expect((await userOn(other.app, token)).statusCode).toBe(200);
    await t.db.execute(sql`update users set name = 'Nombre Cambiado' where username = 'productor2'`);
    expect(JSON.stringify((await userOn(other.app, token)).json())).toContain('Nombre Cambiado');
    await t.db.execute(sql`update users set deleted_at = now() where username = 'productor2'`);
    expect((await userOn(other.app, token)).statusCode).toBe(401);
    await t.db.execute(sql`update users set deleted_at = null where username = 'productor2'`);
  });

  it('a repeated request reads the counters, not the token and its user again', async () => {
    if (!t.database.pglite) return; // counted on the embedded database's single client
    const token = await t.login('admin');
    await userOn(t.app, token);
    const pglite = t.database.pglite;
    const query = pglite.query.bind(pglite);
    const sent: string[] = [];
    pglite.query = ((text: string, ...rest: unknown[]) => (sent.push(text), query(text, ...(rest as [])))) as typeof pglite.query;
    try {
      expect((await userOn(t.app, token)).statusCode).toBe(200);
    } finally {
      pglite.query = query;
    }
    expect(sent.filter((q) => /data_versions/.test(q))).toHaveLength(1);
    expect(sent.filter((q) => /oauth_tokens/.test(q))).toEqual([]);
  });

  it("on PostgreSQL each connection prepares the counters' statement once, and reads them with it", async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return; // PGlite has no named statements of a connection to show
    const size = process.env.DB_POOL_SIZE;
    process.env.DB_POOL_SIZE = '1'; // one connection: the statement must be on it
    const database = await openPostgres(url);
    if (size === undefined) delete process.env.DB_POOL_SIZE;
    else process.env.DB_POOL_SIZE = size;
    const app = await buildApp({ config: t.config, database, mailer: { send: async () => ({ location: '' }) } });
    try {
      const token = await t.login('admin');
      for (let i = 0; i < 3; i++) expect((await userOn(app, token)).statusCode).toBe(200);
      const prepared = rowsOf<{ name: string; calls: number }>(
        await database.db.execute(
          sql`select name, generic_plans + custom_plans as calls from pg_prepared_statements where name = 'data_versions'`,
        ),
      );
      expect(prepared).toEqual([{ name: 'data_versions', calls: 3 }]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('a total cached by a process', () => {
  it('is counted again once clients, assignments or users change, whichever process changed them', async () => {
    const admin = await t.login('admin');
    const producer = await t.login('productor');
    const before = await clientsTotal(other.app, admin);
    await clientsTotal(other.app, admin); // cached now
    await t.db.execute(sql`update clients set deleted_at = now() where id = (select min(id) from clients where deleted_at is null)`);
    expect(await clientsTotal(other.app, admin)).toBe(before - 1);
    const producerBefore = await clientsTotal(other.app, producer);
    await clientsTotal(other.app, producer); // cached now
    // an assignment changes what the producer sees
    await t.db.execute(sql`insert into user_clients (user_id, client_id)
      select u.id, c.id from users u, clients c where u.username = 'productor' and c.deleted_at is null
        and c.user_id is distinct from u.id and not exists (select 1 from user_clients x where x.user_id = u.id and x.client_id = c.id)
      order by c.id limit 1`);
    expect(await clientsTotal(other.app, producer)).toBe(producerBefore + 1);
  });
});

describe("a search's matches cached by a process", () => {
  it("a client renamed on one process is found (and no longer found by its old name) by the other's next search", async () => {
    const admin = await t.login('admin');
    const search = async (word: string) => {
      const res = await other.app.inject({ url: `/api/negotiations?perPage=50&filter[search]=${word}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      return (res.json().data.negotiations as { id: number }[]).map((n) => n.id);
    };
    const [client] = rowsOf<{ id: number }>(
      await t.db.execute(
        sql`select c.id from clients c where exists (select 1 from negotiations n where n.client_id = c.id) order by c.id limit 1`,
      ),
    );
    const theirs = rowsOf<{ id: number }>(await t.db.execute(sql`select id from negotiations where client_id = ${client!.id}`)).map(
      (r) => r.id,
    );
    expect(await search('zzyzxapellido')).toEqual([]);
    expect(await search('zzyzxapellido')).toEqual([]); // its matches are kept now
    await t.db.execute(sql`update clients set lastname = 'Zzyzxapellido', search_text = 'zzyzxapellido' where id = ${client!.id}`);
    expect((await search('zzyzxapellido')).sort()).toEqual(theirs.sort());
    await t.db.execute(sql`update clients set search_text = 'otro' where id = ${client!.id}`);
    expect(await search('zzyzxapellido')).toEqual([]);
  });
});
