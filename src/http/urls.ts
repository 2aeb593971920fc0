// URLs of the API: the configured host and Laravel-style query strings.
import { API_URL } from '../config';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

/** Query string with Laravel conventions: booleans 1/0, arrays as key[]=..; empty values skipped. */
export function toQueryString(query?: QueryParams): string {
  if (!query) return '';
  const sp = new URLSearchParams();
  const value = (v: QueryValue) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  for (const [key, v] of Object.entries(query)) {
    if (Array.isArray(v)) {
      for (const item of v) if (item != null && item !== '') sp.append(`${key}[]`, value(item));
    } else if (v != null && v !== '') {
      sp.append(key, value(v));
    }
  }
  const qs = sp.toString();
  return qs ? `?${qs}` : '';
}

/** Absolute URLs pass through; others are prefixed with API_URL. */
export function apiUrl(path: string, query?: QueryParams): string {
  const base = /^https?:\/\//i.test(path) ? path : `${API_URL}${path.startsWith('/') ? '' : '/'}${path}`;
  const qs = toQueryString(query);
  return qs ? `${base}${base.includes('?') ? '&' + qs.slice(1) : qs}` : base;
}

/** '/api/..' for a resource-relative path; paths starting with '/' or 'http' are kept. */
export const apiPath = (path: string): string => (/^(https?:)?\//i.test(path) ? path : `/api/${path.replace(/^\/+/, '')}`);
