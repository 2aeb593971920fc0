// /api/health (the process is alive) and /api/ready (database reachable, every migration applied).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { createTestApp, type TestApp } from '../testing';
import { READY_MESSAGES } from './health';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

describe('health and readiness', () => {
  it('ready: 200 with every migration applied; 503 naming what is missing when the database lacks one', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });

    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
      ),
    );
    try {
      const behind = await t.app.inject({ url: '/api/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ status: 'unavailable', message: READY_MESSAGES.migrations(1) });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('without its database the process is still alive (health 200) but not ready (503)', async () => {
    await t.database.close();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: READY_MESSAGES.database });
  });
});
