// What the database commands (server/ops/command.ts) share: their error, the tables and their rows.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';

/** A refusal or failure the command explains in Spanish (exit 1, no stack). */
export class CommandError extends Error {}

export const stamp = () => new Date().toISOString().slice(0, 19).replace(/[T:]/g, '-');
export const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The application's tables (schema public), by name. */
export async function userTables(db: DbOrTx): Promise<string[]> {
  const res = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rowsOf<{ tablename: string }>(res).map((r) => r.tablename);
}

/** Every table with its row count. */
export async function tableCounts(db: DbOrTx): Promise<{ table: string; rows: number }[]> {
  const out = [];
  for (const table of await userTables(db)) {
    const res = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    out.push({ table, rows: Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0) });
  }
  return out;
}
