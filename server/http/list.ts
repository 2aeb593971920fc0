// The one list-query helper (docs/rules/contract.md#listas): `filter[search]`, `filter[<name>]`, `perPage`, `page`
// (or `currentPage`), `sort`/`order`, as a zod schema for the route's querystring, plus the
// page-and-count read and the `{data: {<key>: rows}, meta: {total}}` body.
import { and, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import type { ListResponse } from '../../src/domain/core/envelopes';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/core/ui';
import { toId } from '../../src/domain/core/ids';
import { normalizeSearch } from '../../src/domain/core/text';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/concurrent';

export const MAX_PER_PAGE = 100;
const MAX_SEARCH_WORDS = 8;
const INVALID_FILTER = 'Filtro inválido.';

export interface ListQuery<F extends Record<string, unknown> = Record<string, never>> {
  page: number;
  perPage: number;
  offset: number;
  /** filter[search], normalized (accent- and case-insensitive); '' when absent. */
  search: string;
  /** The declared filters, parsed; absent or empty ones are undefined. */
  filter: F;
  sort?: string;
  order: 'asc' | 'desc';
  /** Whether the client asked for a page (some lists answer everything without perPage). */
  paged: boolean;
}

/** How a declared filter is read: an id-like integer, or free text. */
type FilterKind = 'int' | 'text';
type FilterValues<D extends Record<string, FilterKind>> = { [K in keyof D]?: D[K] extends 'int' ? number : string };

function positiveInt(value: unknown, fallback: number, max: number) {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * The querystring schema of a list route. `filters` names the `filter[...]` parameters the route
 * reads ('int' ones must be integer ids: anything else is a 422 on `filter[name]`); unknown
 * parameters are ignored, as Laravel does. Also accepts a nested `filter` object (qs-style).
 * `perPage` is the page size when the client names none.
 */
export function listQuery<D extends Record<string, FilterKind> = Record<string, never>>(
  filters: D = {} as D,
  { perPage: defaultPerPage = DEFAULT_PAGE_SIZE }: { perPage?: number } = {},
) {
  return z.record(z.string(), z.unknown()).transform((q, ctx): ListQuery<FilterValues<D>> => {
    const nested = q.filter && typeof q.filter === 'object' ? (q.filter as Record<string, unknown>) : {};
    const raw = (name: string): string | undefined => {
      const v = first(q[`filter[${name}]`] ?? nested[name]);
      return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
    };
    const filter: Record<string, string | number> = {};
    for (const [name, kind] of Object.entries(filters)) {
      const value = raw(name)?.trim();
      if (value === undefined || value === '') continue;
      if (kind === 'text') {
        filter[name] = value;
        continue;
      }
      const id = toId(value);
      if (id === undefined) ctx.addIssue({ code: 'custom', path: [`filter[${name}]`], message: INVALID_FILTER });
      else filter[name] = id;
    }
    const perPage = q.perPage === undefined ? defaultPerPage : positiveInt(first(q.perPage), DEFAULT_PAGE_SIZE, MAX_PER_PAGE);
    const page = positiveInt(first(q.page ?? q.currentPage), 1, 1_000_000);
    const sort = first(q.sort);
    const order = first(q.order);
    return {
      page,
      perPage,
      offset: (page - 1) * perPage,
      search: normalizeSearch(raw('search') ?? ''),
      filter: filter as FilterValues<D>,
      sort: typeof sort === 'string' && /^[A-Za-z_]+$/.test(sort) ? sort : undefined,
      order: typeof order === 'string' && order.toLowerCase() === 'desc' ? 'desc' : 'asc',
      paged: q.perPage !== undefined,
    };
  });
}

/** The words of a normalized search (at most eight). */
export const searchWords = (search: string) => search.split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/** LIKE pattern for a normalized search term, with the wildcards of the input escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/**
 * A text column folded in SQL the way normalizeSearch folds a term (lower case, accents
 * stripped), for the few small tables that have no search_text column.
 */
export const foldedSql = (column: AnyColumn | SQL) =>
  sql`translate(lower(coalesce(${column}, '')), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`;

/** Every word of the search must appear in the (normalized, trigram-indexed) column. */
export function matchAllWords(column: AnyColumn | SQL, search: string): SQL | undefined {
  const words = searchWords(search);
  if (!words.length) return undefined;
  return and(...words.map((w) => sql`${column} like ${likePattern(w)}`));
}

/** One page of rows and the total count, read at once. */
export async function readPage<Row>(db: DbOrTx, read: { rows: () => PromiseLike<Row[]>; count: () => PromiseLike<number | string> }) {
  const [rows, total] = await readAll(db, [read.rows, read.count]);
  return { rows, total: Number(total) };
}

/** `{data: {<key>: rows}, meta: {total}}` as the spec's lists answer. */
export const listBody = <K extends string, T>(
  key: K,
  rows: T[],
  total: number,
  q?: Pick<ListQuery, 'page' | 'perPage'>,
): ListResponse<K, T> => ({
  data: { [key]: rows } as ListResponse<K, T>['data'],
  meta: {
    total,
    ...(q ? { currentPage: q.page, perPage: q.perPage, lastPage: Math.max(1, Math.ceil(total / q.perPage)) } : {}),
  },
});
