// The fuzz tests' proof that a refused request wrote nothing: a row trigger on every table adds
// one to a counter per row inserted, updated or deleted. The counter is a table, so a write that
// was rolled back is not counted; one query after each request tells whether it wrote.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Installs the counter on every table but `except`; answers the function that reads it. */
export async function installWriteCounter(db: Db, except: readonly string[]): Promise<() => Promise<number>> {
  await db.execute(sql`create table if not exists fuzz_writes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_writes select 0 where not exists (select 1 from fuzz_writes)`);
  await db.execute(
    sql.raw(`create or replace function fuzz_count_write() returns trigger language plpgsql as $$
      begin update fuzz_writes set n = n + 1; return null; end $$`),
  );
  const tables = rows<{ tablename: string }>(await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`))
    .map((r) => r.tablename)
    .filter((t) => t !== 'fuzz_writes' && !except.includes(t));
  for (const table of tables) {
    await db.execute(
      sql.raw(`create or replace trigger fuzz_count_write after insert or update or delete on "${table}"
        for each row execute function fuzz_count_write()`),
    );
  }
  return async () => Number(rows<{ n: string }>(await db.execute(sql`select n::text as n from fuzz_writes`))[0]?.n ?? 0);
}
