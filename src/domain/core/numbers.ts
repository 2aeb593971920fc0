// Decimal numbers typed by people and sent by clients. The API always stores and answers a
// plain dot decimal ('1234.56'); es-AR users type '1.234,56' or '3,75'.

/** A decimal from an API payload: a JSON number, or a text with '.' or ',' as the decimal mark; canonical text or undefined. */
export function parseDecimal(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? canonical(String(value)) : undefined;
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(s)) return undefined;
  return canonical(s.replace(',', '.'));
}

/**
 * A decimal typed in an es-AR input: '1.234,56', '1234,56', '3,75', '1.234' (thousands) or a
 * plain '1234.56'; canonical text or undefined.
 */
export function parseLocaleDecimal(text: string): string | undefined {
  const s = text.replace(/\s/g, '');
  if (s === '') return undefined;
  if (s.includes(',')) {
    if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(s)) return undefined;
    return canonical(s.replace(/\./g, '').replace(',', '.'));
  }
  if (/^-?\d{1,3}(\.\d{3})+$/.test(s)) return canonical(s.replace(/\./g, ''));
  return /^-?\d+(\.\d+)?$/.test(s) ? canonical(s) : undefined;
}

/** '007.50' -> '7.5'; '-0' -> '0'; exponent forms of tiny or huge numbers are refused. */
function canonical(s: string): string | undefined {
  if (/e/i.test(s)) return undefined;
  const neg = s.startsWith('-');
  const [int = '0', frac = ''] = (neg ? s.slice(1) : s).split('.');
  const i = int.replace(/^0+(?=\d)/, '');
  const f = frac.replace(/0+$/, '');
  const body = f ? `${i}.${f}` : i;
  return neg && body !== '0' ? `-${body}` : body;
}

/** Number of decimals of a canonical decimal text. */
export const decimalPlaces = (canonicalText: string) => canonicalText.split('.')[1]?.length ?? 0;

/**
 * What a number input stores while the user types: an es-AR text that reads as a number becomes
 * its dot decimal with the typed digits kept ('3,70' -> '3.70', '1.234,5' -> '1234.5'), so a value
 * the user did not change compares equal; anything else ('3,', 'abc') stays as typed for the
 * form's rules to refuse.
 */
export function decimalFromInput(text: string): string {
  const s = text.replace(/\s/g, '');
  if (parseLocaleDecimal(s) === undefined) return text;
  if (s.includes(',')) return s.replace(/\./g, '').replace(',', '.');
  return /^-?\d{1,3}(\.\d{3})+$/.test(s) ? s.replace(/\./g, '') : s;
}

/**
 * A stored decimal with its column's trailing zeros dropped down to `min` decimals, as a number
 * input should start from ('1150.0000' -> '1150.00', '318.5250' -> '318.525'); other text as is.
 */
export function withMinDecimals(value: string | null | undefined, min = 2): string {
  if (value === null || value === undefined) return '';
  const m = /^(-?\d+)\.(\d+)$/.exec(value);
  if (!m) return value;
  const frac = m[2]!.replace(/0+$/, '').padEnd(min, '0');
  return `${m[1]}.${frac}`;
}

/** What a number input shows for a stored value: a dot decimal with the es-AR comma ('3.50' -> '3,50'); other text as is. */
export function decimalForInput(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /^-?\d+\.\d+$/.test(s) ? s.replace('.', ',') : s;
}

/** The scale quotation inputs are kept at (hectares, hectare values, discounts, correction factor): the database's. */
export const INPUT_SCALE = 2;

/**
 * A decimal of a payload or an input, rounded half away from zero to `scale` decimals (as
 * PostgreSQL stores it), canonical text; undefined when it is not a number. The wizards' preview
 * and finish read the same rounded value, and a number input shows it (docs/decisions.md).
 */
export function roundedDecimal(value: unknown, scale = INPUT_SCALE): string | undefined {
  const d = parseDecimal(value);
  if (d === undefined) return undefined;
  const neg = d.startsWith('-');
  const [int = '0', frac = ''] = (neg ? d.slice(1) : d).split('.');
  if (frac.length <= scale) return d;
  const units = BigInt(int + frac.slice(0, scale)) + (Number(frac[scale]) >= 5 ? 1n : 0n);
  const digits = units.toString().padStart(scale + 1, '0');
  return canonical(`${neg ? '-' : ''}${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`);
}

/**
 * What a number input shows when the user is not typing in it: the es-AR form with thousands
 * ('20252.05' -> '20.252,05', '1234.5' -> '1.234,5': the stored digits, grouped); other text as is.
 */
export function groupedForInput(value: unknown): string {
  const s = decimalForInput(value);
  const m = /^(-?)(\d+)(,\d+)?$/.exec(s);
  return m ? `${m[1]}${groupThousands(m[2]!, '.')}${m[3] ?? ''}` : s;
}

/**
 * The text of a number input: while the user types, what they typed, as long as it still stands
 * for the value (so '1.2' is not rewritten under their fingers); otherwise `groupedForInput`.
 */
export function numberInputText(typed: string | null, value: unknown): string {
  if (typed !== null) {
    const raw = value === null || value === undefined ? '' : String(value);
    const read = parseLocaleDecimal(typed);
    if (typed === raw || (read !== undefined && read === parseDecimal(value))) return typed;
  }
  return groupedForInput(value);
}

/**
 * The digits grouped by thousands: groupThousands('1234567', '.') -> '1.234.567'. Linear: the
 * usual look-ahead regex retries the rest of the digits at each place, quadratic on a long input.
 */
export function groupThousands(digits: string, group: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += group + digits.slice(i, i + 3);
  return out;
}
