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
