// A figure of a table the simulator and the financing show on screen, in their PDFs and in their
// spreadsheets: its value (a decimal string as the API sends it, a text or an ISO date) and what
// it is (pesos, dollars, quintals, a percentage...). The screen and the PDF print it es-AR with
// its unit; the spreadsheet stores the number with a number format that shows the same unit.
import { CURRENCY_IDS } from './currencies';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format';

export type FigureKind = 'text' | 'number' | 'count' | 'percent' | 'money' | 'usd' | 'qq' | 'date' | 'month';

export interface Figure {
  kind: FigureKind;
  /** decimal string (numbers), text, or 'YYYY-MM-DD' (dates); null: not computed ('—') */
  value: string | number | null;
}

/** What a figure that could not be computed (a crop without future) shows. */
export const MISSING = '—';

export const text = (value: string | null | undefined): Figure => ({ kind: 'text', value: value ?? null });
export const num = (value: string | null | undefined): Figure => ({ kind: 'number', value: value ?? null });
export const count = (value: number): Figure => ({ kind: 'count', value });
export const pct = (value: string | null | undefined): Figure => ({ kind: 'percent', value: value ?? null });
/** Pesos. */
export const money = (value: string | null | undefined): Figure => ({ kind: 'money', value: value ?? null });
export const usd = (value: string | null | undefined): Figure => ({ kind: 'usd', value: value ?? null });
export const qq = (value: string | null | undefined): Figure => ({ kind: 'qq', value: value ?? null });
export const date = (value: string | null | undefined): Figure => ({ kind: 'date', value: value ?? null });
/** A month ('YYYY-MM-01'), shown 'mm/aaaa'. */
export const month = (value: string | null | undefined): Figure => ({ kind: 'month', value: value ?? null });

/** An amount in a risk's unit (CURRENCY_IDS: quintals, dollars or pesos). */
export function inUnit(value: string | null | undefined, currencyId: number): Figure {
  const kind = currencyId === CURRENCY_IDS.quintal ? 'qq' : currencyId === CURRENCY_IDS.dollar ? 'usd' : 'money';
  return { kind, value: value ?? null };
}

/** The figure as the screen and the PDF show it: es-AR, two decimals, with its unit. */
export function figureText(f: Figure): string {
  if (f.value === null || f.value === '') return MISSING;
  switch (f.kind) {
    case 'text':
      return String(f.value);
    case 'count':
      return String(f.value);
    case 'number':
      return formatNumber(f.value);
    case 'percent':
      return formatPercent(f.value);
    case 'money':
      return formatMoney(f.value, CURRENCY_IDS.peso);
    case 'usd':
      return formatMoney(f.value, CURRENCY_IDS.dollar);
    case 'qq':
      return formatMoney(f.value, CURRENCY_IDS.quintal);
    case 'date':
      return formatDate(String(f.value));
    case 'month':
      return formatDate(String(f.value)).slice(3);
  }
}

/** A column of a figures table: its heading and the figure of each row. */
export interface FigureColumn<T> {
  label: string;
  figure: (row: T) => Figure;
}
