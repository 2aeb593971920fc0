import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, limitedText, money } from './columns';
import { crops } from './catalog';
import { negotiations } from './negotiations';

/** A request sent from the public contact form. */
export const contacts = pgTable('contacts', {
  id: id(),
  email: text().notNull(),
  name: text().notNull(),
  address: text().notNull(),
  location: text().notNull(),
  province: text().notNull(),
  cell: limitedText('cell').notNull(),
  cuit: limitedText('cuit').notNull(),
  negotiationId: integer('negotiation_id').references(() => negotiations.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const contactRisks = pgTable(
  'contact_risks',
  {
    id: id(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    location: text().notNull(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id),
    numberOfHectares: money('number_of_hectares').notNull(),
    hectarePrice: money('hectare_price').notNull(),
    hectarePriceCurrencyId: smallint('hectare_price_currency_id').notNull(),
  },
  (t) => [index('contact_risks_contact_idx').on(t.contactId)],
);

/** Solved captcha challenges of the public form, by signature: each is accepted once, until it expires. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captchas_expires_idx').on(t.expiresAt)],
);

/** Secrets the server generates once and every process shares (the captcha's signing key when CAPTCHA_SECRET is unset). */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
