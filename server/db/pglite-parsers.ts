// drizzle hands PGlite the same result parsers with every query (dates, times, intervals and a few
// arrays kept as text), and PGlite copies them over its own for each query: 365 parsers, since it
// adds one per array type of the database. That copy took a tenth of a millisecond, 40% of a
// one-row query. Here the parsers a query brings are set on the client once, and the query goes
// without them: the same parsers apply, with no copy. drizzle's parsers are the same for every
// query, so the few queries sent straight to PGlite (backups, prepared chunks) read those types as
// text too, as drizzle's do.
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Query = PGlite['query'];

/** `query` taking the parsers its options bring onto `parsers`, and going without them. */
function parsersSetOnce(query: Query, parsers: PGlite['parsers']): Query {
  return (text, params, options?: QueryOptions) => {
    if (!options?.parsers) return query(text, params, options);
    Object.assign(parsers, options.parsers);
    return query(text, params, { ...options, parsers: undefined });
  };
}

/** Applies it to the client's queries and to those of its transactions. */
export function setQueryParsersOnce(pglite: PGlite) {
  pglite.query = parsersSetOnce(pglite.query.bind(pglite), pglite.parsers);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) =>
    transaction((tx: Transaction) => {
      tx.query = parsersSetOnce(tx.query, pglite.parsers);
      return callback(tx);
    });
}
