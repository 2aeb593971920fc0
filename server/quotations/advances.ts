// POST negotiations/{id}/advances: the accepted quotations of a negotiation become 'Anticipada'
// (advance date now) and the advance mail, with each advance PDF and the site plans, is queued.
// Order: the advance and its mail job are written in one transaction; the job runner sends the
// mail once that commits and retries while the mail server refuses or does not answer. No mail
// inside the transaction: a slow mail server never holds the negotiation's lock or the answer,
// and the advance's mail status tells the producer how it went (docs/documents-mail.md).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fillMessage } from '../../src/domain/core/messages';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { advanceImages, advances, quotations, quotationStatuses, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { advanceEnvelope, queueAdvanceMail } from '../jobs/kinds/advance-mail';
import { advanceMailSettings } from '../mail/settings';
import { recordChange } from '../db/audit';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { detectImageMime } from '../users/logo';
import { advanceDueDate } from './advance-dates';
import { QUOTATION_NOT_FOUND } from './quotations';
import { assertQuotationsActionable, conflict } from './rules';
import { assertNegotiationVisible } from './visibility';

export const ADVANCE_MESSAGES = {
  sent: 'El anticipo fue enviado por email de forma exitosa.',
  needsAccepted: 'Para enviar un anticipo, primero debes aceptar una cotización',
  notAnImage: 'El archivo ({file}) no es una imagen',
  tooBig: 'Cada plano puede pesar hasta 5 MB.',
  tooMany: 'Podés adjuntar hasta 10 planos.',
  notResendable: 'El e-mail del anticipo no está pendiente de reenvío.',
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

/** Records the advance of the accepted quotations and queues its mail; answers the planned recipients. */
export function sendAdvance(
  db: Db,
  actor: AuthUser,
  negotiationId: number,
  plans: CheckedPlan[],
): Promise<{ quotationIds: number[]; recipients: string[] }> {
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
    const [producer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, negotiation.userId));
    const { to, recipients } = advanceEnvelope(settings, producer?.email);
    const dueDate = advanceDueDate(isoDateInArgentina(now));
    const advanceIds: number[] = [];
    for (const quotationId of ids) {
      const [advance] = await tx
        .insert(advances)
        .values({ negotiationId, quotationId, userId: actor.id, recipients: recipients.join(', '), dueDate })
        .returning({ id: advances.id });
      advanceIds.push(advance!.id);
      if (plans.length)
        await tx
          .insert(advanceImages)
          .values(plans.map((p) => ({ advanceId: advance!.id, fileName: p.filename, mime: p.mime, data: p.bytes })));
    }
    if (to.length) await queueAdvanceMail(tx, advanceIds, actor.id);
    return { quotationIds: ids, recipients };
  });
}

/**
 * Sends again the advance mail of a quotation whose sending failed for good (its retries used up):
 * a new mail job for the advances of that sending, with the settings as they are now.
 */
export function resendAdvanceMail(db: Db, actor: AuthUser, quotationId: number): Promise<{ advanceIds: number[] }> {
  return db.transaction(async (tx) => {
    const [q] = await tx.select({ negotiationId: quotations.negotiationId }).from(quotations).where(eq(quotations.id, quotationId));
    if (!q) throw notFound(QUOTATION_NOT_FOUND);
    await assertNegotiationVisible(tx, actor, q.negotiationId, true);
    const [latest] = await tx
      .select({ mailStatus: advances.mailStatus, mailJobId: advances.mailJobId })
      .from(advances)
      .where(eq(advances.quotationId, quotationId))
      .orderBy(desc(advances.id))
      .limit(1);
    if (latest?.mailStatus !== 'failed' || latest.mailJobId === null) throw conflict(ADVANCE_MESSAGES.notResendable);
    const batch = await tx
      .select({ id: advances.id })
      .from(advances)
      .where(and(eq(advances.mailJobId, latest.mailJobId), eq(advances.mailStatus, 'failed')));
    const advanceIds = batch.map((a) => a.id);
    await queueAdvanceMail(tx, advanceIds, actor.id);
    return { advanceIds };
  });
}
