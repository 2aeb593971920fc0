// Requests to the API: JSON and multipart, with the bearer token, every failure as an ApiError.
// An expired access token, or a 401 on an authenticated request, is renewed once with the
// refresh token (grant_type=refresh_token, which rotates it); when that fails the session ends
// in one place (`onSessionExpired`).
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../config';
import { ApiError, toApiError } from './errors';
import { NETWORK_ERROR_MESSAGE } from './messages';
import { endSession, getRefreshToken, getToken, setToken } from './session';
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

async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  }
}

let refreshing: Promise<string | null> | null = null;

/**
 * A new access token for the stored refresh token, or null when there is none or the API
 * refuses it. Concurrent callers share one request (a refresh token works once).
 */
function renewAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return null;
    const res = await fetchOrNetworkError(apiUrl('/oauth/token'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: OAUTH_CLIENT_ID,
        client_secret: OAUTH_CLIENT_SECRET,
      }),
    });
    const body = res.ok
      ? ((await readBody(res).catch(() => null)) as { access_token?: unknown; expires_in?: unknown; refresh_token?: unknown } | null)
      : null;
    if (!body || typeof body.access_token !== 'string') return null;
    setToken(body.access_token, Number(body.expires_in) || null, typeof body.refresh_token === 'string' ? body.refresh_token : null);
    return body.access_token;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Performs the request; throws ApiError on network failure or non-2xx. */
export async function send(path: string, options: RequestOptions = {}, accept = 'application/json'): Promise<Response> {
  const { method = 'GET', query, signal, auth = true } = options;
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  const body = encodeBody(options.body, headers);
  const attempt = (token: string | null) =>
    fetchOrNetworkError(apiUrl(path, query), {
      method,
      headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
      body,
      signal,
    });
  const signedIn = auth && (getToken() !== null || getRefreshToken() !== null);
  let token = auth ? (getToken() ?? (getRefreshToken() ? await renewAccessToken() : null)) : null;
  let res = await attempt(token);
  if (res.status === 401 && token) {
    // revoked or expired early: one renewal, one retry
    token = await renewAccessToken();
    if (token) res = await attempt(token);
  }
  if (!res.ok) {
    const error = toApiError(res.status, await readBody(res).catch(() => null));
    if (res.status === 401 && signedIn) {
      endSession();
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
