// The rules of the quotation and request detail pages (docs/rules/quotations.md#detalle, #acciones): what may be edited, cancelled or acted on, row colours, headings and default tabs.
import { canDo, type AccessUser } from '../access/access';
import { DEFAULT_COMPANY_ID } from '../coverages/companies';
import { keepsCorrectionFactor, wizardOf } from './payment';
import { SIMULATOR_CROP_IDS } from '../simulator/choices';
import type { Negotiation, Quotation, Risk } from './entity';
import { formatMoney, formatNumber, formatPercent } from '../core/format';

/** Statuses that close a risk: once one of its quotations has one, nothing more is done on it. */
const CLOSING_STATUSES: readonly string[] = ['accepted', 'advanced', 'proposal'];

export const isClosingQuotation = (q: Pick<Quotation, 'status'>) => CLOSING_STATUSES.includes(q.status);

/** A risk with an accepted, advanced or proposed quotation. */
export const isRiskClosed = (risk: Pick<Risk, 'quotations' | 'acceptedRate'>) =>
  risk.acceptedRate !== null || risk.quotations.some(isClosingQuotation);

/** Editar: only while no risk is closed and the negotiation is not cancelled (the server refuses both, 409). */
export const canEditNegotiation = (n: Pick<Negotiation, 'risks' | 'state'>) => n.state !== 'rejected' && !n.risks.some(isRiskClosed);

/** Cancelar: only when the negotiation is neither accepted nor rejected. */
export const canCancelNegotiation = (n: Pick<Negotiation, 'state'>) => n.state !== 'accepted' && n.state !== 'rejected';

/** The comment of a rejected quotation's rejection (the status it added keeps it), if any. */
export function rejectionComment(q: Pick<Quotation, 'status' | 'quotationStatuses'>): string | null {
  if (q.status !== 'rejected') return null;
  const rejection = [...q.quotationStatuses].reverse().find((s) => s.description === 'rejected');
  return rejection?.comment?.trim() || null;
}

/** A risk's title: 'Departamento - Cultivo', with the second crop of a double crop. */
export const riskTitle = (risk: Pick<Risk, 'zone' | 'crop' | 'doubleCrop'>) =>
  `${risk.zone?.description ?? '-'} - ${risk.crop.description}${risk.doubleCrop ? ` / ${risk.doubleCrop.crop.description} (doble cultivo)` : ''}`;

/** A hectare price with its unit: '33,00 QQ por ha', 'USD 1.200,00 por ha'. */
const hectarePriceText = (price: string | null | undefined, currencyId: number | null | undefined) =>
  `${formatMoney(price, currencyId ?? null)} por ha`;

/** The line under a risk's title: insurer, hectares, hectare price with its unit and discount. */
export const riskFigures = (risk: Pick<Risk, 'company' | 'numberOfHectares' | 'hectarePrice' | 'hectarePriceCurrency' | 'discount'>) =>
  [
    risk.company?.name,
    `${formatNumber(risk.numberOfHectares)} ha`,
    hectarePriceText(risk.hectarePrice, risk.hectarePriceCurrency.id),
    `Descuento ${formatPercent(risk.discount)}`,
  ]
    .filter(Boolean)
    .join(' · ');

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

/** Updating a risk's data (the pencil): hidden on closed risks, for a deleted client and on a cancelled negotiation. */
export const canUpdateRisk = (risk: Pick<Risk, 'quotations' | 'acceptedRate'>, clientDeleted: boolean, cancelled = false) =>
  !clientDeleted && !cancelled && !isRiskClosed(risk);

/** The heading of the accepted quotation's card. */
export function acceptedHeading(q: Pick<Quotation, 'status' | 'proposal'>): string {
  if (q.proposal || q.status === 'proposal') return 'Propuesta';
  if (q.status === 'advanced') return 'Cotizacion anticipada';
  return 'Cotizacion aceptada';
}

export type RiskTab = 'accepted' | 'quotations' | 'history' | 'observations';

/** The tab a risk opens on: its accepted quotation if it has one, otherwise the quotations list. */
export const defaultRiskTab = (risk: Pick<Risk, 'acceptedRate'>): RiskTab => (risk.acceptedRate ? 'accepted' : 'quotations');

/** The correction factor is shown only where it applies: the payment methods of the negotiation's wizard that keep it. */
export const showsCorrectionFactor = (n: Pick<Negotiation, 'type' | 'paymentMethodId'>) =>
  keepsCorrectionFactor(wizardOf(n.type), n.paymentMethodId);

/** Simular: a soy, wheat or corn risk and the simulator permission. */
export const canSimulate = (n: Pick<Negotiation, 'risks'>, user: AccessUser | null | undefined) =>
  canDo(user, ['simulator', 'show']) && n.risks.some((r) => SIMULATOR_CROP_IDS.includes(r.crop.id));

/** How often the detail reads the negotiation again while an advance mail waits to go. */
export const ADVANCE_MAIL_POLL_MS = 5000;

/** Does a quotation of the negotiation have an advance mail still waiting to go (or retried)? */
export const hasQueuedAdvanceMail = (n: Pick<Negotiation, 'risks'> | undefined) =>
  !!n?.risks.some((r) => r.quotations.some((q) => q.advanceMail?.status === 'queued'));

/** Why a quotation cannot become a proposal (docs/rules/proposals.md#cuándo-se-puede): the server's 409 and the form's notice. */
export const PROPOSAL_REFUSALS = {
  already: 'La cotización ya tiene una propuesta.',
  otherInsurer: 'Solo las coberturas de Sancor pasan a propuesta en el sistema de gestión.',
  notAccepted: 'Solo una cotización aceptada o anticipada pasa a propuesta.',
} as const;

/** The reason a quotation cannot have a proposal, or null when it can (only one, insurer 1, accepted or advanced). */
export function proposalRefusal(q: { status: string; companyId: number; hasProposal: boolean }): string | null {
  if (q.hasProposal || q.status === 'proposal') return PROPOSAL_REFUSALS.already;
  if (q.companyId !== DEFAULT_COMPANY_ID) return PROPOSAL_REFUSALS.otherInsurer;
  if (q.status !== 'accepted' && q.status !== 'advanced') return PROPOSAL_REFUSALS.notAccepted;
  return null;
}

/** `proposalRefusal` of a quotation of GET negotiations/{id}. */
export const quotationProposalRefusal = (q: Pick<Quotation, 'status' | 'rate' | 'proposal'>) =>
  proposalRefusal({ status: q.status, companyId: q.rate.module.companyId, hasProposal: q.proposal !== null });

/** Why a negotiation has no quotation PDF: no risk was priced (a request, a draft). The server's 409 says the same. */
export const NO_QUOTATIONS_FOR_PDF = 'La cotización no tiene coberturas cotizadas: no hay PDF para descargar.';

export const hasQuotations = (n: { risks: readonly { quotations: readonly unknown[] }[] }) => n.risks.some((r) => r.quotations.length > 0);
