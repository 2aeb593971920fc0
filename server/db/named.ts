// Statements a list sends on every request, prepared by name: PostgreSQL parses each once per
// connection and, after five runs, keeps one generic plan instead of planning every request.
// Only for statements whose best plan does not depend on the values (a page's rows by id).
// Borrowed connections are reset without DEALLOCATE (server/db/client.ts), so the names stay valid.
import type { DbOrTx } from './client';

const prepared = new WeakMap<object, Map<string, unknown>>();

/** The statement `name`, built once per database handle. */
export function namedStatement<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => { prepare(name: string): T }): T {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = build(db).prepare(name)));
  return statement;
}
