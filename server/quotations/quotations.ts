// The actions on one quotation of the detail page: accept (optional comment), reject and
// recalculate ('Recotizada'). Each locks the negotiation's row before reading the quotation, so
// concurrent actions on one negotiation run one after the other: of 50 simultaneous accepts on
// the quotations of a risk exactly one wins, the others find the risk closed (409). The partial
// unique index quotations_one_closing_per_risk backs this in the database.
import { and, eq, inArray } from 'drizzle-orm';
import type { Quotation } from '../../src/domain/quotations/entity';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { negotiations, quotations, quotationStatuses, risks } from '../db/schema';
import { notFound } from '../http/errors';
import { recordChange } from '../db/audit';
import { readQuotations } from './detail-risks';
import { repriceQuotations } from './quote';
import { assertQuotationsActionable, conflict, hasClosingQuotation, RULE_MESSAGES } from './rules';
import { assertNegotiationVisible, type NegotiationRow } from './visibility';

export const QUOTATION_NOT_FOUND = 'No se encontró la cotización.';

type QuotationRow = typeof quotations.$inferSelect;

/** Statuses a quotation can still be accepted, rejected or recalculated from. */
const OPEN = ['initiated', 'updated'];

async function lockQuotation(tx: DbOrTx, actor: AuthUser, id: number): Promise<{ q: QuotationRow; negotiation: NegotiationRow }> {
  const [found] = await tx.select({ negotiationId: quotations.negotiationId }).from(quotations).where(eq(quotations.id, id)).limit(1);
  if (!found) throw notFound(QUOTATION_NOT_FOUND);
  const negotiation = await assertNegotiationVisible(tx, actor, found.negotiationId, true);
  // Read again under the lock: another action may have changed it meanwhile.
  const [q] = await tx.select().from(quotations).where(eq(quotations.id, id)).limit(1);
  if (!q) throw notFound(QUOTATION_NOT_FOUND);
  await assertQuotationsActionable(tx, negotiation);
  return { q, negotiation };
}

/** An open quotation of a risk that nothing closed yet; otherwise the transition's message. */
async function assertOpen(tx: DbOrTx, q: QuotationRow, accepting: boolean) {
  if (accepting && q.status === 'rejected') throw conflict(RULE_MESSAGES.rejectedQuotation);
  if (!OPEN.includes(q.status)) throw conflict(RULE_MESSAGES.decidedQuotation);
  if (await hasClosingQuotation(tx, q.negotiationId, q.riskId)) throw conflict(RULE_MESSAGES.riskClosed);
}

async function setStatus(tx: DbOrTx, actor: AuthUser, q: QuotationRow, status: string, comment: string | null, action: string) {
  const updated = await tx
    .update(quotations)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(quotations.id, q.id), inArray(quotations.status, OPEN)))
    .returning({ id: quotations.id });
  if (!updated.length) throw conflict(RULE_MESSAGES.decidedQuotation);
  await tx.insert(quotationStatuses).values({ quotationId: q.id, description: status, comment, userId: actor.id });
  await recordChange(tx, actor.id, {
    entity: 'quotations',
    entityId: q.id,
    action,
    before: { status: q.status },
    after: { status, ...(comment ? { comment } : {}) },
  });
}

/** The answer of an action: the quotation as the detail shows it, read after the write's transaction. */
async function quotationOf(db: Db, id: number): Promise<Quotation> {
  const [q] = (await readQuotations(db, { quotationId: id })).list;
  if (!q) throw notFound(QUOTATION_NOT_FOUND);
  return q;
}

/** PUT quotations/{id}/accept: the risk's chosen option; the negotiation becomes accepted. */
export async function acceptQuotation(db: Db, actor: AuthUser, id: number, comment: string | null): Promise<Quotation> {
  await db.transaction(async (tx) => {
    const { q, negotiation } = await lockQuotation(tx, actor, id);
    await assertOpen(tx, q, true);
    await setStatus(tx, actor, q, 'accepted', comment, 'accept');
    if (negotiation.state !== 'accepted') {
      await tx.update(negotiations).set({ state: 'accepted', updatedAt: new Date() }).where(eq(negotiations.id, negotiation.id));
      await recordChange(tx, actor.id, {
        entity: 'negotiations',
        entityId: negotiation.id,
        action: 'update',
        before: { state: negotiation.state },
        after: { state: 'accepted' },
      });
    }
  });
  return quotationOf(db, id);
}

/** PUT quotations/{id}/reject. */
export async function rejectQuotation(db: Db, actor: AuthUser, id: number, comment: string | null): Promise<Quotation> {
  await db.transaction(async (tx) => {
    const { q } = await lockQuotation(tx, actor, id);
    await assertOpen(tx, q, false);
    await setStatus(tx, actor, q, 'rejected', comment, 'reject');
  });
  return quotationOf(db, id);
}

/** PUT quotations/{id} with an empty body: re-priced from today's rates and settings, status 'updated' (Recotizada). */
export async function recalculateQuotation(db: Db, actor: AuthUser, id: number): Promise<Quotation> {
  await db.transaction(async (tx) => {
    const { q, negotiation } = await lockQuotation(tx, actor, id);
    await assertOpen(tx, q, false);
    const [risk] = await tx.select().from(risks).where(eq(risks.id, q.riskId)).limit(1);
    if (!risk) throw notFound(QUOTATION_NOT_FOUND);
    const { gone } = await repriceQuotations(tx, negotiation, risk, [q]);
    if (gone.length) throw conflict(RULE_MESSAGES.rateGone);
    const after = firstRow(await tx.select().from(quotations).where(eq(quotations.id, id)));
    await setStatus(tx, actor, q, 'updated', null, 'recalculate');
    await recordChange(tx, actor.id, {
      entity: 'quotations',
      entityId: id,
      action: 'update',
      before: { value: q.value, cost: q.cost, costPerHectare: q.costPerHectare, tax: q.tax },
      after: { value: after.value, cost: after.cost, costPerHectare: after.costPerHectare, tax: after.tax },
    });
  });
  return quotationOf(db, id);
}
