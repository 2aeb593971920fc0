import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { bytea } from './custom-types';
import { users } from './users';

/** Largest input file a job keeps (the uploads' own limits are lower). */
export const JOB_FILE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Background work (docs/rules/contract.md#funcionamiento-del-servidor): rate imports now; PDFs, spreadsheets and mails later. A worker in
 * each API process takes queued jobs under an advisory lock (server/jobs/).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    status: text().notNull().default('queued'), // queued | running | done | failed
    progressDone: integer('progress_done').notNull().default(0),
    /** null while the amount of work is not known yet */
    progressTotal: integer('progress_total'),
    payload: jsonb().notNull().default({}),
    /** the uploaded file the job works on; removed once the job finished */
    inputFile: bytea('input_file'),
    result: jsonb(),
    /** the Spanish reason of a failed job */
    error: text(),
    /** why it failed: input (the input cannot be processed), internal (logged) or interrupted */
    errorKind: text('error_kind'),
    /** who asked for it (the only one, besides admins, who may read it) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** how many times a worker took it (a kind with `retry` is queued again after a failure) */
    attempts: integer().notNull().default(0),
    /** a job queued again waits until then */
    runAfter: timestamp('run_after', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_queued_idx')
      .on(t.id)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_finished_idx').on(t.finishedAt),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_input_file_size_check', sql`octet_length(${t.inputFile}) <= ${sql.raw(String(JOB_FILE_MAX_BYTES))}`),
  ],
);
