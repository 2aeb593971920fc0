// es-AR display formats: numbers with two decimals ('1.234,50'), money with its unit,
// percentages ('12,50 %'), dates ('05/01/2024') and date-times ('05/01/2024 14:30').
// Decimal strings (PostgreSQL numeric as the API sends them) are rounded on their digits,
// never through a float, so '12345678901234567.125' keeps every digit.
// Rounding is half away from zero (as Intl's default and PHP's number_format).

import { CURRENCY_IDS, currencySymbol } from './currencies';
import { groupThousands } from './numbers';

export const LOCALE = 'es-AR';
/** Dates and times are shown in Argentine time, on the server (PDFs, mails) as in the browser. */
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

export type NumericValue = number | string | bigint | null | undefined;

let separatorsCache: { group: string; decimal: string; minus: string } | null = null;
function separators() {
  if (!separatorsCache) {
    const parts = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1 }).formatToParts(-1234.5);
    const find = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
    separatorsCache = { group: find('group', '.'), decimal: find('decimal', ','), minus: find('minusSign', '-') };
  }
  return separatorsCache;
}

interface Decimal {
  negative: boolean;
  int: string; // digits, no leading zeros except '0'
  frac: string; // digits
}

/** Reads '1234.5', '-0.25', '+3', '.5', '1e21', '1.5E-7' (a '.' decimal point; no grouping). */
function parseDecimal(value: NumericValue): Decimal | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value); // shortest round-trip form: 1.005 -> '1.005'
  } else if (typeof value === 'bigint') {
    text = value.toString();
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  let int = m[2] ?? '';
  let frac = m[3] ?? '';
  const exp = m[4] ? parseInt(m[4], 10) : 0;
  if (Math.abs(exp) > 1000) return null;
  if (exp > 0) {
    const moved = frac.padEnd(exp, '0');
    int += moved.slice(0, exp);
    frac = moved.slice(exp);
  } else if (exp < 0) {
    const padded = int.padStart(-exp, '0');
    frac = padded.slice(padded.length + exp) + frac;
    int = padded.slice(0, padded.length + exp);
  }
  int = int.replace(/^0+/, '') || '0';
  return { negative: m[1] === '-', int, frac };
}

function roundDecimal(d: Decimal, decimals: number): Decimal {
  if (d.frac.length <= decimals) return { ...d, frac: d.frac.padEnd(decimals, '0') };
  const kept = d.frac.slice(0, decimals);
  const roundUp = d.frac.charCodeAt(decimals) - 48 >= 5;
  if (!roundUp) return { ...d, frac: kept };
  const bumped = (BigInt(d.int + kept) + 1n).toString().padStart(decimals + 1, '0');
  return {
    negative: d.negative,
    int: bumped.slice(0, bumped.length - decimals) || '0',
    frac: bumped.slice(bumped.length - decimals),
  };
}

function clampDecimals(decimals: number): number {
  return Number.isInteger(decimals) && decimals >= 0 ? Math.min(decimals, 20) : 2;
}

/**
 * es-AR number with a fixed number of decimals: formatNumber(1234.5) -> '1.234,50',
 * formatNumber('-0.005') -> '-0,01'. '' for null, undefined, '' and non-numeric input.
 */
export function formatNumber(value: NumericValue, decimals = 2): string {
  const parsed = parseDecimal(value);
  if (!parsed) return '';
  const places = clampDecimals(decimals);
  const d = roundDecimal(parsed, places);
  const { group, decimal, minus } = separators();
  const grouped = groupThousands(d.int, group);
  const isZero = /^0*$/.test(d.int + d.frac);
  return (d.negative && !isZero ? minus : '') + grouped + (places > 0 ? decimal + d.frac : '');
}

const numberAsIsFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 20 });
/** es-AR number with every decimal it has, as a spreadsheet in es-AR shows it: 1.23456 -> '1,23456'. */
export function formatNumberAsIs(value: number): string {
  return numberAsIsFormat.format(value);
}

/**
 * Amount with its unit (currency ids of CURRENCIES): peso '$ 1.234,50', dollar
 * 'USD 1.234,50', quintal '1.234,50 QQ'; a negative amount as es-AR currency writes it, the sign
 * before the symbol ('-$ 1.234,50'). Without a currency id: pesos. Unknown id: the number alone.
 */
export function formatMoney(value: NumericValue, currencyId: number | null = CURRENCY_IDS.peso, decimals = 2): string {
  const n = formatNumber(value, decimals);
  if (n === '') return '';
  const symbol = currencySymbol(currencyId ?? CURRENCY_IDS.peso);
  if (!symbol) return n;
  if (currencyId === CURRENCY_IDS.quintal) return `${n} ${symbol}`;
  const { minus } = separators();
  return n.startsWith(minus) ? `${minus}${symbol} ${n.slice(minus.length)}` : `${symbol} ${n}`;
}

/** A value already in percent: formatPercent(12.5) -> '12,50 %'. */
export function formatPercent(value: NumericValue, decimals = 2): string {
  const n = formatNumber(value, decimals);
  return n === '' ? '' : `${n} %`;
}

export type DateValue = string | Date | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'YYYY-MM-DD HH:MM[:SS[.ffffff]]' or with 'T', without a zone: a wall-clock time (Laravel style). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

interface WallClock {
  date: Date; // instant to format
  timeZone: string; // in which zone to read it
}

function toWallClock(value: DateValue): WallClock | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const s = value.trim();
    let m = DATE_ONLY.exec(s);
    if (m) return validWall(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))), 'UTC', Number(m[2]), Number(m[3]));
    m = LOCAL_DATE_TIME.exec(s);
    if (m) {
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), m[6] ? Number(m[6]) : 0));
      return validWall(d, 'UTC', Number(m[2]), Number(m[3]));
    }
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? null : { date: d, timeZone: TIME_ZONE };
  }
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : { date: d, timeZone: TIME_ZONE };
}

/** Rejects overflowing dates such as 2024-02-31. */
function validWall(d: Date, timeZone: string, month: number, day: number): WallClock | null {
  if (Number.isNaN(d.getTime()) || d.getUTCMonth() + 1 !== month || d.getUTCDate() !== day) return null;
  return { date: d, timeZone };
}

/** One formatter per zone and shape: building an Intl.DateTimeFormat costs about 50 µs, a format 1 µs. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone} ${withTime}`;
  let fmt = dateFormats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    });
    dateFormats.set(key, fmt);
  }
  return fmt;
}

function parts(w: WallClock, withTime: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of dateFormat(w.timeZone, withTime).formatToParts(w.date)) out[p.type] = p.value;
  return out;
}

/**
 * 'dd/mm/aaaa'. A date-only string ('2024-01-05') is that calendar day, whatever the time
 * zone; an instant (Date, or a string with Z/offset) is shown in Argentine time.
 * '' for empty or invalid input.
 */
export function formatDate(value: DateValue): string {
  const w = toWallClock(value);
  if (!w) return '';
  const p = parts(w, false);
  return `${p.day}/${p.month}/${p.year}`;
}

/** 'dd/mm/aaaa HH:mm' (24 h), Argentine time for instants; '' for empty or invalid input. */
export function formatDateTime(value: DateValue): string {
  const w = toWallClock(value);
  if (!w) return '';
  const p = parts(w, true);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The calendar day of an instant in Argentina as 'YYYY-MM-DD' (default: now), for "today" comparisons. */
export function isoDateInArgentina(instant: Date = new Date()): string {
  const p = parts({ date: instant, timeZone: TIME_ZONE }, false);
  return `${p.year}-${p.month}-${p.day}`;
}
