import { notFound } from './errors';

/**
 * @deprecated Only the rates import/export routes still read their path id by hand (they move
 * onto `idParams` of src/domain/schemas/ids.ts with the job service); nothing new uses it.
 * A positive integer id from the path; anything else is a 404 (no such record).
 */
export function parseId(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound();
  return n;
}
