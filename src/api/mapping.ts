// Mapping between react-admin's data provider calls and the spec's Laravel-style API:
// list query parameters and response envelopes. No react-admin import.

import type { QueryParams, QueryValue } from '../http/urls';

/** The key of the list under `data` in each list response (spec: "reads data.<key>"). */
export const LIST_KEYS: Record<string, string> = {
  clients: 'clients',
  users: 'users',
  campaigns: 'campaigns',
  modules: 'modules',
  rates: 'rates',
  zones: 'zones',
  crops: 'crops',
  companies: 'companies',
  provinces: 'provinces',
  negotiations: 'negotiations',
  settings: 'settings',
  ignore_discounts: 'ignoreDiscounts',
  tax_vats: 'taxVats',
  notes: 'notes',
  futures: 'futures',
  coverages: 'coverages',
};

const camel = (s: string) => s.replace(/[-_]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

export const listKey = (resource: string): string => LIST_KEYS[resource] ?? camel(resource);

export interface ListParamsLike {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
  meta?: { query?: QueryParams } & Record<string, unknown>;
}

function filterValue(v: unknown): QueryValue {
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (Array.isArray(v)) return v.filter((x) => x != null && x !== '').join(',') || undefined;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return v as QueryValue;
}

function addFilters(query: QueryParams, filter: Record<string, unknown>, prefix = ''): void {
  for (const [k, v] of Object.entries(filter)) {
    if (v == null || v === '') continue;
    const name = !prefix && (k === 'q' || k === 'search') ? 'search' : `${prefix}${k}`;
    if (typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)) {
      addFilters(query, v as Record<string, unknown>, `${name}.`);
      continue;
    }
    const value = filterValue(v);
    if (value != null && value !== '') query[`filter[${name}]`] = value;
  }
}

/**
 * `filter[search]` (from react-admin's `q`), `filter[<field>]`, `perPage`, `page`
 * (plus `currentPage`, which some endpoints of the original API read), and
 * `sort`/`order` when a sort other than the default `id` is asked.
 */
export function listQuery(params: ListParamsLike): QueryParams {
  const query: QueryParams = {};
  addFilters(query, params.filter ?? {});
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  query.perPage = perPage;
  query.page = page;
  query.currentPage = page;
  if (params.sort?.field && params.sort.field !== 'id') {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'DESC' ? 'DESC' : 'ASC';
  }
  return { ...query, ...(params.meta?.query ?? {}) };
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The rows of a list answer: data[key], data (an array), a paginator's data, or the first array in data. */
export function pickRows(body: unknown, key: string): Record<string, any>[] {
  const data = isRecord(body) && 'data' in body ? body.data : body;
  if (Array.isArray(data)) return data;
  if (!isRecord(data)) return [];
  const found = data[key];
  if (Array.isArray(found)) return found;
  if (isRecord(found) && Array.isArray(found.data)) return found.data; // Laravel paginator
  const first = Object.values(data).find(Array.isArray);
  return (first as Record<string, any>[]) ?? [];
}

/** meta.total (or a paginator's total); without it, the number of rows. */
export function pickTotal(body: unknown, key: string, rows: unknown[]): number {
  if (isRecord(body)) {
    const meta = body.meta;
    if (isRecord(meta) && meta.total != null && !Number.isNaN(Number(meta.total))) return Number(meta.total);
    const data = body.data;
    if (isRecord(data) && isRecord(data[key]) && (data[key] as any).total != null) return Number((data[key] as any).total);
    if (body.total != null && !Number.isNaN(Number(body.total))) return Number(body.total);
  }
  return rows.length;
}

/** Lists of paths other than the resource's: `meta.path` (under /api) and `meta.key` (the list's key under data). */
export type ListMeta = {
  path?: string;
  key?: string;
  query?: QueryParams;
};

/** A react-admin list read from another path of the API (a user's clients, a coverage's rates...). */
export interface ListSource {
  resource: string;
  meta: ListMeta;
}

/** The list of `resource` records that `GET /api/<path>` answers under `data.<key>`. */
export const listSource = (resource: string, path: string, key: string = listKey(resource)): ListSource => ({
  resource,
  meta: { path, key },
});
