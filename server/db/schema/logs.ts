import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
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
