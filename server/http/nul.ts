// PostgreSQL text cannot hold U+0000 ("invalid byte sequence 0x00"): a NUL anywhere in a query
// string or a JSON body is refused as invalid input before any route sees it.
import { ROOT_ERROR_KEY } from '../../src/domain/validation';
import { validationError } from './errors';

export const NUL_MESSAGE = 'El texto contiene un carácter no permitido (NUL).';

/** The dotted path of the first string (or key) holding a NUL, or null. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, v] of Object.entries(value)) {
    const at = [...path, key];
    if (key.includes('\0')) return at;
    const found = findNul(v, at);
    if (found) return found;
  }
  return null;
}

/** Throws the 422 of a NUL in the request's query string or body. */
export function refuseNul(request: { query: unknown; body: unknown }) {
  const at = findNul(request.query) ?? findNul(request.body);
  if (at) throw validationError({ [at.join('.').replace(/\0/g, '') || ROOT_ERROR_KEY]: [NUL_MESSAGE] });
}

/** Throws the 422 of a NUL in one value read outside the JSON body (a multipart file name). */
export function refuseNulIn(field: string, value: string | undefined) {
  if (value?.includes('\0')) throw validationError({ [field]: [NUL_MESSAGE] });
}
