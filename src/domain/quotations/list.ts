// The texts of the quotation and request lists' cells (docs/rules/quotations.md#lista-de-cotizaciones), one place for both.
import { choiceName } from '../core/choice';
import { NEGOTIATION_STATE_LABELS, type NegotiationState } from './statuses';
import { NEGOTIATION_TYPES } from './choices';
import { PAYMENT_METHODS, RATE_OPTIONS } from './payment';
import type { NegotiationListItem } from './entity';

const personName = (p: { name: string; lastname: string }) => [p.name, p.lastname].filter(Boolean).join(' ');

/** 'Nombre Apellido' of the producer. */
export const producerName = (n: NegotiationListItem) => personName(n.user);

/** The client's full name, as the cards show it. */
export const clientName = (n: NegotiationListItem) => personName(n.client);

/** 'zona y cultivo - riesgo': each risk as 'Zona - Cultivo', joined by ' / '. */
export const risksSummary = (n: NegotiationListItem) => n.risks.map((r) => [r.zone ?? 'Sin departamento', r.crop].join(' - ')).join(' / ');

/** 'forma de pago - opción de tasa', or '-' while not chosen. */
export function paymentSummary(n: NegotiationListItem): string {
  if (n.paymentMethodId == null) return '-';
  const method = choiceName(PAYMENT_METHODS, n.paymentMethodId);
  return n.rateOptionId == null ? method : `${method} - ${choiceName(RATE_OPTIONS, n.rateOptionId)}`;
}

/** Simple, Doble Cultivo or Multiple; '-' for a request not typed yet. */
export const negotiationTypeLabel = (n: NegotiationListItem) => (n.type ? choiceName(NEGOTIATION_TYPES, n.type) : '-');

const stateChoice = (id: NegotiationState, name: string = NEGOTIATION_STATE_LABELS[id]) => ({ id, name });

/** The quotations list's 'Estado' filter (filter[state]): a confirmed negotiation is open, accepted or cancelled. */
export const QUOTATION_STATE_CHOICES = [stateChoice('initiated'), stateChoice('accepted'), stateChoice('rejected')];

/**
 * The requests list's: the spec's list (pending requests, the default) or the cancelled ones, which
 * stay unconfirmed. A request that was quoted is a quotation.
 */
export const REQUEST_STATE_CHOICES = [stateChoice('solicitud', 'Pendiente'), stateChoice('rejected')];
export const REQUEST_DEFAULT_STATE: NegotiationState = 'solicitud';

/** A cancelled negotiation (Cancelar): nothing more is done on it. */
export const isCancelled = (n: { state: NegotiationState }) => n.state === 'rejected';
