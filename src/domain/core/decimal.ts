// Exact decimals for money and rates (no floating point): a value is an integer number of
// units at a scale (`{ units: 12345n, scale: 2 }` is 123.45). The API carries decimals as
// strings ('123.45'); `dec` reads them and `fmt` writes them back at a fixed scale.

export interface Dec {
  readonly units: bigint;
  readonly scale: number;
}

const POW10: bigint[] = [];
const pow10 = (n: number): bigint => (POW10[n] ??= 10n ** BigInt(n));

function numberToPlain(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`not finite: ${n}`);
  // Up to 10 decimals, trailing zeros removed: enough for literals and integer counts.
  return n.toFixed(10).replace(/\.?0+$/, '');
}

/** A plain decimal text ('-12.5', '3', '.75'), or a number; anything else is an error. */
export function dec(value: string | number | Dec): Dec {
  if (typeof value === 'object') return value;
  const s = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (!m[2] && !m[3])) throw new Error(`not a decimal: ${value}`);
  const frac = m[3] ?? '';
  const units = BigInt((m[2] || '0') + frac) * (m[1] === '-' ? -1n : 1n);
  return { units, scale: frac.length };
}

/** True when `value` is a plain decimal text `dec` reads. */
export const isDecimalText = (value: string) => /^-?(\d+(\.\d*)?|\.\d+)$/.test(value.trim());

export const ZERO: Dec = { units: 0n, scale: 0 };
export const ONE: Dec = { units: 1n, scale: 0 };
export const HUNDRED: Dec = { units: 100n, scale: 0 };

function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const s = Math.max(a.scale, b.scale);
  return [a.units * pow10(s - a.scale), b.units * pow10(s - b.scale), s];
}

export const add = (a: Dec, b: Dec): Dec => {
  const [x, y, s] = align(a, b);
  return { units: x + y, scale: s };
};

export const sub = (a: Dec, b: Dec): Dec => {
  const [x, y, s] = align(a, b);
  return { units: x - y, scale: s };
};

export const mul = (a: Dec, b: Dec): Dec => ({ units: a.units * b.units, scale: a.scale + b.scale });

export const sum = (values: readonly Dec[]): Dec => values.reduce(add, ZERO);

/** -1, 0 or 1. */
export function cmp(a: Dec, b: Dec): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const isZero = (a: Dec) => a.units === 0n;

/** Integer division rounding half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return neg ? -q : q;
}

/** Rounded half away from zero to `scale` decimals. */
export function round(a: Dec, scale: number): Dec {
  if (a.scale <= scale) return { units: a.units * pow10(scale - a.scale), scale };
  return { units: divRound(a.units, pow10(a.scale - scale)), scale };
}

/** a / b rounded (half away from zero) to `scale` decimals. */
export function div(a: Dec, b: Dec, scale: number): Dec {
  if (b.units === 0n) throw new Error('division by zero');
  const num = a.units * pow10(scale + b.scale);
  const den = b.units * pow10(a.scale);
  return { units: divRound(num, den), scale };
}

/** `p` % as a factor (p / 100), exact for inputs of up to 8 decimals. */
export const percentOf = (p: Dec): Dec => div(p, HUNDRED, p.scale + 2);

/** Decimal text with exactly `scale` decimals (rounded): '1234.50'. */
export function fmt(a: Dec, scale: number): string {
  const r = round(a, scale);
  const neg = r.units < 0n;
  const digits = (neg ? -r.units : r.units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return (neg && r.units !== 0n ? '-' : '') + int + (scale > 0 ? '.' + frac : '');
}
