// POST negotiations/{id}/advances: the accepted quotations of a negotiation become 'Anticipada'
// (advance date now) and the advance mail goes with each advance PDF and the site plans.
// Order: everything is written in one transaction and the mail is sent inside it, before the
// commit; a failed mail throws and rolls the transaction back, so the quotations stay as they
// were and the producer reads 'ERROR 502: ...' (docs/documents-mail.md).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fillMessage } from '../../../src/domain/messages';
import type { AuthUser } from '../../auth/tokens';
import type { Db, DbOrTx } from '../../db/client';
import { advanceImages, advances, quotations, quotationStatuses } from '../../db/schema';
import { loadDocumentData } from '../../documents/data';
import { advancePdf } from '../../documents/quotation-documents';
import { HttpError } from '../../http/errors';
import { logMailFailure, type MailMessage, type Mailer } from '../../mail/mailer';
import { advanceMailText } from '../../mail/messages';
import { advanceMailSettings } from '../../mail/settings';
import { recordChange } from '../audit';
import { isoDateInArgentina } from '../../../src/domain/format';
import { detectImageMime } from '../users/logo';
import { advanceDueDate } from './advance-dates';
import { assertQuotationsActionable, conflict } from './rules';
import { assertNegotiationVisible } from './visibility';

export const ADVANCE_MESSAGES = {
  sent: 'El anticipo fue enviado por email de forma exitosa.',
  needsAccepted: 'Para enviar un anticipo, primero debes aceptar una cotización',
  notAnImage: 'El archivo ({file}) no es una imagen',
  tooBig: 'Cada plano puede pesar hasta 5 MB.',
  tooMany: 'Podés adjuntar hasta 10 planos.',
  mailFailed: 'No se pudo enviar el e-mail: {reason}',
} as const;
export const PLAN_MAX_BYTES = 5 * 1024 * 1024;
export const PLAN_MAX_FILES = 10;

export interface PlanUpload {
  filename: string;
  bytes: Buffer;
}

export interface CheckedPlan extends PlanUpload {
  mime: string;
}

/** Each plan must be an image by its bytes (PNG, JPEG, GIF or WebP); 422 naming the first that is not. */
export function checkPlans(plans: PlanUpload[]): CheckedPlan[] {
  return plans.map((p, i) => {
    const mime = detectImageMime(p.bytes);
    if (!mime)
      throw new HttpError(422, fillMessage(ADVANCE_MESSAGES.notAnImage, { file: p.filename }), {
        [`images.${i}`]: [fillMessage(ADVANCE_MESSAGES.notAnImage, { file: p.filename })],
      });
    return { ...p, mime };
  });
}

/** What the advance PDF says of the latest advance of a quotation: until when it is valid and its plans. */
export interface AdvanceFacts {
  /** 'YYYY-MM-DD' (null: an advance recorded before due dates existed) */
  dueDate: string | null;
  plans: string[];
}

export async function latestAdvance(db: DbOrTx, quotationId: number): Promise<AdvanceFacts> {
  const [latest] = await db
    .select({ id: advances.id, dueDate: advances.dueDate })
    .from(advances)
    .where(eq(advances.quotationId, quotationId))
    .orderBy(desc(advances.id))
    .limit(1);
  if (!latest) return { dueDate: null, plans: [] };
  const rows = await db
    .select({ fileName: advanceImages.fileName })
    .from(advanceImages)
    .where(eq(advanceImages.advanceId, latest.id))
    .orderBy(advanceImages.id);
  return { dueDate: latest.dueDate, plans: rows.map((r) => r.fileName) };
}

/** The advance mail could not go: the transaction rolls back, then the failure is recorded. */
class MailFailed extends Error {
  constructor(
    readonly mail: MailMessage,
    readonly reason: unknown,
  ) {
    super('advance mail failed');
  }
}

function mailFailure(err: unknown): HttpError {
  const e = err as { responseCode?: number; response?: string; message?: string };
  const reason = e.responseCode ? `${e.responseCode} ${e.response ?? ''}`.trim() : (e.message ?? String(err));
  return new HttpError(502, fillMessage(ADVANCE_MESSAGES.mailFailed, { reason }));
}

export async function sendAdvance(
  db: Db,
  deps: { mailer: Mailer; appUrl: string },
  actor: AuthUser,
  negotiationId: number,
  plans: CheckedPlan[],
): Promise<{ quotationIds: number[]; recipients: string[] }> {
  try {
    return await writeAndSend(db, deps, actor, negotiationId, plans);
  } catch (err) {
    if (!(err instanceof MailFailed)) throw err;
    await logMailFailure(db, err.mail, err.reason);
    throw mailFailure(err.reason);
  }
}

function writeAndSend(db: Db, deps: { mailer: Mailer; appUrl: string }, actor: AuthUser, negotiationId: number, plans: CheckedPlan[]) {
  return db.transaction(async (tx) => {
    const negotiation = await assertNegotiationVisible(tx, actor, negotiationId, true);
    await assertQuotationsActionable(tx, negotiation);
    const accepted = await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(and(eq(quotations.negotiationId, negotiationId), eq(quotations.status, 'accepted')))
      .orderBy(quotations.id);
    if (!accepted.length) throw conflict(ADVANCE_MESSAGES.needsAccepted);
    const ids = accepted.map((q) => q.id);
    const now = new Date();
    await tx.update(quotations).set({ status: 'advanced', advanceDate: now, updatedAt: now }).where(inArray(quotations.id, ids));
    await tx
      .insert(quotationStatuses)
      .values(ids.map((quotationId) => ({ quotationId, description: 'advanced', comment: null, userId: actor.id })));
    for (const id of ids)
      await recordChange(tx, actor.id, {
        entity: 'quotations',
        entityId: id,
        action: 'advance',
        before: { status: 'accepted' },
        after: { status: 'advanced' },
      });

    const settings = await advanceMailSettings(tx);
    const data = await loadDocumentData(tx, negotiationId);
    const recipients = settings.enabled
      ? [...settings.to, ...(settings.copyToProducer && data.negotiation.user.email ? [data.negotiation.user.email] : [])]
      : [];
    const dueDate = advanceDueDate(isoDateInArgentina(now));
    for (const quotationId of ids) {
      const [advance] = await tx
        .insert(advances)
        .values({
          negotiationId,
          quotationId,
          userId: actor.id,
          recipients: recipients.join(', '),
          sentAt: settings.enabled ? now : null,
          dueDate,
        })
        .returning({ id: advances.id });
      if (plans.length)
        await tx
          .insert(advanceImages)
          .values(plans.map((p) => ({ advanceId: advance!.id, fileName: p.filename, mime: p.mime, data: p.bytes })));
    }

    if (settings.enabled && recipients.length) {
      const facts = { dueDate, plans: plans.map((p) => p.filename) };
      const pdfs = await Promise.all(ids.map((id) => advancePdf(data, id, facts)));
      const { subject, text } = advanceMailText(data.negotiation, ids, { plans: plans.length, dueDate }, deps.appUrl);
      const message: MailMessage = {
        kind: 'advance',
        from: settings.from,
        to: settings.to.length ? settings.to : recipients,
        cc: settings.copyToProducer && settings.to.length && data.negotiation.user.email ? data.negotiation.user.email : undefined,
        bcc: settings.bcc.length ? settings.bcc : undefined,
        subject,
        text,
        attachments: [
          ...pdfs.map((p) => ({ filename: p.fileName, content: p.pdf, contentType: 'application/pdf' })),
          ...plans.map((p) => ({ filename: p.filename, content: p.bytes, contentType: p.mime })),
        ],
      };
      try {
        await deps.mailer.send(message, { log: tx });
      } catch (err) {
        throw new MailFailed(message, err);
      }
    }
    return { quotationIds: ids, recipients };
  });
}
