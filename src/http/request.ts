// Requests to the API: JSON and multipart, with the bearer token, every failure as an ApiError.
// A 401 on an authenticated request ends the session in one place (`onSessionExpired`).
import { ApiError, toApiError } from './errors';
import { NETWORK_ERROR_MESSAGE } from './messages';
import { clearSession, getToken } from './session';
import { apiUrl, type QueryParams } from './urls';

export interface RequestOptions {
  method?: string;
  /** Plain objects are sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token (default true). */
  auth?: boolean;
}

let sessionExpired: () => void = () => undefined;

/** What to do when the API answers 401 to a request that carried a token (the app sends the user to /login). */
export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

export async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return null;
  const text = await res.text();
  if (!text) return null;
  if ((res.headers.get('Content-Type') ?? '').includes('json') || /^[[{]/.test(text.trim())) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (
    (typeof FormData !== 'undefined' && body instanceof FormData) || // multipart: the browser sets the boundary
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    typeof body === 'string'
  ) {
    return body as BodyInit;
  }
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(body);
}

/** Performs the request; throws ApiError on network failure or non-2xx. */
export async function send(path: string, options: RequestOptions = {}, accept = 'application/json'): Promise<Response> {
  const { method = 'GET', query, signal, auth = true } = options;
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = encodeBody(options.body, headers);
  let res: Response;
  try {
    res = await fetch(apiUrl(path, query), { method, headers, body, signal });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  }
  if (!res.ok) {
    const error = toApiError(res.status, await readBody(res).catch(() => null));
    if (res.status === 401 && token) {
      clearSession();
      sessionExpired();
    }
    throw error;
  }
  return res;
}

/** JSON request; resolves to the parsed body (null for 204). */
export async function apiFetch<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(path, options);
  return (await readBody(res)) as T;
}
