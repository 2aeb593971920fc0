// Record ids: PostgreSQL `integer` keys, 1 to 2^31-1. Every payload and path id goes through
// these, so an out-of-range number is a validation error, never a database error.
import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

/** A positive integer id within PostgreSQL's integer range, or undefined. */
export function toId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
}

/** An id given as a number or a digit string (form values, path and query parameters). */
export const idSchema = (message = 'Identificador inválido.') =>
  // optional: a missing id is reported with `message` too
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const id = toId(value);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });

/**
 * An optional id: missing, null or blank is null; anything else as `idSchema`, and one of
 * `allowed` when given (a fixed list such as the payment methods).
 */
export const nullableIdSchema = (message = 'Identificador inválido.', allowed?: readonly number[]) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const id = toId(value);
      if (id === undefined || (allowed !== undefined && !allowed.includes(id))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });

/** `{ id }` of a path such as /api/clients/:id. */
export const idParams = z.object({ id: idSchema() });
