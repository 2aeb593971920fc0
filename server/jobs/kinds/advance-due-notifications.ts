// The advances whose due date comes (docs/documents-mail.md): a scheduled job mails the producer
// and/or the admin address (advance_due_date_notification_* settings) ADVANCE_NOTICE_DAYS before
// the due date. Each advance is claimed (due_notified_at set) in the transaction that sends its
// mail, so no two runs mail it twice and a failed mail leaves it for the next run.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isoDateInArgentina } from '../../../src/domain/format';
import type { Db } from '../../db/client';
import { advances, clients, modules, negotiations, quotations, users } from '../../db/schema';
import { logMailFailure, type Mailer } from '../../mail/mailer';
import { advanceDueMailText } from '../../mail/messages';
import { advanceDueSettings } from '../../mail/settings';
import { addDays, ADVANCE_NOTICE_DAYS } from '../../services/negotiations/advance-dates';
import { defineJob } from '../handler';

const HOUR_MS = 60 * 60 * 1000;

export async function notifyDueAdvances(
  db: Db,
  deps: { mailer: Mailer; appUrl: string; today?: string | undefined },
): Promise<{ sent: number; failed: number }> {
  const settings = await advanceDueSettings(db);
  if (!settings.enabled) return { sent: 0, failed: 0 };
  const today = deps.today ?? isoDateInArgentina();
  const limit = addDays(today, ADVANCE_NOTICE_DAYS);
  const due = await db
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
    .where(and(isNull(advances.dueNotifiedAt), lte(advances.dueDate, limit)))
    .orderBy(asc(advances.dueDate), asc(advances.id));
  let sent = 0;
  let failed = 0;
  for (const a of due) {
    const to = [...(settings.toProducer && a.producerEmail ? [a.producerEmail] : []), ...settings.admin];
    if (!to.length || !a.dueDate) continue;
    const message = { kind: 'advance-due', to, ...advanceDueMailText({ ...a, dueDate: a.dueDate }, today, deps.appUrl) };
    try {
      const mailed = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(advances)
          .set({ dueNotifiedAt: new Date() })
          .where(and(eq(advances.id, a.id), isNull(advances.dueNotifiedAt)))
          .returning({ id: advances.id });
        if (!claimed.length) return false; // another run mailed it meanwhile
        await deps.mailer.send(message, { log: tx });
        return true;
      });
      if (mailed) sent += 1;
    } catch (err) {
      // the claim rolled back: the next run tries again
      failed += 1;
      await logMailFailure(db, message, err);
    }
  }
  return { sent, failed };
}

/** Every hour, in one process at a time. */
export const advanceDueNotificationsJob = defineJob<{ today?: string | undefined }, { sent: number; failed: number }>({
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
  run: (job, { today }) => notifyDueAdvances(job.db, { mailer: job.mailer, appUrl: job.appUrl, today }),
});
