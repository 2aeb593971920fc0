import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, discountPercent, flag, id, limitedText, updatedAt } from './columns';
import { bytea } from './custom-types';
import { companies } from './geo';
import { exchangeStores } from './market';

export const roles = pgTable('roles', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    lastname: text().notNull().default(''),
    cuit: limitedText('cuit'),
    address: text(),
    location: text(),
    province: text(),
    office: text(),
    fileNumber: text('file_number'),
    sancorId: text('sancor_id'),
    type: smallint(), // producer type (PRODUCER_TYPES)
    cell: limitedText('phone'),
    email: text().notNull(),
    username: text().notNull(),
    password: text().notNull(), // bcrypt
    roleId: integer('role_id')
      .notNull()
      .default(4)
      .references(() => roles.id),
    allowPaymentInKind: flag(),
    allowDiscountsOnPacks: flag(),
    allowSplitCoverages: flag(),
    seeVideo: flag(),
    seePdfDescription: flag(),
    seeSimulator: flag(),
    seeCoverageUserModule: flag(),
    sendProposal: flag(),
    exchangeStoreId: integer('exchange_store_id').references(() => exchangeStores.id),
    maxDiscountAllow: discountPercent('max_discount_allow').notNull().default('0'),
    preferredUrl: text('preferred_url'),
    paymentMethodId: smallint('payment_method_id'),
    rateOptionId: smallint('rate_option_id'),
    hectarePriceCurrencyId: smallint('hectare_price_currency_id'),
    supervisorId: integer('supervisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    logo: bytea(),
    logoMime: text('logo_mime'),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_supervisor_idx').on(t.supervisorId),
    index('users_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Insurers a user may quote with. */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);
