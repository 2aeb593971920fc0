// Texts PostgreSQL cannot store: text cannot hold U+0000 ("invalid byte sequence 0x00"), and a
// lone UTF-16 surrogate ("\ud800") is no character at all (jsonb refuses its escape, UTF-8 cannot
// encode it). Either one anywhere in a query string or a JSON body (a value or a key) is refused as
// invalid input before any route sees it. The walk is iterative: no body depth can overflow it.
import { ROOT_ERROR_KEY } from '../../src/domain/core/validation';
import { validationError } from './errors';

export const NUL_MESSAGE = 'El texto contiene un carácter no permitido (NUL).';
export const SURROGATE_MESSAGE = 'El texto contiene un carácter no válido (un símbolo Unicode incompleto).';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message of a text PostgreSQL cannot store, or null. */
export function badTextMessage(s: string): string | null {
  if (s.includes('\0')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(s) ? SURROGATE_MESSAGE : null;
}

/** A place in the body: its key and its parent's place (shared, so no path is copied while walking). */
interface Place {
  key: string;
  parent: Place | null;
}

const pathOf = (place: Place | null): string[] => {
  const path: string[] = [];
  for (let p = place; p; p = p.parent) path.push(p.key);
  return path.reverse();
};

/** The dotted path of the first string (or key) PostgreSQL cannot store, and why; or null. */
export function findBadText(root: unknown): { path: string[]; message: string } | null {
  const stack: { value: unknown; place: Place | null }[] = [{ value: root, place: null }];
  while (stack.length) {
    const { value, place } = stack.pop()!;
    const message = (place && badTextMessage(place.key)) ?? (typeof value === 'string' ? badTextMessage(value) : null);
    if (message) return { path: pathOf(place), message };
    if (typeof value !== 'object' || value === null) continue;
    // pushed last to first, so the first bad field in the payload's order is the one reported
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      stack.push({ value: (value as Record<string, unknown>)[key], place: { key, parent: place } });
    }
  }
  return null;
}

/** The field key of a path: its parts joined with '.', without the characters that make it unreadable. */
const fieldKey = (path: string[]) => path.join('.').replace(/\0/g, '').replace(new RegExp(LONE_SURROGATE, 'g'), '') || ROOT_ERROR_KEY;

/** Throws the 422 of a NUL or a lone surrogate in the request's query string or body. */
export function refuseNul(request: { query: unknown; body: unknown }) {
  const bad = findBadText(request.query) ?? findBadText(request.body);
  if (bad) throw validationError({ [fieldKey(bad.path)]: [bad.message] });
}

/** Throws the 422 of a bad text in one value read outside the JSON body (a multipart file name or field). */
export function refuseNulIn(field: string, value: string | undefined) {
  const message = value === undefined ? null : badTextMessage(value);
  if (message) throw validationError({ [field]: [message] });
}
