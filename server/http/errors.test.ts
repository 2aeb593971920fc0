// A request that fails because the database cannot be reached (down, restarting, out of
// connections) says so with a 503, not the generic 500: what a load balancer retries elsewhere and
// what the user reads in the error dialog.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/core/messages';
import { freePort } from '../testing/processes';
import { DATABASE_UNREACHABLE, installErrorHandler } from './errors';

const app = Fastify({ logger: false });
installErrorHandler(app);
let pool: pg.Pool | undefined;
app.get('/down', async () => {
  pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/nadie`, connectionTimeoutMillis: 2000 });
  return drizzle(pool).execute(sql`select 1`); // nobody listens on that port
});
app.get('/ended', () => {
  throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
});
app.get('/bug', () => {
  throw new TypeError('x is undefined');
});
afterAll(async () => {
  await pool?.end();
  await app.close();
});

it('a database nobody answers, or one that ended the connection, is a 503 that says so', async () => {
  for (const url of ['/down', '/ended']) {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(503);
    expect(res.json(), url).toEqual({ message: DATABASE_UNREACHABLE });
  }
});

it('any other failure stays the generic 500', async () => {
  const res = await app.inject({ url: '/bug' });
  expect(res.statusCode).toBe(500);
  expect(res.json().message).toBe(MESSAGES.genericError);
});
