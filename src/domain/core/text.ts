// Free-text rule, accent-insensitive search and cutting long text.

import { TEXT_CUT } from './ui';

/**
 * Free text of the spec: letters (with accents, ñ, ü, ç...), digits, spaces and . , - °
 * ('º', the ordinal sign Spanish keyboards type for "N°", is accepted as '°').
 * One character at least; check emptiness separately.
 */
export const FREE_TEXT_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ0-9 .,\-°º]+$/;

export function isFreeText(s: unknown): boolean {
  return typeof s === 'string' && FREE_TEXT_PATTERN.test(s);
}

/** For accent- and case-insensitive search: strip diacritics, lower-case, trim, collapse spaces. 'Córdoba' -> 'cordoba'. */
export function normalizeSearch(s: string | null | undefined): string {
  if (s === null || s === undefined) return '';
  return String(s).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Cuts text longer than n characters to its first n (trailing spaces dropped) plus '…'. */
export function truncate(s: string | null | undefined, n: number = TEXT_CUT): string {
  if (s === null || s === undefined) return '';
  const chars = Array.from(String(s));
  if (chars.length <= n) return String(s);
  return chars.slice(0, n).join('').trimEnd() + '…';
}

const spanishCollator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Orders texts as Spanish speakers do ('Córdoba' before 'Corrientes'; the database's byte order does not). */
export const compareSpanish = (a: string, b: string): number => spanishCollator.compare(a, b);

/** What a phone input keeps: only the digits. */
export const cleanPhone = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
/** What an e-mail input keeps: an address has no spaces. */
export const cleanEmail = (value: string | null | undefined) => (value ?? '').replace(/\s/g, '');
