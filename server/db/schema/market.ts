import { date, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns';
import { crops } from './catalog';

/** Futures: dollar contracts (DLR mmm/yyyy and the exchange one) and crop contracts, per month. */
export const futures = pgTable(
  'futures',
  {
    id: id(),
    option: text().notNull(),
    kind: varchar({ length: 8 }).$type<'dollar' | 'crop'>().notNull(),
    cropId: integer('crop_id').references(() => crops.id),
    month: date(), // first day of the contract month; null for the spot exchange entry
    value: numeric({ precision: 16, scale: 4 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('futures_kind_crop_month_unique').on(t.kind, t.cropId, t.month)],
);

/** Daily board prices (external rates), one row per day. */
export const externalRates = pgTable('external_rates', {
  id: id(),
  date: date().notNull().unique(),
  dollars: numeric({ precision: 16, scale: 4 }),
  wheat: numeric({ precision: 16, scale: 4 }),
  soy: numeric({ precision: 16, scale: 4 }),
  corn: numeric({ precision: 16, scale: 4 }),
  corn2: numeric('corn_2', { precision: 16, scale: 4 }),
  sunflower: numeric({ precision: 16, scale: 4 }),
  barley: numeric({ precision: 16, scale: 4 }),
  oatmeal: numeric({ precision: 16, scale: 4 }),
  sorghum: numeric({ precision: 16, scale: 4 }),
  soy2: numeric('soy_2', { precision: 16, scale: 4 }),
  popcorn: numeric({ precision: 16, scale: 4 }),
  updatedAt: updatedAt(),
});

/** Delivery places and ports for exchange (canje) payments. */
export const exchangeStores = pgTable('exchange_stores', {
  id: integer().primaryKey(),
  description: text().notNull(),
  kind: varchar({ length: 8 }).notNull(), // 'port' | 'store'
  portId: integer('port_id'),
});
