import { integer, numeric, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { NUMERIC_COLUMNS, TEXT_LIMITS, type NumericColumn } from '../../../src/domain/core/limits';

// Shared column builders: one definition of how ids, flags, money and times are stored.
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
/** 0/1 flags, as the spec's API sends them. */
export const flag = () => smallint().notNull().default(0);
// Exact decimals (returned by the driver as strings) and user texts with a length: their shapes
// are the API's limits (src/domain/core/limits.ts), so what a schema accepts is what a column holds.
const decimalColumn =
  ({ precision, scale }: NumericColumn) =>
  (name?: string) =>
    name ? numeric(name, { precision, scale }) : numeric({ precision, scale });
/** Money and quantities. */
export const money = decimalColumn(NUMERIC_COLUMNS.money);
/** Percent rates of a quotation, with room for intermediate precision. */
export const percent = decimalColumn(NUMERIC_COLUMNS.percent);
/** Rates and taxes of the catalog, %; the correction factor. */
export const ratePercent = decimalColumn(NUMERIC_COLUMNS.rate);
/** Discounts, %. */
export const discountPercent = decimalColumn(NUMERIC_COLUMNS.discount);
/** Board prices and futures. */
export const marketPrice = decimalColumn(NUMERIC_COLUMNS.market);
/** A text of a limited kind (a CUIT, a phone, a zip code). */
export const limitedText = (kind: 'cuit' | 'cell' | 'phone' | 'zipCode', name?: string) =>
  name ? varchar(name, { length: TEXT_LIMITS[kind] }) : varchar({ length: TEXT_LIMITS[kind] });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const deletedAt = () => timestamp({ withTimezone: true });
