import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { bytea } from './custom-types';
import { campaigns } from './catalog';
import { users } from './users';

/** Every mail the product sends (or tried to). */
export const mailLog = pgTable('mail_log', {
  id: id(),
  kind: text().notNull(),
  to: text().notNull(),
  subject: text().notNull(),
  status: text().notNull(), // sent | failed
  error: text(),
  location: text(), // SMTP message id or .eml path
  createdAt: createdAt(),
});

/** Who changed what (feeds the risk's change-history tab). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id),
    entity: text().notNull(),
    entityId: integer('entity_id').notNull(),
    action: text().notNull(),
    changes: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

/** A rates import: the file, its progress and its report (processes are stateless). */
export const rateImports = pgTable('rate_imports', {
  id: id(),
  userId: integer('user_id').references(() => users.id),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id),
  companyId: integer('company_id').notNull(),
  fileName: text('file_name').notNull(),
  file: bytea().notNull(),
  status: text().notNull().default('pending'), // pending | running | done | failed
  totalRows: integer('total_rows').notNull().default(0),
  processedRows: integer('processed_rows').notNull().default(0),
  ratesImported: integer('rates_imported').notNull().default(0),
  errors: jsonb().notNull().default([]),
  message: text(),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
