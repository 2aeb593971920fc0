import type { z } from 'zod';
import { fieldErrors } from '../../src/domain/validation';
import { badRequest, notFound, validationError } from './errors';

/** Parses a payload with a shared zod schema; 422 with the spec's messages on failure. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationError(fieldErrors(result.error));
  return result.data;
}

/** A positive integer id from the path; anything else is a 404 (no such record). */
export function parseId(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound();
  return n;
}

export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('El cuerpo de la solicitud debe ser un objeto JSON.');
  return body as Record<string, unknown>;
}
