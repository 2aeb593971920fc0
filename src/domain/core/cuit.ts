// CUIT / CUIL (Argentine tax id): 11 digits, a type prefix, a document number and an
// AFIP check digit (weighted sum mod 11).

export const CUIT_PREFIXES = ['20', '23', '24', '25', '26', '27', '30', '33', '34'] as const;
export const LEGAL_PERSON_CUIT_PREFIXES = ['30', '33', '34'] as const;

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit of the first 10 digits, or null when none exists (the weighted sum
 * gives 10: AFIP then issues the id with another prefix, so such a CUIT is invalid).
 */
export function cuitCheckDigit(first10: string): number | null {
  if (!/^\d{10}$/.test(first10)) return null;
  let sum = 0;
  for (const [i, weight] of WEIGHTS.entries()) sum += weight * (first10.charCodeAt(i) - 48);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return null;
  return digit;
}

/** Exactly 11 digits (no dashes or dots), a known prefix and a matching check digit. */
export function isValidCuit(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{11}$/.test(value)) return false;
  if (!(CUIT_PREFIXES as readonly string[]).includes(value.slice(0, 2))) return false;
  const check = cuitCheckDigit(value.slice(0, 10));
  return check !== null && check === value.charCodeAt(10) - 48;
}

/** Prefix 30, 33 or 34: a legal person (company), whose name field is hidden and blank. */
export function isLegalPersonCuit(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  return /^\d{2}/.test(v) && (LEGAL_PERSON_CUIT_PREFIXES as readonly string[]).includes(v.slice(0, 2));
}

/** What a CUIT input keeps of what is typed or pasted: '20-12345678-6' or '20.12345678.6' -> '20123456786'. */
export const cleanCuit = (value: string | null | undefined) => (value ?? '').replace(/[-.\s]/g, '');

/** 'XX-XXXXXXXX-X' for 11 digits (dashes, dots and spaces in the input are ignored); anything else unchanged. */
export function formatCuit(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const raw = String(value).trim();
  const digits = raw.replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(digits)) return raw;
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}
