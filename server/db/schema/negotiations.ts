import { sql } from 'drizzle-orm';
import {
  date,
  index,
  uniqueIndex,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, discountPercent, flag, id, money, percent, ratePercent, updatedAt } from './columns';
import { crops, modules, rates } from './catalog';
import { companies, zones } from './geo';
import { clients } from './clients';
import { users } from './users';

export const negotiationNumberSeq = pgSequence('negotiation_number_seq', { startWith: 1000 });

/** A request (state 'solicitud', unconfirmed) or a quotation of one or more risks. */
export const negotiations = pgTable(
  'negotiations',
  {
    id: id(),
    number: integer()
      .notNull()
      .unique()
      .default(sql`nextval('negotiation_number_seq')`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    observations: text(),
    state: varchar({ length: 16 }).notNull(), // solicitud | initiated | accepted | rejected
    type: varchar({ length: 16 }), // simple | double-crop | grouped
    isConfirmed: flag(),
    paymentMethodId: smallint('payment_method_id'),
    rateOptionId: smallint('rate_option_id'),
    correctionFactor: ratePercent('correction_factor').notNull().default('0'),
    fdFilter: varchar('fd_filter', { length: 16 }).notNull().default('ambos'),
    splitCoverages: flag(),
    createdInWeb: smallint('created_in_web').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('negotiations_user_idx').on(t.userId),
    // A search's count from the index alone (no table reads): the clients' negotiations with
    // confirmation, state and owner; and, below, a producer's with client and state.
    index('negotiations_client_idx').on(t.clientId, t.isConfirmed, t.state, t.userId),
    index('negotiations_state_idx').on(t.isConfirmed, t.state, t.createdAt),
    // The lists' pages, newest first: everyone's (admin) and one producer's.
    index('negotiations_confirmed_created_idx').on(t.isConfirmed, t.createdAt, t.id),
    index('negotiations_user_created_idx').on(t.userId, t.isConfirmed, t.createdAt, t.id, t.clientId, t.state),
  ],
);

/**
 * How many negotiations each producer has per (is_confirmed, state): the exact totals of the
 * unsearched lists without counting their rows. Kept by triggers on negotiations (migration 0006).
 */
export const negotiationCounts = pgTable(
  'negotiation_counts',
  {
    userId: integer('user_id').notNull(),
    isConfirmed: smallint('is_confirmed').notNull(),
    state: varchar({ length: 16 }).notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.isConfirmed, t.state] })],
);

/**
 * Per producer and day (Argentina): confirmed negotiations created and quotations accepted (their
 * 'accepted' status). The dashboard's counters sum a campaign's or a week's days instead of
 * counting rows. Kept by triggers on negotiations, quotations and quotation_statuses (migration 0008).
 */
export const negotiationDayCounts = pgTable(
  'negotiation_day_counts',
  {
    userId: integer('user_id').notNull(),
    day: date({ mode: 'string' }).notNull(),
    created: integer().notNull().default(0),
    accepted: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Coverages selected for a negotiation. */
export const negotiationModules = pgTable(
  'negotiation_modules',
  {
    negotiationId: integer('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    splitValue: money('split_value'),
  },
  (t) => [primaryKey({ columns: [t.negotiationId, t.moduleId] })],
);

/** A field: zone, crop, hectares and price per hectare in a currency unit. */
export const risks = pgTable(
  'risks',
  {
    id: id(),
    negotiationId: integer('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    description: text(),
    zoneId: integer('zone_id').references(() => zones.id),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id),
    companyId: integer('company_id').references(() => companies.id),
    numberOfHectares: money('number_of_hectares'),
    hectarePrice: money('hectare_price'),
    hectarePriceCurrencyId: smallint('hectare_price_currency_id').notNull().default(1),
    discount: discountPercent().notNull().default('0'),
    applieTax: flag(),
    observations: text(),
    isDoubleCrop: flag(),
    doubleCropId: integer('double_crop_id').references(() => crops.id),
    doubleCropZoneId: integer('double_crop_zone_id').references(() => zones.id),
    doubleCropHectarePrice: money('double_crop_hectare_price'),
    doubleCropDescription: text('double_crop_description'),
    splitCoverages: jsonb('split_coverages'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('risks_negotiation_idx').on(t.negotiationId)],
);

/** Add-on coverages chosen for a risk. */
export const riskAddons = pgTable(
  'risk_addons',
  {
    riskId: integer('risk_id')
      .notNull()
      .references(() => risks.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
  },
  (t) => [primaryKey({ columns: [t.riskId, t.moduleId] })],
);

/** One priced option for a risk: every intermediate of the premium engine is kept (docs/premium.md#cada-cifra). */
export const quotations = pgTable(
  'quotations',
  {
    id: id(),
    negotiationId: integer('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    riskId: integer('risk_id')
      .notNull()
      .references(() => risks.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    rateId: integer('rate_id').references(() => rates.id, { onDelete: 'set null' }),
    franchiseDeductible: text('franchise_deductible'),
    isDoubleCropPart: flag(),
    status: varchar({ length: 16 }).notNull().default('initiated'),
    insuredSum: money('insured_sum'),
    rateValue: percent('rate_value'),
    addonsValue: percent('addons_value'),
    correctionFactor: percent('correction_factor'),
    rateValueWithCf: percent('rate_value_with_cf'),
    addonsValueWithCf: percent('addons_value_with_cf'),
    discount: percent(),
    discountApplied: flag(),
    /** Why an asked discount was not applied (the ignore rule, or packs): shown beside the '-'. */
    discountIgnoredReason: text('discount_ignored_reason'),
    tax: percent(),
    value: percent(),
    cost: money(),
    costPerHectare: money('cost_per_hectare'),
    advanceDate: timestamp('advance_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotations_risk_idx').on(t.riskId),
    index('quotations_negotiation_idx').on(t.negotiationId, t.status),
    // At most one accepted (or advanced, or in proposal) quotation per risk, whatever the race.
    uniqueIndex('quotations_one_closing_per_risk')
      .on(t.riskId)
      .where(sql`status in ('accepted', 'advanced', 'proposal')`),
  ],
);

/** The add-on coverages priced into a quotation. */
export const quotationAddons = pgTable(
  'quotation_addons',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    rateId: integer('rate_id').references(() => rates.id, { onDelete: 'set null' }),
    value: percent(),
  },
  (t) => [primaryKey({ columns: [t.quotationId, t.moduleId] })],
);

/** Status history of a quotation: description, date, comment, user. */
export const quotationStatuses = pgTable(
  'quotation_statuses',
  {
    id: id(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    description: varchar({ length: 16 }).notNull(),
    comment: text(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('quotation_statuses_quotation_idx').on(t.quotationId),
    // The dashboard's acceptances of a period.
    index('quotation_statuses_description_created_idx').on(t.description, t.createdAt),
  ],
);
