import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { setQueryParsersOnce } from './pglite-parsers';
import { gateTransactions, MAX_PREPARED_CHUNKS, resolvePreparedChunks } from './prepared-chunks';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations, on `on` (a connection of `withConnection`) when given. */
  migrate(on?: Db): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` on one connection kept for the whole call, for session state such as advisory
   * locks and temporary tables (PostgreSQL: taken from the pool, reset and given back after;
   * PGlite: its only connection, shared with every other query of the process).
   */
  withConnection<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** The PGlite instance, when embedded (tests snapshot it). */
  pglite?: PGlite;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * bytea as PostgreSQL's hex text, with Node's native codec: PGlite's own goes byte by byte in
 * JavaScript and held the event loop over a second for a job's multi-megabyte input file.
 */
const byteaToHex = (value: unknown) => {
  if (!(value instanceof Uint8Array)) throw new Error('bytea expects bytes');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
};
const byteaFromHex = (text: string) => Buffer.from(text.slice(2), 'hex');

/** `logger`: drizzle's query logger (the tests count statements with it). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob | File, logger?: Logger): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm },
    postgresqlconf: [
      // long writes commit in prepared chunks (server/db/prepared-chunks.ts)
      `max_prepared_transactions = ${MAX_PREPARED_CHUNKS}`,
      'wal_init_zero = off',
      // a used WAL segment is removed, not kept for later: 16 MB less in every copy of the folder
      'wal_recycle = off',
    ],
    serializers: { [types.BYTEA]: byteaToHex },
    parsers: { [types.BYTEA]: byteaFromHex },
  });
  await resolvePreparedChunks(client);
  setQueryParsersOnce(client);
  gateTransactions(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case', ...(logger ? { logger } : {}) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: (on = db) => migratePglite(on as never, { migrationsFolder }),
    close: () => client.close(),
    withConnection: (work) => work(db),
  };
}

/** DISCARD ALL but DEALLOCATE ALL (server/db/named.ts). */
const RESET_CONNECTION = 'close all; reset all; unlisten *; select pg_advisory_unlock_all(); discard temp; discard sequences';

export async function openPostgres(url: string, logger?: Logger): Promise<Database> {
  // Each process names its connections (pg_stat_activity shows which process holds which), unless the URL names them.
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    application_name: `cotizador ${process.pid}`,
  });
  // PostgreSQL may end an idle connection (a restart, a failover, an administrator): the pool
  // drops it and opens another when needed. Unheard, that 'error' would end the whole process.
  pool.on('error', (err) => console.warn(`PostgreSQL cerró una conexión libre (${err.message}): se abre otra al necesitarla.`));
  // numeric and dates come back as strings (exact); bigint counts as numbers.
  pg.types.setTypeParser(20, (v) => Number(v));
  const db = drizzlePg(pool, { schema, casing: 'snake_case', ...(logger ? { logger } : {}) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: (on = db) => migratePg(on as never, { migrationsFolder }),
    close: () => pool.end(),
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Db);
      } finally {
        // Advisory locks, settings and temporary tables must not outlive the call on a pooled
        // connection; its named statements may (DISCARD ALL would drop them under the driver's feet).
        await client.query(RESET_CONNECTION).then(
          () => client.release(),
          (err: Error) => client.release(err),
        );
      }
    },
  };
}

/** DATABASE_URL set: PostgreSQL; otherwise the embedded PGlite under DATA_DIR/pg. */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pg'));
}
