// react-admin's data provider (docs/decisions.md, 'Proveedor de datos'): ra-data-simple-rest for getOne, create, update,
// delete, updateMany and deleteMany, through an HTTP client that speaks this API (bearer token,
// `{data}` envelopes unwrapped, errors as ApiError), and our own list calls, since this API
// pages with `filter[...]`, `perPage`, `page` and `meta.total` instead of Content-Range.
import simpleRestProvider from 'ra-data-simple-rest';
import type {
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyResult,
  RaRecord,
  fetchUtils,
} from 'ra-core';
import { apiFetch, readBody, send } from './http/request';
import { apiPath } from './http/urls';
import { listKey, listQuery, pickRows, pickTotal, type ListMeta } from './api/mapping';
import { withCustomMethods } from './api/customMethods';

export { listSource, type ListMeta, type ListSource } from './api/mapping';

const unwrap = (body: unknown): unknown => (body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body);

/** simple-rest's HTTP client: this API's requests, answers unwrapped from `{data}`. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers: Record<string, string> = {};
  new Headers(options.headers as HeadersInit | undefined).forEach((value, key) => (headers[key] = value));
  if (typeof options.body === 'string') headers['content-type'] ??= 'application/json';
  const res = await send(url, { method: options.method, body: options.body, headers, signal: options.signal ?? undefined });
  const body = await readBody(res);
  return {
    status: res.status,
    headers: res.headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    json: unwrap(body) as any,
  };
}

const base = simpleRestProvider('/api', httpClient);

// Rows without an id (settings are keyed by option) get their position, so react-admin can key them.
const withId = (row: Record<string, unknown>, i: number, offset: number) => (row.id == null ? { ...row, id: offset + i } : row);

async function readList(resource: string, params: GetListParams): Promise<GetListResult> {
  const meta = (params.meta ?? {}) as ListMeta;
  const key = meta.key ?? listKey(resource);
  const body = await apiFetch(apiPath(meta.path ?? resource), { query: listQuery(params), signal: params.signal });
  const rows = pickRows(body, key);
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  return { data: rows.map((r, i) => withId(r, i, (page - 1) * perPage)) as RaRecord[], total: pickTotal(body, key, rows) };
}

/**
 * Filters of small lists that the spec's contract lacks (docs/decisions.md, 'La app contra la API
 * original'): this API applies them, the original one ignores them; so the app reads the whole
 * list, filters and pages it itself, and the screen is right against either.
 */
const APP_FILTERS: Record<string, readonly string[]> = {
  tax_vats: ['paymentMethodId', 'rateOptionId', 'hectarePriceCurrencyId'],
};
const WHOLE_LIST_PAGE = 100;

async function filteredInApp(resource: string, params: GetListParams, keys: string[]): Promise<GetListResult> {
  const all: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const read = await readList(resource, { ...params, pagination: { page, perPage: WHOLE_LIST_PAGE } });
    all.push(...read.data);
    if (!read.data.length || all.length >= (read.total ?? 0)) break;
  }
  const rows = all.filter((r) => keys.every((k) => String(r[k]) === String(params.filter[k])));
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

function getList(resource: string, params: GetListParams): Promise<GetListResult> {
  const inApp = (APP_FILTERS[resource] ?? []).filter((k) => params.filter?.[k] !== undefined && params.filter[k] !== '');
  return inApp.length ? filteredInApp(resource, params, inApp) : readList(resource, params);
}

const restMethods = {
  ...base,
  supportAbortSignal: true,
  getList,

  /** This API's lists are not filterable by id: one GET per distinct id; missing ones are left out. */
  async getMany(resource: string, params: GetManyParams): Promise<GetManyResult> {
    const ids = [...new Map(params.ids.map((id) => [String(id), id])).values()];
    const results = await Promise.allSettled(ids.map((id) => base.getOne(resource, { id, signal: params.signal })));
    const data: RaRecord[] = [];
    for (const r of results) {
      if (r.status === 'fulfilled') data.push(r.value.data);
      else if ((r.reason as { status?: number })?.status !== 404) throw r.reason;
    }
    return { data };
  },

  getManyReference: (resource: string, params: GetManyReferenceParams) =>
    getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

  // DELETE answers 204 without a body: react-admin gets the record it deleted.
  async delete(resource: string, params: DeleteParams): Promise<DeleteResult> {
    await base.delete(resource, params);
    return { data: params.previousData ?? { id: params.id } };
  },

  async deleteMany(resource: string, params: DeleteManyParams): Promise<DeleteManyResult> {
    await base.deleteMany(resource, params);
    return { data: params.ids };
  },
} satisfies DataProvider;

// The app's own calls (src/api/customMethods.ts), on the same HTTP layer and URL base.
export const dataProvider = withCustomMethods(restMethods);

export type AppDataProvider = typeof dataProvider;
export default dataProvider;
