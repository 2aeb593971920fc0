// The advances whose due date comes (docs/documents-mail.md): a scheduled job finds those due
// within ADVANCE_NOTICE_DAYS and, for each, claims it (due_notified_at set) and queues its notice
// mail in one transaction, so no two runs queue it twice; the notice job mails the producer and/or
// the admin address (advance_due_date_notification_* settings) and retries while the mail server
// is down. No mail is sent inside a transaction.
import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isoDateInArgentina } from '../../../src/domain/core/format';
import { idSchema } from '../../../src/domain/core/ids';
import type { Db } from '../../db/client';
import { advances, clients, modules, negotiations, quotations, users } from '../../db/schema';
import { MAIL_RETRY_DELAYS_MS } from '../../mail/mailer';
import { advanceDueMailText } from '../../mail/messages';
import { advanceDueSettings } from '../../mail/settings';
import { addDays, ADVANCE_NOTICE_DAYS } from '../../quotations/advance-dates';
import { defineJob, type JobContext } from '../handler';
import { insertJob } from '../store';

const HOUR_MS = 60 * 60 * 1000;

type DueSettings = Awaited<ReturnType<typeof advanceDueSettings>>;

/** Advances still 'Anticipada' (no proposal) matching `where`, with what their notice says and whom it goes to. */
async function dueAdvances(db: Db, settings: DueSettings, where: SQL | undefined) {
  const rows = await db
    .select({
      id: advances.id,
      dueDate: advances.dueDate,
      negotiationId: negotiations.id,
      number: negotiations.number,
      producerEmail: users.email,
      client: sql<string>`concat_ws(' ', ${clients.name}, ${clients.lastname})`,
      coverage: modules.description,
    })
    .from(advances)
    .innerJoin(quotations, and(eq(quotations.id, advances.quotationId), eq(quotations.status, 'advanced')))
    .innerJoin(negotiations, eq(negotiations.id, advances.negotiationId))
    .innerJoin(users, eq(users.id, negotiations.userId))
    .innerJoin(clients, eq(clients.id, negotiations.clientId))
    .innerJoin(modules, eq(modules.id, quotations.moduleId))
    .where(where)
    .orderBy(asc(advances.dueDate), asc(advances.id));
  return rows.flatMap((a) => {
    const to = [...(settings.toProducer && a.producerEmail ? [a.producerEmail] : []), ...settings.admin];
    return to.length && a.dueDate ? [{ ...a, dueDate: a.dueDate, to }] : [];
  });
}

/** Claims each advance coming due and queues its notice, in one transaction each. */
export async function queueDueNotices(db: Db, today?: string): Promise<{ queued: number }> {
  const settings = await advanceDueSettings(db);
  if (!settings.enabled) return { queued: 0 };
  const limit = addDays(today ?? isoDateInArgentina(), ADVANCE_NOTICE_DAYS);
  let queued = 0;
  for (const a of await dueAdvances(db, settings, and(isNull(advances.dueNotifiedAt), lte(advances.dueDate, limit)))) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(advances)
        .set({ dueNotifiedAt: new Date() })
        .where(and(eq(advances.id, a.id), isNull(advances.dueNotifiedAt)))
        .returning({ id: advances.id });
      if (!rows.length) return false; // another run took it meanwhile
      await insertJob(tx as Db, {
        kind: advanceDueMailJob.kind,
        payload: advanceDueMailJob.payload.parse({ advanceId: a.id }),
        userId: null,
      });
      return true;
    });
    if (claimed) queued += 1;
  }
  return { queued };
}

/** The notice of one advance, as things are when it goes (nothing if a proposal was made meanwhile). */
async function sendDueNotice(job: JobContext, advanceId: number): Promise<{ sent: boolean }> {
  const settings = await advanceDueSettings(job.db);
  if (!settings.enabled) return { sent: false };
  const [a] = await dueAdvances(job.db, settings, eq(advances.id, advanceId));
  if (!a) return { sent: false };
  await job.mailer.send({ kind: 'advance-due', to: a.to, ...advanceDueMailText(a, isoDateInArgentina(), job.appUrl) });
  return { sent: true };
}

export const advanceDueMailJob = defineJob<{ advanceId: number }, { sent: boolean }>({
  kind: 'advance-due-mail',
  payload: z.object({ advanceId: idSchema() }),
  failureMessage: 'No se pudo enviar el aviso de vencimiento del anticipo.',
  retryDelaysMs: MAIL_RETRY_DELAYS_MS,
  run: (job, { advanceId }) => sendDueNotice(job, advanceId),
});

/** Every hour, in one process at a time. */
export const advanceDueNotificationsJob = defineJob<{ today?: string | undefined }, { queued: number }>({
  kind: 'advance-due-notifications',
  /** `today` (YYYY-MM-DD): another day than today in Argentina */
  payload: z.object({
    today: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  exclusive: true,
  schedule: { everyMs: HOUR_MS, payload: {} },
  run: (job, { today }) => queueDueNotices(job.db, today),
});
