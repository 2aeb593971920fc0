// Building blocks of the form/payload schemas. Every field takes a string (the browser
// form value, or the JSON payload value on the server); anything else (number, null,
// object, missing) fails with the field's own message instead of throwing.

import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { FREE_TEXT_PATTERN } from './text';

export const MAX_TEXT_LENGTH = TEXT_LIMITS.text;

/** The root message when a payload is not an object at all (null, a string, an array...). */
export const INVALID_PAYLOAD_MESSAGE = 'Los datos enviados no son válidos.';

export interface TextOptions {
  /** Empty (after trimming) is accepted when false. Default true. */
  required?: boolean;
  /** Default FREE_TEXT_PATTERN; null for any text. */
  pattern?: RegExp | null;
  max?: number;
}

/** A trimmed string checked against a pattern, every failure reported with `message`. */
export function textField(message: string, { required = true, pattern = FREE_TEXT_PATTERN, max = MAX_TEXT_LENGTH }: TextOptions = {}) {
  // One check, one message (no `abort`: an aborting issue would stop the object-level
  // checks that run with `when`, such as the CUIT/name check of the client).
  return z
    .string({ error: message })
    .trim()
    .refine((s) => (s === '' ? !required : s.length <= max && (pattern === null || pattern.test(s))), { error: message });
}

const EMAIL = z.email();

/** A trimmed, required e-mail address. */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((s) => s.length <= MAX_TEXT_LENGTH && EMAIL.safeParse(s).success, { error: message });
}

export const FLAG_MESSAGE = 'Valor inválido: debe ser 1 o 0 (sí o no).';

/** A yes/no flag as the original API sends it: 0/1, true/false, '0'/'1' or null; missing is allowed. */
export const flagInput = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1'), z.null()], { error: FLAG_MESSAGE })
  .optional();

/** Whether a flagInput value says yes. */
export const isFlagOn = (v: z.infer<typeof flagInput>) => v === 1 || v === true || v === '1';

/** Letters and digits only. */
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
/** Digits only. */
export const DIGITS_PATTERN = /^\d+$/;

/**
 * `when` option for object-level checks that must run even when some fields failed (so a
 * form shows every message at once), but only on an object: the check still reads defensively.
 */
export const whenObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);
