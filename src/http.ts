// The HTTP layer shared by the auth and data providers and by custom pages:
// session storage, JSON/multipart requests against the spec's API, typed errors,
// and file downloads. Kept free of react-admin at runtime (the login page imports it).

import type { AccessUser } from './domain/access';
import { API_URL } from './config';
import { MESSAGES } from './domain/messages';

// ---------------------------------------------------------------------------
// Messages (the spec's texts verbatim; the others are ours, es-AR)

/** Same text as VALIDATION_MESSAGE in src/domain/validation.ts (HTTP 422). */
const VALIDATION_ERROR_MESSAGE = MESSAGES.validationError;
/** The spec's generic save error. */
export const GENERIC_ERROR_MESSAGE = MESSAGES.genericError;
export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Verifique su conexión e intente nuevamente.';
export const SESSION_EXPIRED_MESSAGE = 'Su sesión ha finalizado. Ingrese nuevamente.';
export const FORBIDDEN_MESSAGE = MESSAGES.forbidden;
export const NOT_FOUND_MESSAGE = 'El elemento solicitado no existe.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Demasiados intentos. Espere un momento e intente nuevamente.';

// ---------------------------------------------------------------------------
// Types

/** Laravel validation map: field (dotted path for nested ones) -> messages. */
export type FieldErrors = Record<string, string[]>;

/** The profile of GET /api/user (camelCase, flags 0/1). */
export interface UserProfile extends AccessUser {
  name: string;
  lastname?: string | null;
  username: string;
  email?: string | null;
  role?: { id: number; name: string } | null;
  maxDiscountAllow?: number | null;
  preferredUrl?: string | null;
  companies?: unknown[] | null;
  logo?: string | null;
  supervisorId?: number | null;
  deletedAt?: string | null;
  [key: string]: unknown;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

export interface ApiFetchOptions {
  method?: string;
  /** Plain objects are sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token (default true). */
  auth?: boolean;
}

/** A non-2xx answer (status 0: no answer at all). */
export class ApiError extends Error {
  readonly status: number;
  /** 422 only: the server's field map. */
  readonly errors?: FieldErrors;
  /** The parsed response body (JSON object, text or null). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    if (errors) this.errors = errors;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

// ---------------------------------------------------------------------------
// Session storage

const TOKEN_KEY = 'agro.token';
const EXPIRES_KEY = 'agro.tokenExpiresAt';
const USER_KEY = 'agro.user';

const store = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null) {
    try {
      if (value == null) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage unavailable (private mode): the session lasts the page
    }
  },
};

/** The access token, or null when absent or expired. */
export function getToken(): string | null {
  const token = store.get(TOKEN_KEY);
  if (!token) return null;
  const expiresAt = Number(store.get(EXPIRES_KEY));
  if (expiresAt && Date.now() >= expiresAt) {
    clearSession();
    return null;
  }
  return token;
}

/** Stores the access token; `expiresIn` in seconds as /oauth/token answers. */
export function setToken(token: string, expiresIn?: number | null): void {
  store.set(TOKEN_KEY, token);
  store.set(EXPIRES_KEY, expiresIn && expiresIn > 0 ? String(Date.now() + expiresIn * 1000) : null);
}

export const hasToken = (): boolean => getToken() != null;

export function getStoredUser(): UserProfile | null {
  const raw = store.get(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw);
    return user && typeof user === 'object' ? (user as UserProfile) : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: UserProfile | null): void {
  store.set(USER_KEY, user ? JSON.stringify(user) : null);
}

/** Forgets token and profile. */
export function clearSession(): void {
  store.set(TOKEN_KEY, null);
  store.set(EXPIRES_KEY, null);
  store.set(USER_KEY, null);
}

// ---------------------------------------------------------------------------
// URLs

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

// ---------------------------------------------------------------------------
// Errors

// Laravel's English defaults, never shown to an es-AR user.
const ENGLISH_DEFAULTS =
  /^(unauthenticated\.?|this action is unauthorized\.?|forbidden|not found|server error|too many (attempts|requests)\.?|the given data was invalid\.?|method not allowed|no query results for model.*)$/i;

const fallbackMessage = (status: number): string => {
  if (status === 401) return SESSION_EXPIRED_MESSAGE;
  if (status === 403) return FORBIDDEN_MESSAGE;
  if (status === 404) return NOT_FOUND_MESSAGE;
  if (status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  return GENERIC_ERROR_MESSAGE;
};

/** The server's `message` when it is one a user can read, else null. */
export function serverMessage(body: unknown): string | null {
  const m = body && typeof body === 'object' ? (body as { message?: unknown }).message : null;
  return typeof m === 'string' && m.trim() !== '' && !ENGLISH_DEFAULTS.test(m.trim()) ? m : null;
}

function normalizeErrors(raw: unknown): FieldErrors | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out: FieldErrors = {};
  for (const [field, msgs] of Object.entries(raw as Record<string, unknown>)) {
    const list = (Array.isArray(msgs) ? msgs : [msgs]).filter((m) => m != null && m !== '').map(String);
    if (list.length) out[field] = list;
  }
  return out;
}

/** Builds the ApiError of a non-2xx answer from its status and parsed body. */
export function toApiError(status: number, body: unknown): ApiError {
  if (status === 422) {
    const errors = normalizeErrors((body as { errors?: unknown } | null)?.errors) ?? {};
    return new ApiError(422, VALIDATION_ERROR_MESSAGE, body, errors);
  }
  return new ApiError(status, serverMessage(body) ?? fallbackMessage(status), body);
}

/** First message of each field, in the server's order (the spec's validation list). */
export function validationList(errors: FieldErrors | Record<string, string | string[]> | null | undefined): string[] {
  if (!errors) return [];
  const out: string[] = [];
  for (const msgs of Object.values(errors)) {
    const first = Array.isArray(msgs) ? msgs[0] : msgs;
    if (first != null && String(first) !== '') out.push(String(first));
  }
  return out;
}

/** Field -> first message (what a form shows under each input). */
export function firstFieldErrors(errors: FieldErrors | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, msgs] of Object.entries(errors ?? {})) if (msgs?.length) out[field] = String(msgs[0]);
  return out;
}

// ---------------------------------------------------------------------------
// Requests

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return null;
  const text = await res.text();
  if (!text) return null;
  if ((res.headers.get('Content-Type') ?? '').includes('json') || /^[[{]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Performs the request; throws ApiError on network failure or non-2xx. */
async function send(path: string, options: ApiFetchOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, query, signal, auth = true } = options;
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body === undefined || body === null) payload = undefined;
  else if (
    (typeof FormData !== 'undefined' && body instanceof FormData) || // multipart: the browser sets the boundary
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    typeof body === 'string'
  ) {
    payload = body as BodyInit;
  } else {
    payload = JSON.stringify(body);
    headers['Content-Type'] ??= 'application/json';
  }

  let res: Response;
  try {
    res = await fetch(apiUrl(path, query), { method, headers, body: payload, signal });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  }
  if (!res.ok) throw toApiError(res.status, await readBody(res).catch(() => null));
  return res;
}

/** JSON request to the API; resolves to the parsed body (null for 204). */
export async function apiFetch<T = any>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const res = await send(path, options, 'application/json');
  return (await readBody(res)) as T;
}

/** Multipart request (FormData sent untouched). */
export function uploadMultipart<T = any>(path: string, formData: FormData, options: Omit<ApiFetchOptions, 'body'> = {}): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', ...options, body: formData });
}

// ---------------------------------------------------------------------------
// Downloads

const EXTENSIONS: [RegExp, string][] = [
  [/pdf/i, '.pdf'],
  [/spreadsheetml/i, '.xlsx'],
  [/ms-excel/i, '.xls'],
  [/csv/i, '.csv'],
  [/zip/i, '.zip'],
];

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent((star[2] ?? '').trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1] ?? '').trim() : '';
  return name || null;
}

function finalName(name: string, type: string): string {
  const clean = name.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'archivo';
  if (/\.[a-z0-9]{2,5}$/i.test(clean)) return clean;
  const ext = EXTENSIONS.find(([re]) => re.test(type))?.[1] ?? '';
  return clean + ext;
}

/** Offers a blob to the user as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface DownloadOptions {
  method?: string;
  body?: unknown;
  query?: QueryParams;
  /** The spec's name; without extension one is added from the content type. */
  fileName?: string;
  signal?: AbortSignal;
}

/**
 * Fetches a file (PDF, XLSX) and saves it under `fileName`, or the server's
 * Content-Disposition name, or 'archivo'. Resolves to the blob and the name used.
 */
export async function downloadBlob(path: string, options: DownloadOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const { fileName, ...rest } = options;
  const res = await send(path, rest, '*/*');
  const blob = await res.blob();
  const type = blob.type || res.headers.get('Content-Type') || '';
  const name = finalName(fileName || fileNameFromDisposition(res.headers.get('Content-Disposition')) || 'archivo', type);
  saveBlob(blob, name);
  return { blob, fileName: name };
}
