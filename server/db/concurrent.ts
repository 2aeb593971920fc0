// Independent reads at once, where that is safe: on PostgreSQL's pool each read takes its own
// connection. A transaction, or a connection of `withConnection` (a job's), is one connection, and
// pg deprecates a query on a client that is still executing another ("client.query() when the
// client is already executing a query"); PGlite runs one query at a time anyway. There the reads
// run one after another.
import pg from 'pg';
import type { DbOrTx } from './client';

type Read = () => PromiseLike<unknown>;
type Results<T extends readonly Read[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

const onPool = (db: DbOrTx) => (db as { $client?: unknown }).$client instanceof pg.Pool;

export async function readAll<T extends readonly Read[]>(db: DbOrTx, reads: readonly [...T]): Promise<Results<T>> {
  if (onPool(db)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as Results<T>;
}
