// The advance mail (on_advance_send_emails_* settings): the advance PDF of each quotation and the
// site plans, to the configured addresses, BCC and a copy to the producer. Queued in the
// transaction that records the advance, so it goes once that commits; while the mail server
// refuses or does not answer it is retried, and the advances keep how it went (mail_status), which
// the quotation's detail shows (docs/documents-mail.md).
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '../../../src/domain/core/ids';
import type { Db, DbOrTx } from '../../db/client';
import { advanceImages, advances } from '../../db/schema';
import { loadDocumentData } from '../../documents/data';
import { advancePdf } from '../../documents/quotation-documents';
import { MAIL_RETRY_DELAYS_MS, type MailMessage } from '../../mail/mailer';
import { advanceMailText } from '../../mail/messages';
import { advanceMailSettings } from '../../mail/settings';
import { recordChanges } from '../../db/audit';
import { defineJob, type JobContext } from '../handler';
import { insertJob } from '../store';

export const ADVANCE_MAIL_FAILED = 'No se pudo enviar el e-mail del anticipo.';

type AdvanceMailSettings = Awaited<ReturnType<typeof advanceMailSettings>>;

/** Who the advance mail goes to: the configured addresses with the producer in copy, or the producer alone. */
export function advanceEnvelope(settings: AdvanceMailSettings, producerEmail: string | null | undefined) {
  if (!settings.enabled) return { to: [], cc: [], recipients: [] };
  const producer = settings.copyToProducer && producerEmail ? [producerEmail] : [];
  return {
    to: settings.to.length ? settings.to : producer,
    cc: settings.to.length ? producer : [],
    recipients: [...settings.to, ...producer],
  };
}

/** The mail server's answer ('550 Buzón inexistente'), else the error's message. */
export function mailFailureReason(err: unknown): string {
  const e = err as { responseCode?: number; response?: string; message?: string };
  return e.responseCode ? `${e.responseCode} ${e.response ?? ''}`.trim() : (e.message ?? String(err));
}

type Pending = { id: number; negotiationId: number; quotationId: number; dueDate: string | null };

/** Records a failed attempt; after the last one the mail is 'failed' and the quotations' history says why. */
async function recordFailure(job: JobContext, pending: Pending[], reason: string) {
  const ids = pending.map((a) => a.id);
  await job.db.transaction(async (tx) => {
    await tx
      .update(advances)
      .set({ mailError: reason, ...(job.lastAttempt ? { mailStatus: 'failed' } : {}) })
      .where(and(inArray(advances.id, ids), eq(advances.mailStatus, 'queued')));
    if (job.lastAttempt)
      await recordChanges(
        tx,
        job.userId,
        pending.map((a) => ({
          entity: 'quotations',
          entityId: a.quotationId,
          action: 'advance-mail',
          after: { mail: 'no enviado', error: reason },
        })),
      );
  });
}

/** The mail of these advances as the settings say now; null when it goes to nobody (sending turned off since). */
async function advanceMail(job: JobContext, pending: Pending[]): Promise<{ message: MailMessage; recipients: string[] } | null> {
  const db = job.db;
  const first = pending[0]!;
  const settings = await advanceMailSettings(db);
  const data = await loadDocumentData(db, first.negotiationId);
  const envelope = advanceEnvelope(settings, data.negotiation.user.email);
  if (!envelope.to.length) return null;
  const quotationIds = pending.map((a) => a.quotationId);
  const plans = await db
    .select({ fileName: advanceImages.fileName, mime: advanceImages.mime, data: advanceImages.data })
    .from(advanceImages)
    .where(eq(advanceImages.advanceId, first.id))
    .orderBy(advanceImages.id);
  const facts = { dueDate: first.dueDate, plans: plans.map((p) => p.fileName) };
  const pdfs = await Promise.all(quotationIds.map((id) => advancePdf(data, id, facts)));
  const { subject, text } = advanceMailText(data.negotiation, quotationIds, { plans: plans.length, dueDate: first.dueDate }, job.appUrl);
  const message: MailMessage = {
    kind: 'advance',
    from: settings.from,
    to: envelope.to,
    cc: envelope.cc.length ? envelope.cc : undefined,
    bcc: settings.bcc.length ? settings.bcc : undefined,
    subject,
    text,
    attachments: [
      ...pdfs.map((p) => ({ filename: p.fileName, content: p.pdf, contentType: 'application/pdf' })),
      ...plans.map((p) => ({ filename: p.fileName, content: p.data, contentType: p.mime })),
    ],
  };
  return { message, recipients: envelope.recipients };
}

export async function sendAdvanceMail(job: JobContext, advanceIds: number[]): Promise<{ sent: boolean; to: string[] }> {
  const db = job.db;
  const pending: Pending[] = await db
    .select({ id: advances.id, negotiationId: advances.negotiationId, quotationId: advances.quotationId, dueDate: advances.dueDate })
    .from(advances)
    .where(and(inArray(advances.id, advanceIds), eq(advances.mailStatus, 'queued')))
    .orderBy(advances.id);
  if (!pending.length) return { sent: false, to: [] }; // sent already, or the negotiation was deleted
  const ids = pending.map((a) => a.id);
  let mail: Awaited<ReturnType<typeof advanceMail>>;
  try {
    mail = await advanceMail(job, pending);
    if (mail) await job.mailer.send(mail.message);
  } catch (err) {
    // whatever failed (the mail server, or making the PDF), the advance says so: never 'queued' for good
    await recordFailure(job, pending, mailFailureReason(err));
    throw err;
  }
  if (!mail) {
    await db.update(advances).set({ mailStatus: null, mailError: null }).where(inArray(advances.id, ids));
    return { sent: false, to: [] };
  }
  // The mail went: a failure to record it must not send it again (the job is not retried for it).
  const to = mail.recipients.join(', ');
  await db
    .transaction(async (tx) => {
      await tx
        .update(advances)
        .set({ mailStatus: 'sent', sentAt: new Date(), mailError: null, recipients: to })
        .where(inArray(advances.id, ids));
      await recordChanges(
        tx,
        job.userId,
        pending.map((a) => ({ entity: 'quotations', entityId: a.quotationId, action: 'advance-mail', after: { mail: 'enviado', to } })),
      );
    })
    .catch((err: unknown) => job.log.error({ err, advances: ids }, 'the advance mail went but could not be recorded'));
  return { sent: true, to: mail.recipients };
}

export const advanceMailJob = defineJob<{ advanceIds: number[] }, { sent: boolean; to: string[] }>({
  kind: 'advance-mail',
  payload: z.object({ advanceIds: z.array(idSchema()).min(1) }),
  failureMessage: ADVANCE_MAIL_FAILED,
  retryDelaysMs: MAIL_RETRY_DELAYS_MS,
  run: (job, { advanceIds }) => sendAdvanceMail(job, advanceIds),
});

/** Queues the mail of these advances (one sending) inside the caller's transaction; they read 'queued' until it goes. */
export async function queueAdvanceMail(tx: DbOrTx, advanceIds: number[], userId: number | null): Promise<number> {
  const id = await insertJob(tx as Db, { kind: advanceMailJob.kind, payload: advanceMailJob.payload.parse({ advanceIds }), userId });
  await tx.update(advances).set({ mailStatus: 'queued', mailError: null, mailJobId: id }).where(inArray(advances.id, advanceIds));
  return id;
}
