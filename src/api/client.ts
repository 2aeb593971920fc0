// The typed calls of the API under /api, on the HTTP layer (src/http). The modules of src/api
// build their paths with these; components never call fetch nor write a path.
import type { ListResponse, RecordResponse } from '../domain/core/envelopes';
import { downloadFile, fetchBlob, type DownloadOptions } from '../http/download';
import { apiFetch, type RequestOptions } from '../http/request';
import { apiPath, type QueryParams } from '../http/urls';
import { pickRows, pickTotal } from './mapping';

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options: Options = {}) => apiFetch<T>(apiPath(path), options),
  post: <T = unknown>(path: string, body?: unknown, options: Options = {}) =>
    apiFetch<T>(apiPath(path), { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options: Options = {}) =>
    apiFetch<T>(apiPath(path), { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options: Options = {}) => apiFetch<T>(apiPath(path), { ...options, method: 'DELETE' }),

  /** `{data: record}` -> the record. */
  async record<T>(path: string, options: Options = {}): Promise<T> {
    return (await apiFetch<RecordResponse<T>>(apiPath(path), options)).data;
  },

  /**
   * `{data: {<key>: rows}, meta: {total}}` -> rows and total; read as the data provider reads lists
   * (src/api/mapping.ts), so an answer under another key or as a bare array still lists.
   */
  async list<K extends string, T>(path: string, key: K, query?: QueryParams, signal?: AbortSignal): Promise<{ rows: T[]; total: number }> {
    const body = await apiFetch<ListResponse<K, T>>(apiPath(path), { query, signal });
    const rows = pickRows(body, key) as T[];
    return { rows, total: pickTotal(body, key, rows) };
  },

  /** Multipart POST (or PUT) of a FormData as it is. */
  upload: <T = unknown>(path: string, form: FormData, method: 'POST' | 'PUT' = 'POST') =>
    apiFetch<T>(apiPath(path), { method, body: form }),

  /** A file saved as the spec's name or the server's (Content-Disposition). */
  download: (path: string, options: DownloadOptions = {}) => downloadFile(apiPath(path), options),

  /** A file as a blob (an image shown on screen). */
  blob: (path: string, options: Options = {}) => fetchBlob(apiPath(path), options),
};
