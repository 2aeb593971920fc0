import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database, type Db } from '../db/client';
import { firstRow } from '../db/rows';
import { jobs } from '../db/schema';
import { seedDemo } from '../db/seed';
import { FRESH_ENV } from './postgres';
import { pgliteSnapshot } from './snapshot';
import type { MailMessage, Mailer } from '../mail/mailer';
import { userIdOf } from './fixtures';

export const DEMO_PASSWORD = 'demo1234';
export const TEST_APP_URL = 'http://cotizador.test';

/** A mailer that keeps every mail in memory. */
export interface MemoryMailer extends Mailer {
  sent: MailMessage[];
}

export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { location: `memory:${sent.length}` };
    },
  };
}

/** A fresh PostgreSQL schema (public and drizzle dropped and recreated), migrated and seeded. */
async function freshPostgres(url: string, logger?: Logger): Promise<Database> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET client_min_messages TO warning');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  const database = await openPostgres(url, logger);
  await database.migrate();
  await seedDemo(database.db);
  return database;
}

export async function openTestDatabase(logger?: Logger): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && process.env[FRESH_ENV] === url) {
    // the file's own copy of the seeded template (setup-postgres.ts), opened for the first time
    delete process.env[FRESH_ENV];
    return openPostgres(url, logger);
  }
  if (url) return freshPostgres(url, logger);
  return openPglite(undefined, await pgliteSnapshot(), logger);
}

/** Drizzle's logger of a test database: keeps the statements sent while `during` runs. */
function statementRecorder() {
  let seen: string[] | null = null;
  return {
    logger: { logQuery: (query: string) => void seen?.push(query) } satisfies Logger,
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = [];
      seen = statements;
      try {
        return { result: await work(), statements };
      } finally {
        seen = null;
      }
    },
  };
}

/** The demo seed's accounts (password demo1234). */
export const DEMO_USERS = ['sudo', 'admin', 'supervisor', 'productor', 'productor2'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/** Every demo account's bearer token and user id. */
export interface DemoAccounts {
  token: Record<DemoUser, string>;
  id: Record<DemoUser, number>;
}

/** One value per demo account, computed in DEMO_USERS order. */
async function forEachDemoUser<T>(f: (who: DemoUser) => Promise<T>): Promise<Record<DemoUser, T>> {
  return {
    sudo: await f('sudo'),
    admin: await f('admin'),
    supervisor: await f('supervisor'),
    productor: await f('productor'),
    productor2: await f('productor2'),
  };
}

export type Payload = NonNullable<InjectOptions['payload']>;
export type InjectResponse = LightMyRequestResponse;

/** A file part of a multipart/form-data body. */
export interface UploadFile {
  name: string;
  data: Buffer;
  /** the form field (default 'file') */
  field?: string;
  /** the part's declared Content-Type (default application/octet-stream) */
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it: the fields, then the files. */
export async function multipartBody(
  fields: Record<string, string>,
  files: UploadFile[] = [],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(f.field ?? 'file', new Blob([new Uint8Array(f.data)], f.type ? { type: f.type } : {}), f.name);
  const res = new Response(fd);
  const contentType = res.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': contentType } };
}

/** Requests to the API with one bearer token; each resolves to the inject response. */
export interface Requester {
  readonly token: string;
  get(url: string, headers?: Record<string, string>): Promise<InjectResponse>;
  /** The payload is sent as JSON unless it is a string or a Buffer; none is sent when undefined. */
  post(url: string, payload?: Payload): Promise<InjectResponse>;
  put(url: string, payload?: Payload): Promise<InjectResponse>;
  delete(url: string, payload?: Payload): Promise<InjectResponse>;
  /** POST multipart/form-data. */
  upload(url: string, fields: Record<string, string>, files?: UploadFile[]): Promise<InjectResponse>;
  /** Any request (method, headers, payload, remote address...), with the token added. */
  inject(options: InjectOptions): Promise<InjectResponse>;
}

function requester(app: FastifyInstance, token: string): Requester {
  const inject = (options: InjectOptions) => app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Payload) =>
    inject({ method, url, ...(payload !== undefined ? { payload } : {}) });
  return {
    token,
    inject,
    get: (url, headers) => inject({ url, ...(headers ? { headers } : {}) }),
    post: (url, payload) => send('POST', url, payload),
    put: (url, payload) => send('PUT', url, payload),
    delete: (url, payload) => send('DELETE', url, payload),
    async upload(url, fields, files) {
      const body = await multipartBody(fields, files);
      return inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** Mails sent by the app. */
  outbox: MailMessage[];
  /** A bearer token for a demo user (password demo1234 unless given). */
  login(username: string, password?: string): Promise<string>;
  /** Logs every demo account in, once per test app; then `as()` sends requests as any of them. */
  loginDemoUsers(): Promise<DemoAccounts>;
  /** Requests as a demo account (after loginDemoUsers()). */
  as(who: DemoUser): Requester;
  /** Requests with a given bearer token (a fresh login, a revoked or a made-up one). */
  withToken(token: string): Requester;
  /**
   * The SQL statements sent to this app's database while `work` runs (drizzle's logger; the
   * transaction's BEGIN and COMMIT are not statements of drizzle). Not with `options.database`.
   */
  sqlOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  /** Waits until the queued and running jobs of `kind` ended (a mail the job runner sends). */
  jobsDone(kind: string): Promise<void>;
  /**
   * A second API instance over the same database, as a second process behind a load balancer
   * (on PostgreSQL with a pool of its own); closed with this one.
   */
  sibling(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** The API over a fresh test database: PGlite from the cached snapshot, or TEST_DATABASE_URL (the file's copy of the template). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** another mailer than the in-memory one (a real SMTP server in the mail tests); `outbox` stays empty; another database (migrated and seeded) */
  options: { mailer?: (db: Db, config: Config) => Mailer; database?: Database } = {},
): Promise<TestApp> {
  const recorder = statementRecorder();
  const database = options.database ?? (await openTestDatabase(recorder.logger));
  const config: Config = { ...loadConfig({}), appUrl: TEST_APP_URL, dataDir: path.join(os.tmpdir(), 'agro-cotizador-test'), ...overrides };
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, database, mailer: options.mailer?.(database.db, config) ?? mailer });
  await app.ready();
  let n = 0;
  let demo: DemoAccounts | undefined;
  const siblings: { app: FastifyInstance; database?: Database }[] = [];
  const login = async (username: string, password = DEMO_PASSWORD) => {
    // A distinct address per login, so the per-IP rate limit never trips on the harness.
    n += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: `127.0.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      payload: {
        grant_type: 'password',
        client_id: config.oauthClientId,
        client_secret: config.oauthClientSecret,
        username,
        password,
      },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().access_token as string;
  };
  return {
    app,
    db: database.db,
    database,
    config,
    outbox: mailer.sent,
    login,
    async loginDemoUsers() {
      demo ??= { id: await forEachDemoUser((who) => userIdOf(database.db, who)), token: await forEachDemoUser((who) => login(who)) };
      return demo;
    },
    as(who) {
      if (!demo) throw new Error(`t.as('${who}') before t.loginDemoUsers()`);
      return requester(app, demo.token[who]);
    },
    withToken: (token) => requester(app, token),
    sqlOf(work) {
      if (options.database) throw new Error('sqlOf: the test app was given its own database');
      return recorder.during(work);
    },
    async jobsDone(kind) {
      const pending = await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['queued', 'running'])));
      for (const { id } of pending) await app.jobs.waitFor(id);
    },
    async sibling() {
      const url = process.env.TEST_DATABASE_URL;
      const own = url ? await openPostgres(url) : undefined;
      const other = await buildApp({ config, database: own ?? database, mailer: createMemoryMailer() });
      await other.ready();
      siblings.push({ app: other, database: own });
      return other;
    },
    async close() {
      for (const s of siblings) {
        await s.app.close();
        await s.database?.close();
      }
      await app.close();
      await database.close();
    },
  };
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Runs a raw SQL count (test assertions on what was written). */
export async function countRows(db: Db, table: string, where = 'true'): Promise<number> {
  const res = await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  const rows = (res as unknown as { rows: { n: number }[] }).rows;
  return Number(firstRow(rows).n);
}
