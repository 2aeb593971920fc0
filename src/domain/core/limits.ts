// What the API takes, in one place (docs/decisions.md, «Endurecimiento»): the shape of any JSON
// body, the length of each list of a payload, and the numeric columns of the database (the
// drizzle schema builds its numeric columns from NUMERIC_COLUMNS, so a bound here is the column's).
import { cmp, dec, mul, round } from './decimal';
import { parseDecimal } from './numbers';

/**
 * Texts: the longest each kind of field takes (its column's length where the column has one: the
 * drizzle schema builds its varchar columns from these).
 */
export const TEXT_LIMITS = {
  /** names, addresses, descriptions: a text field's default */
  text: 255,
  /** observations and comments */
  long: 2000,
  /** rich text: PDF notes and coverage descriptions */
  richText: 20_000,
  /** video and coverage links */
  link: 2048,
  /** insured, producer and file codes */
  code: 50,
  username: 60,
  cuit: 11,
  /** a client's or an applicant's phone */
  cell: 10,
  /** a user's phone */
  phone: 20,
  zipCode: 10,
} as const;

/** Any JSON body: nesting levels, and elements of one list (or members of one object). */
export const BODY_LIMITS = { depth: 32, items: 10_000 } as const;

/** The lists of a payload (each a 422 on its field past the limit). */
export const LIST_LIMITS = {
  /** risks of a negotiation */
  risks: 200,
  /** coverages chosen for a negotiation */
  modules: 50,
  /** add-ons of one risk */
  addons: 10,
  /** risks of the public form */
  contactRisks: 50,
  /** the simulator's Resumen selection (quotation ids) */
  filteredQuotations: 10_000,
  /** ids of an assignment list (companies, clients, producers, coverages) */
  ids: 1000,
} as const;

/** numeric(precision, scale) of the database's columns, by use. */
export const NUMERIC_COLUMNS = {
  /** money and quantities: hectares, prices, insured sums, costs */
  money: { precision: 16, scale: 2 },
  /** the quotation's rates, % */
  percent: { precision: 12, scale: 6 },
  /** rates and taxes of the catalog, %; the correction factor */
  rate: { precision: 9, scale: 4 },
  /** discounts, % */
  discount: { precision: 5, scale: 2 },
  /** board prices and futures */
  market: { precision: 16, scale: 4 },
} as const;

export type NumericColumn = (typeof NUMERIC_COLUMNS)[keyof typeof NUMERIC_COLUMNS];

/** True when a decimal fits the column once PostgreSQL rounds it to the column's scale. */
export function fitsNumeric(value: string, column: NumericColumn): boolean {
  const d = parseDecimal(value);
  if (d === undefined) return false;
  const limit = dec(`1${'0'.repeat(column.precision - column.scale)}`);
  const r = round(dec(d), column.scale);
  return cmp(r, limit) < 0 && cmp(r, dec(`-${limit.units}`)) > 0;
}

/**
 * The insured sum of a risk (hectares × price per hectare), exclusive. With rates and taxes of at
 * most 100 %, ten add-ons and a correction factor under 1000 %, the quoted rate stays under
 * 24.200 %, so the cost of a quotation (insured sum × rate) fits a money column too.
 */
export const MAX_INSURED_SUM = '100000000000';

export const INSURED_SUM_MESSAGE = 'La suma asegurada (hectáreas × valor por hectárea) supera el máximo de 99.999.999.999,99.';

/** True when hectares × price per hectare (valid decimals) stays under MAX_INSURED_SUM. */
export const insuredSumFits = (hectares: string, price: string): boolean =>
  cmp(round(mul(dec(hectares), dec(price)), NUMERIC_COLUMNS.money.scale), dec(MAX_INSURED_SUM)) < 0;
