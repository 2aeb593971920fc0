import { date, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { bytea } from './custom-types';
import { negotiations, quotations } from './negotiations';
import { users } from './users';

/** Numbers handed out by the local management-system implementation. */
export const managementNumberSeq = pgSequence('management_number_seq', { startWith: 500000 });
export const receiptNumberSeq = pgSequence('receipt_number_seq', { startWith: 800000 });
export const referenceNumberSeq = pgSequence('reference_number_seq', { startWith: 100000 });

/** A proposal submitted to the external management system for an accepted quotation. */
export const proposals = pgTable('proposals', {
  id: id(),
  quotationId: integer('quotation_id')
    .notNull()
    .unique()
    .references(() => quotations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id),
  managementNumber: text('management_number').notNull(),
  receiptNumber: text('receipt_number').notNull(),
  referenceNumber: text('reference_number').notNull(),
  payload: jsonb().notNull(),
  createdAt: createdAt(),
});

/** An advance (anticipo) sent by e-mail with site-plan images. */
export const advances = pgTable(
  'advances',
  {
    id: id(),
    negotiationId: integer('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    recipients: text().notNull().default(''),
    /** when the advance mail went (the mail job sent it); null while it has not */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** the advance mail: queued (the job will send it, or retries), sent, failed (retries used up); null: none (sending disabled) */
    mailStatus: text('mail_status'),
    /** why the last attempt failed (the mail server's answer) */
    mailError: text('mail_error'),
    /** the job that sends it (the advances of one sending share it) */
    mailJobId: integer('mail_job_id'),
    /** When the advance expires; the due-date notification job warns before it. */
    dueDate: date('due_date'),
    dueNotifiedAt: timestamp('due_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('advances_negotiation_idx').on(t.negotiationId), index('advances_quotation_idx').on(t.quotationId)],
);

export const advanceImages = pgTable('advance_images', {
  id: id(),
  advanceId: integer('advance_id')
    .notNull()
    .references(() => advances.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mime: text().notNull(),
  data: bytea().notNull(),
});
