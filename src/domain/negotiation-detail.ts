// The rules of the quotation and request detail pages (quotation-area.md 2 'Quotation detail'
// and 4): what may be edited, cancelled or acted on, row colours, headings and default tabs.
import { canSeeSimulator, type AccessUser } from './access';
import { IN_KIND_PAYMENT_METHOD_IDS, SIMULATOR_CROP_IDS } from './constants';
import type { Negotiation, Quotation, Risk } from './entities/negotiation';

/** Statuses that close a risk: once one of its quotations has one, nothing more is done on it. */
const CLOSING_STATUSES: readonly string[] = ['accepted', 'advanced', 'proposal'];

export const isClosingQuotation = (q: Pick<Quotation, 'status'>) => CLOSING_STATUSES.includes(q.status);

/** A risk with an accepted, advanced or proposed quotation. */
export const isRiskClosed = (risk: Pick<Risk, 'quotations' | 'acceptedRate'>) =>
  risk.acceptedRate !== null || risk.quotations.some(isClosingQuotation);

/** Editar: only while no risk is closed. */
export const canEditNegotiation = (n: Pick<Negotiation, 'risks'>) => !n.risks.some(isRiskClosed);

/** Cancelar: only when the negotiation is neither accepted nor rejected. */
export const canCancelNegotiation = (n: Pick<Negotiation, 'state'>) => n.state !== 'accepted' && n.state !== 'rejected';

/** The row colour of a quotation: rejected in danger, accepted (advanced, proposal) in success. */
export function quotationTone(q: Pick<Quotation, 'status'>): 'error' | 'success' | undefined {
  if (q.status === 'rejected') return 'error';
  return isClosingQuotation(q) ? 'success' : undefined;
}

/** Accept, reject and recalculate: hidden for rejected rows, on closed risks and for a deleted client. */
export const showsQuotationActions = (
  q: Pick<Quotation, 'status'>,
  risk: Pick<Risk, 'quotations' | 'acceptedRate'>,
  clientDeleted: boolean,
) => !clientDeleted && q.status !== 'rejected' && !isRiskClosed(risk);

/** Updating a risk's data (the pencil): hidden on closed risks and for a deleted client. */
export const canUpdateRisk = (risk: Pick<Risk, 'quotations' | 'acceptedRate'>, clientDeleted: boolean) =>
  !clientDeleted && !isRiskClosed(risk);

/** The heading of the accepted quotation's card. */
export function acceptedHeading(q: Pick<Quotation, 'status' | 'proposal'>): string {
  if (q.proposal || q.status === 'proposal') return 'Propuesta';
  if (q.status === 'advanced') return 'Cotizacion anticipada';
  return 'Cotizacion aceptada';
}

export type RiskTab = 'accepted' | 'quotations' | 'history' | 'observations';

/** The tab a risk opens on: its accepted quotation if it has one, otherwise the quotations list. */
export const defaultRiskTab = (risk: Pick<Risk, 'acceptedRate'>): RiskTab => (risk.acceptedRate ? 'accepted' : 'quotations');

/** The correction factor is shown only for payment in kind (methods 3 and 4). */
export const showsCorrectionFactor = (paymentMethodId: number | null | undefined) =>
  paymentMethodId !== null && paymentMethodId !== undefined && IN_KIND_PAYMENT_METHOD_IDS.includes(paymentMethodId);

/** Simular: a soy, wheat or corn risk and the simulator permission. */
export const canSimulate = (n: Pick<Negotiation, 'risks'>, user: AccessUser | null | undefined) =>
  canSeeSimulator(user) && n.risks.some((r) => SIMULATOR_CROP_IDS.includes(r.crop.id));

const HISTORY_ACTIONS: Readonly<Record<string, string>> = {
  create: 'Alta',
  update: 'Modificación',
  delete: 'Baja',
  quote: 'Cotización',
  accept: 'Aceptación',
  reject: 'Rechazo',
  recalculate: 'Recotización',
  advance: 'Anticipo',
  'advance-mail': 'E-mail del anticipo',
};

/** How often the detail reads the negotiation again while an advance mail waits to go. */
export const ADVANCE_MAIL_POLL_MS = 5000;

/** Does a quotation of the negotiation have an advance mail still waiting to go (or retried)? */
export const hasQueuedAdvanceMail = (n: Pick<Negotiation, 'risks'> | undefined) =>
  !!n?.risks.some((r) => r.quotations.some((q) => q.advanceMail?.status === 'queued'));

/** The label of an entry of a risk's change history. */
export const historyActionLabel = (action: string) => HISTORY_ACTIONS[action] ?? action;
