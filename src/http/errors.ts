// The one error type of the HTTP layer: a non-2xx answer (or no answer) with a Spanish message.
// Shaped as react-admin's HttpError (`status`, `body`), so react-admin's controllers and the
// forms read it as their own; no react-admin import (the login bundle uses this module).
import {
  FORBIDDEN_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  NOT_FOUND_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  VALIDATION_ERROR_MESSAGE,
} from './messages';
import { firstFieldErrors, normalizeFieldErrors, renameFields, validationList, type FieldErrors } from './validation';

export interface ApiErrorBody {
  /** The server's message (or ours, when it sent none a user can read). */
  message: string;
  /** 422: react-hook-form's shape, the first message per field plus `root.serverError`. */
  errors?: Record<string, string | { serverError: string }>;
  [key: string]: unknown;
}

/** A non-2xx answer (status 0: no answer at all). */
export class ApiError extends Error {
  readonly status: number;
  /** 422 only: every message of every field (dotted paths). */
  readonly fieldErrors: FieldErrors;
  /** The server's answer, plus `errors` in the shape react-admin's forms read. */
  readonly body: ApiErrorBody;

  constructor(status: number, message: string, serverBody: unknown = null, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    const server =
      serverBody && typeof serverBody === 'object' && !Array.isArray(serverBody) ? (serverBody as Record<string, unknown>) : {};
    this.body = { ...server, message };
    delete this.body.errors;
    if (status === 422) this.body.errors = { ...firstFieldErrors(fieldErrors), root: { serverError: message } };
  }

  /** The spec's validation list (422): the first message of each field. */
  get validationList(): string[] {
    return validationList(this.fieldErrors);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

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

/** The ApiError of a non-2xx answer, from its status and parsed body. */
export function toApiError(status: number, body: unknown): ApiError {
  if (status === 422) {
    const raw = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
    return new ApiError(422, VALIDATION_ERROR_MESSAGE, body, normalizeFieldErrors(raw));
  }
  return new ApiError(status, serverMessage(body) ?? fallbackMessage(status), body);
}

/** The field map of a 422 from src/api (ApiError) or from another react-admin provider (`body.errors`), else null. */
export function validationErrorsOf(error: unknown): FieldErrors | null {
  if (error instanceof ApiError) return error.status === 422 ? error.fieldErrors : null;
  const e = error as { status?: unknown; body?: { errors?: unknown } } | null;
  if (e?.status !== 422 || !e.body?.errors) return null;
  const { root: _root, ...fields } = e.body.errors as Record<string, unknown>;
  return normalizeFieldErrors(fields);
}

/**
 * THE reading of a 422 for a screen (AppForm's useFormSubmit, and what is not an AppForm: file
 * pickers, the public pages' react-hook-form): each field's first message under the form's names
 * (`fields`) and the spec's list under 'Ocurrió un error de validación.' (`list`); null for any
 * other failure.
 */
export function validationFailureOf(
  error: unknown,
  names: Record<string, string> | ((path: string) => string) = {},
): { fields: Record<string, string>; list: string[] } | null {
  const raw = validationErrorsOf(error);
  if (!raw) return null;
  const named = renameFields(raw, names);
  return { fields: firstFieldErrors(named), list: validationList(named) };
}
