import { DEFAULT_PAGE_SIZE } from '../../src/domain/constants';
import { normalizeSearch } from '../../src/domain/text';

export interface ListQuery {
  page: number;
  perPage: number;
  offset: number;
  /** filter[search], normalized (accent- and case-insensitive); '' when absent. */
  search: string;
  /** Every other filter[x] as a string. */
  filter: Record<string, string>;
  sort?: string;
  order: 'asc' | 'desc';
}

const MAX_PER_PAGE = 100;

function positiveInt(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isInteger(n) || n < 1) return fallback;
  return Math.min(n, max);
}

/**
 * Laravel-style list parameters: filter[search], filter[field], perPage, page (or currentPage).
 * Also accepts a nested `filter` object (qs-style parsers).
 */
export function parseListQuery(query: unknown): ListQuery {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const filter: Record<string, string> = {};
  for (const [key, value] of Object.entries(q)) {
    const [, field] = /^filter\[([A-Za-z0-9_.-]+)\]$/.exec(key) ?? [];
    if (field && (typeof value === 'string' || typeof value === 'number')) filter[field] = String(value);
  }
  if (q.filter && typeof q.filter === 'object') {
    for (const [k, v] of Object.entries(q.filter as Record<string, unknown>)) {
      if (typeof v === 'string' || typeof v === 'number') filter[k] = String(v);
    }
  }
  const search = normalizeSearch(filter.search ?? '');
  delete filter.search;
  const perPage = positiveInt(q.perPage, DEFAULT_PAGE_SIZE, MAX_PER_PAGE);
  const page = positiveInt(q.page ?? q.currentPage, 1, 1_000_000);
  const order = typeof q.order === 'string' && q.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const sort = typeof q.sort === 'string' && /^[A-Za-z_]+$/.test(q.sort) ? q.sort : undefined;
  return { page, perPage, offset: (page - 1) * perPage, search, filter, sort, order };
}

/** `{data: {<key>: rows}, meta: {total}}` as the spec's lists answer. */
export const listBody = <T>(key: string, rows: T[], total: number, q?: ListQuery) => ({
  data: { [key]: rows },
  meta: { total, ...(q ? { currentPage: q.page, perPage: q.perPage, lastPage: Math.max(1, Math.ceil(total / q.perPage)) } : {}) },
});

/** LIKE pattern for a normalized search term, with the wildcards of the input escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
