// What a start does to the database before serving (migrate, and seed the demo data when asked),
// once even when several processes start together on one PostgreSQL; and the readiness check's
// view of it (every migration applied).
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type Database, type Db } from './client';
import { rowsOf } from './rows';
import { isDatabaseEmpty, seedDemo } from './seed';

/** pg_advisory_lock key held while a process migrates and seeds. */
const PREPARE_LOCK = 0x41475250;

/**
 * Applies the pending migrations and, when `seed` says so (unset: an empty embedded database),
 * loads the demo data into an empty database; under an advisory lock, so a second process
 * starting at the same time waits and then finds nothing to do. True when it seeded.
 */
export async function prepareDatabase(database: Database, seed: boolean | undefined, log: (m: string) => void): Promise<boolean> {
  return database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${PREPARE_LOCK})`);
    try {
      await database.migrate(db);
      const empty = await isDatabaseEmpty(db);
      if (!empty || !(seed ?? database.kind === 'pglite')) return false;
      log('Base de datos vacía: cargando los datos de demostración…');
      await seedDemo(db);
      return true;
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${PREPARE_LOCK})`);
    }
  });
}

/** The migrations this server has, read once. */
let known: ReturnType<typeof readMigrationFiles> | undefined;

/** The tags of this server's migrations the database lacks (none: up to date). */
export async function pendingMigrations(db: Db): Promise<number> {
  known ??= readMigrationFiles({ migrationsFolder });
  let last = 0;
  try {
    const res = await db.execute(sql`select coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`);
    last = Number(rowsOf<{ last: string | number }>(res)[0]?.last ?? 0);
  } catch (err) {
    if ((err as { code?: string }).code !== '42P01') throw err; // undefined_table: nothing applied yet
  }
  return known.filter((m) => m.folderMillis > last).length;
}
