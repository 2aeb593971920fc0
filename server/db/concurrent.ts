// Independent reads at once, where that is safe: on the pool each read takes its own connection;
// a transaction holds one connection, and pg deprecates a query on a client that is still
// executing another ("client.query() when the client is already executing a query"), so there
// they run one after another (which is what the single connection did anyway).
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Read = () => PromiseLike<unknown>;
type Results<T extends readonly Read[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

export async function readAll<T extends readonly Read[]>(db: DbOrTx, reads: readonly [...T]): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as Results<T>;
}
