// Per-process caches that stay exact across processes (docs/decisions.md, «Menos trabajo por
// pedido»): each request reads the data_versions counters once (one row per kind, raised by
// triggers in the same transaction as any change), and a cached value is used only while the
// counter it was read under is unchanged. Reading the counters before the value keeps it safe: a
// change committed in between raises the counter, so the value is dropped at the next request.
import type { DbOrTx } from './client';
import { namedStatement } from './named';
import { dataVersions } from './schema';

export type DataVersions = Readonly<Record<'auth' | 'clients', number>>;

/** Every authenticated request's first statement: built and planned once (server/db/named.ts). */
export async function readVersions(db: DbOrTx): Promise<DataVersions> {
  const rows = await namedStatement(db, 'data_versions', (d) => d.select().from(dataVersions)).execute();
  const of = (name: string) => rows.find((r) => r.name === name)?.version ?? -1;
  return { auth: of('auth'), clients: of('clients') };
}

/** A bounded map of values, each kept with the counter it was read under. */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: number; value: V }>();
  constructor(private readonly maxEntries = 10_000) {}

  /** The value, if it was read under `version`. */
  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version === version) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, version: number, value: V) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, value });
  }

  delete(key: string) {
    this.entries.delete(key);
  }
}

const caches = new WeakMap<object, Map<string, VersionedCache<unknown>>>();

/**
 * A value read from the tables `version` counts (same key, same answer) again only when that
 * counter moved; per database handle, in the cache `name` (at most `maxEntries` values).
 */
export async function readOnce<V>(
  db: DbOrTx,
  name: string,
  version: number,
  key: string,
  read: () => Promise<V>,
  maxEntries?: number,
): Promise<V> {
  let named = caches.get(db);
  if (!named) caches.set(db, (named = new Map()));
  let cache = named.get(name) as VersionedCache<V> | undefined;
  if (!cache) named.set(name, (cache = new VersionedCache<V>(maxEntries)));
  const known = cache.get(key, version);
  if (known !== undefined) return known;
  const value = await read();
  cache.set(key, version, value);
  return value;
}

/**
 * A list's total, counted again only when `version` (the counter of every table the count reads)
 * moved: the same statement with the same parameters answers the same number until then.
 */
export function countOnce(
  db: DbOrTx,
  version: number,
  query: { toSQL(): { sql: string; params: unknown[] } },
  count: () => Promise<number>,
): Promise<number> {
  const { sql, params } = query.toSQL();
  return readOnce(db, 'totals', version, `${sql}\u0000${JSON.stringify(params)}`, count);
}
