import { boolean, date, index, integer, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import type { CoverageType } from '../../../src/domain/coverages/coverage-types';
import type { Harvest } from '../../../src/domain/coverages/crops';
import { createdAt, id, ratePercent, updatedAt } from './columns';
import { companies, provinces, zones } from './geo';

export const crops = pgTable('crops', {
  id: integer().primaryKey(),
  description: text().notNull(),
  harvest: varchar({ length: 8 }).$type<Harvest>().notNull(),
  allowDoubleCrop: boolean('allow_double_crop').notNull().default(false),
});

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    description: text().notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_dates_idx').on(t.dateFrom, t.dateTo)],
);

/** Coverages ("modules"): basic, pack, addon or double-crop, of one insurer and campaign. */
export const modules = pgTable(
  'modules',
  {
    id: id(),
    description: text().notNull(),
    coverageType: varchar('coverage_type', { length: 16 }).$type<CoverageType>().notNull(),
    harvest: varchar({ length: 8 }).$type<Harvest>(),
    cropId: integer('crop_id').references(() => crops.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    sortOrder: integer('sort_order').notNull().default(0),
    sancorId: integer('sancor_id'),
    video: text(),
    pdfDescription: text('pdf_description'),
    allowMultipleRisks: smallint('allow_multiple_risks').$type<0 | 1>().notNull().default(1),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('modules_campaign_idx').on(t.campaignId),
    index('modules_company_idx').on(t.companyId),
    index('modules_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Premium rate (amount %) of a coverage for a zone, crop and franchise/deductible. */
export const rates = pgTable(
  'rates',
  {
    id: id(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id),
    franchiseDeductible: text('franchise_deductible').notNull(),
    amount: ratePercent().notNull(),
    description: text().notNull().default(' '),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // one rate per coverage, zone, crop and franchise (the key of the rates import)
  (t) => [
    unique('rates_key_unique').on(t.moduleId, t.zoneId, t.cropId, t.franchiseDeductible),
    index('rates_zone_crop_idx').on(t.zoneId, t.cropId),
  ],
);

/** Where discounts are not applied (any of the filters may be empty, at least one is set). */
export const ignoreDiscounts = pgTable(
  'ignore_discounts',
  {
    id: id(),
    moduleId: integer('module_id').references(() => modules.id, { onDelete: 'cascade' }),
    cropId: integer('crop_id').references(() => crops.id),
    provinceId: integer('province_id').references(() => provinces.id),
    zoneId: integer('zone_id').references(() => zones.id),
    createdAt: createdAt(),
  },
  // one rule per combination, empty filters included
  (t) => [unique('ignore_discounts_rule_unique').on(t.moduleId, t.cropId, t.provinceId, t.zoneId).nullsNotDistinct()],
);

export const taxVats = pgTable('tax_vats', {
  id: id(),
  paymentMethodId: smallint('payment_method_id').notNull(),
  rateOptionId: smallint('rate_option_id').notNull(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  hectarePriceCurrencyId: smallint('hectare_price_currency_id').notNull(),
  value: ratePercent().notNull(),
  updatedAt: updatedAt(),
});

/** PDF footnotes per payment method, rate option and currency (sanitised rich text). */
export const notes = pgTable('notes', {
  id: id(),
  paymentMethodId: smallint('payment_method_id').notNull(),
  rateOptionId: smallint('rate_option_id').notNull(),
  hectarePriceCurrencyId: smallint('hectare_price_currency_id').notNull(),
  value: text().notNull().default(''),
  updatedAt: updatedAt(),
});

/** Global option/value settings; booleans stored as '1'/'0'. */
export const settings = pgTable('settings', {
  option: text().primaryKey(),
  value: text(),
  updatedAt: updatedAt(),
});
