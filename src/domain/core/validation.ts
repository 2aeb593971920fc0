// The API's validation-failure body (HTTP 422, Laravel style), built from zod errors.

import type { z } from 'zod';
import { MESSAGES } from './messages';

export const VALIDATION_MESSAGE = MESSAGES.validationError; // 'Ocurrió un error de validación.'

/** Key used for issues that belong to no field (an object-level check without a path). */
export const ROOT_ERROR_KEY = 'root';

export type FieldErrors = Record<string, string[]>;

/** A field map without a prototype: a field named `constructor` or `__proto__` is just a key. */
export const emptyFieldErrors = (): FieldErrors => Object.create(null) as FieldErrors;

export interface ValidationBody {
  message: typeof VALIDATION_MESSAGE;
  errors: FieldErrors;
}

/**
 * `{ 'field': ['mensaje', ...], 'risks.0.zone_id': [...] }`: issues grouped by their path
 * joined with '.', in order, each message once.
 */
export function fieldErrors(error: Pick<z.ZodError, 'issues'>): FieldErrors {
  const out = emptyFieldErrors();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map((p) => String(p)).join('.') : ROOT_ERROR_KEY;
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

/** The 422 body: `{ message: 'Ocurrió un error de validación.', errors }`. */
export function validationBody(error: Pick<z.ZodError, 'issues'>): ValidationBody {
  return { message: VALIDATION_MESSAGE, errors: fieldErrors(error) };
}

/** The first message of each field, as the app lists them under the heading. */
export function firstMessages(errors: FieldErrors): string[] {
  return Object.values(errors)
    .map((list) => list[0])
    .filter((m): m is string => typeof m === 'string');
}
