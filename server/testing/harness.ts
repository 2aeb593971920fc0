import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database, type Db } from '../db/client';
import { seedDemo } from '../db/seed';
import type { MailMessage, Mailer } from '../mail/mailer';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');

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

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

/**
 * Changes whenever the migrations or the demo seed change, and every day (the seed's dates are
 * relative to today): the key of the cached snapshot.
 */
function snapshotKey(): string {
  const h = crypto.createHash('sha256');
  h.update(new Date().toISOString().slice(0, 10));
  for (const file of [...filesUnder(path.join(serverDir, 'db/migrations')), ...filesUnder(path.join(serverDir, 'db/seed'))]) {
    h.update(path.relative(serverDir, file));
    h.update(fs.readFileSync(file));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * The migrated and seeded PGlite data directory as a tarball, built once and cached in the
 * temp directory (keyed by the migrations' and seed's contents), so each test file only loads it.
 */
const SNAPSHOT_PREFIX = 'agro-cotizador-testdb-';

async function pgliteSnapshot(): Promise<Buffer> {
  const name = `${SNAPSHOT_PREFIX}${snapshotKey()}.tar`;
  const file = path.join(os.tmpdir(), name);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const database = await openPglite();
  try {
    await database.migrate();
    await seedDemo(database.db);
    await database.pglite!.query('CHECKPOINT');
    // Uncompressed: loads in about half the time of a gzipped dump.
    const dump = await database.pglite!.dumpDataDir('none');
    const buf = Buffer.from(await dump.arrayBuffer());
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, buf);
    fs.renameSync(tmp, file); // atomic: concurrent runs never read half a file
    pruneSnapshots(name);
    return buf;
  } finally {
    await database.close();
  }
}

/** Removes stale snapshots (other keys) older than a minute. */
function pruneSnapshots(keep: string) {
  const dir = os.tmpdir();
  for (const n of fs.readdirSync(dir)) {
    if (!n.startsWith(SNAPSHOT_PREFIX) || n === keep) continue;
    try {
      const f = path.join(dir, n);
      if (Date.now() - fs.statSync(f).mtimeMs > 60_000) fs.unlinkSync(f);
    } catch {
      // another run removed it
    }
  }
}

/** A fresh PostgreSQL schema (public and drizzle dropped and recreated), migrated and seeded. */
async function freshPostgres(url: string): Promise<Database> {
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
  const database = await openPostgres(url);
  await database.migrate();
  await seedDemo(database.db);
  return database;
}

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return freshPostgres(url);
  const snapshot = await pgliteSnapshot();
  return openPglite(undefined, new Blob([new Uint8Array(snapshot)]));
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
  close(): Promise<void>;
}

/** The API over a fresh test database (one per test file): PGlite from the cached snapshot, or TEST_DATABASE_URL. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config: Config = { ...loadConfig({}), appUrl: TEST_APP_URL, dataDir: path.join(os.tmpdir(), 'agro-cotizador-test'), ...overrides };
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, database, mailer });
  await app.ready();
  let n = 0;
  return {
    app,
    db: database.db,
    database,
    config,
    outbox: mailer.sent,
    async login(username, password = DEMO_PASSWORD) {
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
    },
    async close() {
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
  return Number(rows[0].n);
}
