// POST quotations/{id}/proposals: an accepted (or advanced) quotation of insurer 1 becomes a
// proposal in the management system. The negotiation's row is locked first (FOR UPDATE), so two
// submissions of one quotation queue: the second finds the proposal and gets 409. The unique
// key on proposals.quotation_id backs this in the database. A failure of the management system
// rolls everything back: the quotation stays as it was.
import { eq } from 'drizzle-orm';
import { canDo } from '../../src/domain/access/access';
import { PROPOSAL_REFUSALS, proposalRefusal } from '../../src/domain/quotations/detail';
import { proposalSchema } from '../../src/domain/proposals/schema';
import { fieldErrors } from '../../src/domain/core/validation';
import type { AuthUser } from '../auth/tokens';
import type { Db } from '../db/client';
import { modules, proposals, quotations, quotationStatuses, users } from '../db/schema';
import { HttpError, notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { conflict } from '../quotations/rules';
import { assertNegotiationVisible } from '../quotations/visibility';
import type { ManagementSystemGateway, ProposalNumbers } from './gateway';

export const PROPOSAL_MESSAGES_SERVER = {
  quotationNotFound: 'No se encontró la cotización.',
  ...PROPOSAL_REFUSALS,
  producerNumber: 'Solo un administrador cambia el número de productor.',
} as const;

/** Exchange payment (Canje): the form asks for exchange type, destination centre and delivery place. */
const EXCHANGE_PAYMENT_METHOD = 1;

export async function submitProposal(
  db: Db,
  gateway: ManagementSystemGateway,
  actor: AuthUser,
  quotationId: number,
  body: Record<string, unknown>,
): Promise<ProposalNumbers> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ negotiationId: quotations.negotiationId }).from(quotations).where(eq(quotations.id, quotationId));
    if (!found) throw notFound(PROPOSAL_MESSAGES_SERVER.quotationNotFound);
    const negotiation = await assertNegotiationVisible(tx, actor, found.negotiationId, true);
    const [row] = await tx
      .select({ q: quotations, companyId: modules.companyId, proposalId: proposals.id })
      .from(quotations)
      .innerJoin(modules, eq(modules.id, quotations.moduleId))
      .leftJoin(proposals, eq(proposals.quotationId, quotations.id))
      .where(eq(quotations.id, quotationId));
    if (!row) throw notFound(PROPOSAL_MESSAGES_SERVER.quotationNotFound);
    const refusal = proposalRefusal({ status: row.q.status, companyId: row.companyId, hasProposal: row.proposalId !== null });
    if (refusal) throw conflict(refusal);

    // The producer number is the producer's code unless an admin-type role writes another one.
    const [producer] = await tx.select({ sancorId: users.sancorId }).from(users).where(eq(users.id, negotiation.userId));
    const own = producer?.sancorId ?? '';
    const sent = body.producerNumber;
    const given = sent === undefined || sent === null || sent === '' ? undefined : String(sent).trim();
    if (!canDo(actor, ['proposals', 'producerNumber']) && given !== undefined && given !== own)
      throw new HttpError(403, PROPOSAL_MESSAGES_SERVER.producerNumber);
    const parsed = proposalSchema({ exchange: negotiation.paymentMethodId === EXCHANGE_PAYMENT_METHOD }).safeParse({
      ...body,
      producerNumber: given ?? own,
    });
    if (!parsed.success) throw validationError(fieldErrors(parsed.error));

    const numbers = await gateway.submitProposal(tx, {
      quotationId,
      negotiationNumber: negotiation.number,
      payload: parsed.data,
    });
    await tx.insert(proposals).values({ quotationId, userId: actor.id, ...numbers, payload: parsed.data });
    await tx.update(quotations).set({ status: 'proposal', updatedAt: new Date() }).where(eq(quotations.id, quotationId));
    await tx
      .insert(quotationStatuses)
      .values({ quotationId, description: 'proposal', comment: `Propuesta ${numbers.managementNumber}`, userId: actor.id });
    await recordChange(tx, actor.id, {
      entity: 'quotations',
      entityId: quotationId,
      action: 'proposal',
      before: { status: row.q.status },
      after: { status: 'proposal', managementNumber: numbers.managementNumber },
    });
    return numbers;
  });
}

/** GET proposals/{quotationId}: the numbers of a quotation's proposal (404 when it has none). */
export async function loadProposal(db: Db, actor: AuthUser, quotationId: number): Promise<ProposalNumbers> {
  const [found] = await db.select({ negotiationId: quotations.negotiationId }).from(quotations).where(eq(quotations.id, quotationId));
  if (!found) throw notFound(PROPOSAL_MESSAGES_SERVER.quotationNotFound);
  await assertNegotiationVisible(db, actor, found.negotiationId);
  const [p] = await db
    .select({
      managementNumber: proposals.managementNumber,
      receiptNumber: proposals.receiptNumber,
      referenceNumber: proposals.referenceNumber,
    })
    .from(proposals)
    .where(eq(proposals.quotationId, quotationId));
  if (!p) throw notFound('La cotización no tiene una propuesta.');
  return p;
}
