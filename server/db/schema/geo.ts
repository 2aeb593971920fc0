import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, limitedText } from './columns';

export const companies = pgTable('companies', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/** Provinces with the official INDEC ids (2 digits). */
export const provinces = pgTable('provinces', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/** Departments (zones), one set per insurer. */
export const zones = pgTable(
  'zones',
  {
    id: id(),
    description: text().notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: varchar({ length: 16 }),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('zones_province_idx').on(t.provinceId),
    uniqueIndex('zones_company_code_unique').on(t.companyId, t.code),
    index('zones_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Localities with postal code, per zone (the insurer's 'sancor_location'). */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    zipCode: limitedText('zipCode', 'zip_code'),
  },
  (t) => [index('locations_zone_idx').on(t.zoneId)],
);
