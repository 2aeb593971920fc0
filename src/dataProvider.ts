// react-admin dataProvider over the spec's Laravel-style API (DESIGN 2 and 8):
// `GET /api/{resource}?filter[..]&perPage&page` -> `{data: {<key>: [...]}, meta: {total}}`,
// `{data}` envelopes for one record, plus the custom calls as typed named methods.
// Written directly on fetch (src/http.ts): simple-rest's list (Content-Range) and
// getMany (filter by id) do not fit this API, and the rest is a few lines.

import { HttpError } from 'ra-core';
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'ra-core';
import {
  ApiError,
  apiFetch,
  downloadBlob,
  firstFieldErrors,
  uploadMultipart,
  validationList,
  type ApiFetchOptions,
  type QueryParams,
} from './http';
import { apiPath, listKey, listQuery, pickRecord, pickRows, pickTotal, toFormData } from './api/mapping';

type Row = Record<string, any>;

/**
 * ApiError -> react-admin HttpError. For 422, `body.errors` holds, per field, its
 * first message (what react-admin's forms put under each input, pessimistic mode)
 * and `root.serverError` (the notification text): 'Ocurrió un error de validación.'
 * followed by the messages of fields the form did not send. `body.fieldErrors` is
 * the server's full map and `body.list` the spec's validation list.
 */
export function toHttpError(e: unknown, sent?: Row): unknown {
  if (!(e instanceof ApiError)) return e;
  const server = e.body && typeof e.body === 'object' ? (e.body as Row) : {};
  const body: Row = { ...server, message: e.message, status: e.status };
  delete body.errors;
  if (e.status === 422) {
    const first = firstFieldErrors(e.errors);
    const onForm: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [field, msg] of Object.entries(first)) {
      const [root = field] = field.split('.');
      if (!sent || root in sent) onForm[field] = msg;
      else elsewhere.push(msg);
    }
    body.errors = { ...onForm, root: { serverError: [e.message, ...elsewhere].join(' ') } };
    body.fieldErrors = e.errors ?? {};
    body.list = validationList(e.errors);
  }
  return new HttpError(e.message, e.status, body);
}

async function call<T>(fn: () => Promise<T>, sent?: Row): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw toHttpError(e, sent);
  }
}

const withId = (row: Row, i: number, offset: number): Row => (row.id == null ? { ...row, id: offset + i } : row);

interface PathMeta {
  /** Path under /api replacing the resource's (e.g. 'modules/module-rates-pag/5'). */
  path?: string;
  /** Key of the list (or record) under `data`. */
  key?: string;
  /** Extra query parameters. */
  query?: QueryParams;
  /** Send create/update as multipart (file inputs). */
  multipart?: boolean;
}

const meta = (p: { meta?: any }): PathMeta => (p.meta ?? {}) as PathMeta;

const payload = (data: Row, m: PathMeta) => (m.multipart ? toFormData(data) : data);

const dataProvider = {
  supportAbortSignal: true,

  async getList(resource: string, params: GetListParams): Promise<GetListResult> {
    const m = meta(params);
    const key = m.key ?? listKey(resource);
    const body = await call(() => apiFetch(apiPath(m.path ?? resource), { query: listQuery(params), signal: params.signal }));
    const rows = pickRows(body, key);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: rows.map((r, i) => withId(r, i, (page - 1) * perPage)), total: pickTotal(body, key, rows) };
  },

  async getOne(resource: string, params: GetOneParams): Promise<GetOneResult> {
    const m = meta(params);
    const body = await call(() =>
      apiFetch(apiPath(m.path ?? `${resource}/${encodeURIComponent(params.id)}`), {
        query: m.query,
        signal: params.signal,
      }),
    );
    const record = pickRecord(body, m.key);
    return { data: { ...record, id: record.id ?? params.id } as RaRecord };
  },

  /** The API lists are not filterable by id: one GET per distinct id; missing ones are left out. */
  async getMany(resource: string, params: GetManyParams): Promise<GetManyResult> {
    const ids = [...new Set(params.ids.map(String))].map((s) => params.ids.find((id) => String(id) === s)!);
    const results = await Promise.allSettled(
      ids.map((id) => dataProvider.getOne(resource, { id, meta: params.meta, signal: params.signal })),
    );
    const data: RaRecord[] = [];
    for (const r of results) {
      if (r.status === 'fulfilled') data.push(r.value.data);
      else if ((r.reason as HttpError)?.status !== 404) throw r.reason;
    }
    return { data };
  },

  async getManyReference(resource: string, params: GetManyReferenceParams): Promise<GetManyReferenceResult> {
    return dataProvider.getList(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    });
  },

  async create(resource: string, params: CreateParams): Promise<CreateResult> {
    const m = meta(params);
    const body = await call(
      () => apiFetch(apiPath(m.path ?? resource), { method: 'POST', body: payload(params.data, m), query: m.query }),
      params.data,
    );
    const record = pickRecord(body, m.key);
    return { data: { ...params.data, ...record, id: record.id ?? params.data?.id } as RaRecord };
  },

  async update(resource: string, params: UpdateParams): Promise<UpdateResult> {
    const m = meta(params);
    const body = await call(
      () =>
        apiFetch(apiPath(m.path ?? `${resource}/${encodeURIComponent(params.id)}`), {
          method: 'PUT',
          body: payload(params.data, m),
          query: m.query,
        }),
      params.data,
    );
    const record = pickRecord(body, m.key);
    return { data: { ...params.previousData, ...params.data, ...record, id: record.id ?? params.id } as RaRecord };
  },

  async updateMany(resource: string, params: UpdateManyParams): Promise<UpdateManyResult> {
    await Promise.all(
      params.ids.map((id) => dataProvider.update(resource, { id, data: params.data, meta: params.meta, previousData: undefined as any })),
    );
    return { data: params.ids };
  },

  async delete(resource: string, params: DeleteParams): Promise<DeleteResult> {
    const m = meta(params);
    await call(() => apiFetch(apiPath(m.path ?? `${resource}/${encodeURIComponent(params.id)}`), { method: 'DELETE', query: m.query }));
    return { data: (params.previousData ?? { id: params.id }) as RaRecord };
  },

  async deleteMany(resource: string, params: DeleteManyParams): Promise<DeleteManyResult> {
    await Promise.all(params.ids.map((id) => dataProvider.delete(resource, { id, meta: params.meta })));
    return { data: params.ids };
  },

  // ---- custom calls (paths relative to /api unless they start with '/') ----

  /** Any other JSON call of the contract, with errors as HttpError. */
  request<T = any>(path: string, options: ApiFetchOptions = {}): Promise<T> {
    const sent =
      options.body && typeof options.body === 'object' && !(options.body instanceof FormData) ? (options.body as Row) : undefined;
    return call(() => apiFetch<T>(apiPath(path), options), sent);
  },

  /** GET /api/all-users -> data.users (id and name of every producer). */
  async getAllUsers(): Promise<Row[]> {
    return pickRows(await dataProvider.request('all-users'), 'users');
  },

  /** GET /api/users/{id}/clients -> data.clients */
  async getUserClients(userId: RaRecord['id']): Promise<Row[]> {
    return pickRows(await dataProvider.request(`users/${userId}/clients`), 'clients');
  },

  assignClient(userId: RaRecord['id'], clientId: RaRecord['id']): Promise<unknown> {
    return dataProvider.request(`users/${userId}/clients/${clientId}`, { method: 'POST' });
  },

  removeClient(userId: RaRecord['id'], clientId: RaRecord['id']): Promise<unknown> {
    return dataProvider.request(`users/${userId}/clients/${clientId}`, { method: 'DELETE' });
  },

  /** GET /api/zones/provinces/{id} -> the zones of a province. */
  async getZonesByProvince(provinceId: RaRecord['id']): Promise<Row[]> {
    return pickRows(await dataProvider.request(`zones/provinces/${provinceId}`), 'zones');
  },

  /** GET /api/locations/{zoneId} -> the possible locations of a zone. */
  async getLocations(zoneId: RaRecord['id']): Promise<Row[]> {
    return pickRows(await dataProvider.request(`locations/${zoneId}`), 'locations');
  },

  /** GET /api/user-companies -> the insurers of the signed-in user. */
  async getUserCompanies(): Promise<Row[]> {
    return pickRows(await dataProvider.request('user-companies'), 'companies');
  },

  /** Fetches a PDF/XLSX and saves it as `fileName` (or the server's name). */
  download(
    path: string,
    fileName?: string,
    options: { method?: string; body?: unknown; query?: QueryParams } = {},
  ): Promise<{ blob: Blob; fileName: string }> {
    return call(() => downloadBlob(apiPath(path), { ...options, fileName }));
  },

  /** Multipart POST (or `method`) of a FormData as it is. */
  upload<T = any>(path: string, formData: FormData, method = 'POST'): Promise<T> {
    return call(() => uploadMultipart<T>(apiPath(path), formData, { method }));
  },
} satisfies DataProvider;

export type AppDataProvider = typeof dataProvider;
export default dataProvider;
