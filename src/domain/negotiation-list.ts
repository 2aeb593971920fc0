// The texts of the quotation and request lists' cells (quotation-area.md 2), one place for both.
import { choiceName, NEGOTIATION_TYPES, PAYMENT_METHODS, RATE_OPTIONS } from './constants';
import type { NegotiationListItem } from './entities/negotiation';

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
