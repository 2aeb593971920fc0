import { date, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, marketPrice, updatedAt } from './columns';
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
    value: marketPrice().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('futures_kind_crop_month_unique').on(t.kind, t.cropId, t.month)],
);

/** Daily board prices (external rates), one row per day. */
export const externalRates = pgTable('external_rates', {
  id: id(),
  date: date().notNull().unique(),
  dollars: marketPrice(),
  wheat: marketPrice(),
  soy: marketPrice(),
  corn: marketPrice(),
  corn2: marketPrice('corn_2'),
  sunflower: marketPrice(),
  barley: marketPrice(),
  oatmeal: marketPrice(),
  sorghum: marketPrice(),
  soy2: marketPrice('soy_2'),
  popcorn: marketPrice(),
  updatedAt: updatedAt(),
});

/** Delivery places and ports for exchange (canje) payments. */
export const exchangeStores = pgTable('exchange_stores', {
  id: integer().primaryKey(),
  description: text().notNull(),
  kind: varchar({ length: 8 }).notNull(), // 'port' | 'store'
  portId: integer('port_id'),
});
