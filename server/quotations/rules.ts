// The transitions of negotiations, risks and quotations (docs/rules/quotations.md#acciones), checked on the
// server with a Spanish message each. A refused transition is a 409: the request was valid, the
// record's state does not allow it.
import { and, eq, inArray } from 'drizzle-orm';
import { cmp, dec } from '../../src/domain/core/decimal';
import { PRICING_MESSAGES } from '../../src/domain/quotations/premium';
import type { DbOrTx } from '../db/client';
import { clients, quotations, users } from '../db/schema';
import { HttpError, validationError } from '../http/errors';
import { CLOSING_STATUSES } from './detail-risks';
import type { NegotiationRow } from './visibility';

export const RULE_MESSAGES = {
  closed: 'La cotización ya tiene una opción aceptada, anticipada o en propuesta: no se puede modificar.',
  riskClosed: 'El riesgo ya tiene una cotización aceptada, anticipada o en propuesta: no se puede modificar.',
  cancelled: 'La cotización está cancelada: no se puede modificar.',
  cannotCancel: 'Solo se puede cancelar una cotización que no esté aceptada ni cancelada.',
  notQuoted: 'La solicitud todavía no fue cotizada.',
  backToRequest: 'Una cotización confirmada no puede volver a ser una solicitud.',
  rejectedQuotation: 'No se puede aceptar una cotización rechazada.',
  decidedQuotation: 'La cotización ya fue aceptada, anticipada o rechazada: no admite esta acción.',
  clientDeleted: 'El cliente de la cotización fue eliminado: no se pueden modificar sus cotizaciones.',
  rateGone: 'La cobertura ya no tiene tasa para el departamento y el cultivo del riesgo.',
} as const;

export const conflict = (message: string) => new HttpError(409, message);

/** Does any quotation of the negotiation (or of one risk) close it? */
export async function hasClosingQuotation(tx: DbOrTx, negotiationId: number, riskId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(
      and(
        eq(quotations.negotiationId, negotiationId),
        riskId !== undefined ? eq(quotations.riskId, riskId) : undefined,
        inArray(quotations.status, [...CLOSING_STATUSES]),
      ),
    )
    .limit(1);
  return !!row;
}

/** Editing a negotiation (its data, risks or coverages): not once cancelled nor once a quotation closed it. */
export async function assertEditable(tx: DbOrTx, negotiation: NegotiationRow): Promise<void> {
  if (negotiation.state === 'rejected') throw conflict(RULE_MESSAGES.cancelled);
  if (await hasClosingQuotation(tx, negotiation.id)) throw conflict(RULE_MESSAGES.closed);
}

/** Acting on quotations: only on a confirmed, not cancelled negotiation whose client is not deleted. */
export async function assertQuotationsActionable(tx: DbOrTx, negotiation: NegotiationRow): Promise<void> {
  if (negotiation.state === 'rejected') throw conflict(RULE_MESSAGES.cancelled);
  if (negotiation.isConfirmed !== 1) throw conflict(RULE_MESSAGES.notQuoted);
  const [client] = await tx.select({ deletedAt: clients.deletedAt }).from(clients).where(eq(clients.id, negotiation.clientId)).limit(1);
  if (client?.deletedAt) throw conflict(RULE_MESSAGES.clientDeleted);
}

/**
 * A risk's discount may not pass its producer's maximum (`maxDiscountAllow`): a 422 on each risk
 * that asks more (`key` names its field), never a smaller discount applied in silence.
 */
export async function assertDiscountsAllowed(
  db: DbOrTx,
  producerId: number,
  discounts: readonly string[],
  key: (index: number) => string = (i) => `risks.${i}.discount`,
): Promise<void> {
  if (!discounts.some((d) => dec(d).units > 0n)) return;
  const [producer] = await db.select({ max: users.maxDiscountAllow }).from(users).where(eq(users.id, producerId)).limit(1);
  const max = producer?.max ?? '0';
  const errors = Object.fromEntries(
    discounts.flatMap((d, i) => (cmp(dec(d), dec(max)) > 0 ? [[key(i), [PRICING_MESSAGES.discountAboveMax(max)]]] : [])),
  );
  if (Object.keys(errors).length) throw validationError(errors);
}
