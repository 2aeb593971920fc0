import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';
/**
 * The row a query cannot fail to return (INSERT ... RETURNING, a count, re-reading a row just
 * written): none is a bug, answered with a 500 like any other.
 */
export function firstRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The query returned no row.');
  return row;
}

/** The rows of a raw `db.execute` (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Runs a raw statement and answers its rows. */
export const executeRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));
/**
 * Rows in slices for one INSERT each: PostgreSQL takes at most 65,535 parameters per statement,
 * and drizzle builds a statement's parameters with a spread that overflows the stack long before
 * (a 200-risk negotiation writes thousands of quotations). 1,000 rows of up to 30 columns fit.
 */
export function inBatches<T>(rows: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
