// The texts of the mails the app sends about quotations: the advance, its due date and a new
// request. Plain text (no markup to escape); the link opens the negotiation in the app.
import type { Negotiation, Risk } from '../../src/domain/quotations/entity';
import { formatCuit } from '../../src/domain/core/cuit';
import { formatDate, formatMoney, formatNumber } from '../../src/domain/core/format';

const person = (p: { name: string; lastname: string | null }) => [p.name, p.lastname].filter(Boolean).join(' ');
const link = (appUrl: string, n: { id: number }) => `${appUrl}/admin/negociaciones/${n.id}/ver`;

const riskLine = (r: Risk) =>
  `- ${[r.zone?.description, r.crop.description + (r.doubleCrop ? ` + ${r.doubleCrop.crop.description} (doble cultivo)` : '')]
    .filter(Boolean)
    .join(', ')}: ${formatNumber(r.numberOfHectares)} ha a ${formatMoney(r.hectarePrice, r.hectarePriceCurrency.id)} por ha`;

/** Until when an advance is valid: the proposal must be loaded by then (docs/documents-mail.md). */
export const advanceValidity = (dueDate: string) =>
  `El anticipo vale hasta el ${formatDate(dueDate)}: la propuesta tiene que cargarse antes de esa fecha.`;

export function advanceMailText(
  n: Negotiation,
  quotationIds: number[],
  { plans, dueDate }: { plans: number; dueDate: string | null },
  appUrl: string,
) {
  const lines = n.risks.flatMap((r) =>
    r.quotations
      .filter((q) => quotationIds.includes(q.id))
      .map(
        (q) => `${riskLine(r)}\n  Cobertura: ${q.rate.module.description} (${q.rate.module.company.name}), ${q.rate.franchiseDeductible}`,
      ),
  );
  return {
    subject: `Anticipo de la cotización N° ${n.number} - ${person(n.client)}`,
    text: [
      `${person(n.user)} envió el anticipo de la cotización N° ${n.number}.`,
      `Cliente: ${person(n.client)} (CUIT ${formatCuit(n.client.cuit) || '-'})`,
      '',
      ...lines,
      '',
      ...(dueDate ? [advanceValidity(dueDate), ''] : []),
      plans
        ? `Se adjuntan el PDF del anticipo y ${plans} ${plans === 1 ? 'plano' : 'planos'}.`
        : 'Se adjunta el PDF del anticipo. El anticipo se envió sin planos.',
      `Ver la cotización: ${link(appUrl, n)}`,
    ].join('\n'),
  };
}

/** The due-date notice; `today` ('YYYY-MM-DD') tells an advance still to come due from one already due. */
export function advanceDueMailText(
  a: { number: number; negotiationId: number; client: string; coverage: string; dueDate: string },
  today: string,
  appUrl: string,
) {
  const past = a.dueDate < today;
  return {
    subject: `Vencimiento del anticipo de la cotización N° ${a.number}`,
    text: [
      `El anticipo de la cotización N° ${a.number} (${a.client}, ${a.coverage}) ${past ? 'venció' : 'vence'} el ${formatDate(a.dueDate)}.`,
      past ? 'Cargá la propuesta cuanto antes.' : 'Cargá la propuesta antes de esa fecha.',
      `Ver la cotización: ${link(appUrl, { id: a.negotiationId })}`,
    ].join('\n'),
  };
}

/**
 * The client's copy of a new request (solicitudes_send_emails_to_client): what was asked, addressed
 * to the client alone; none of the office's addresses, names or links (docs/rules/client-request.md).
 */
export function requestConfirmationText(n: Negotiation) {
  return {
    subject: `Recibimos tu solicitud de cotización N° ${n.number}`,
    text: [
      `Hola ${person(n.client)}:`,
      '',
      `Recibimos tu solicitud de cotización N° ${n.number}, del ${formatDate(n.createdAt)}, por estos campos:`,
      ...n.risks.map(riskLine),
      ...(n.observations ? ['', `Observaciones: ${n.observations}`] : []),
      '',
      'Te vamos a enviar la cotización a este e-mail. Si algún dato no es correcto, respondé este mensaje.',
    ].join('\n'),
  };
}

export function requestMailText(n: Negotiation, appUrl: string) {
  return {
    subject: `Solicitud de cotización N° ${n.number} - ${person(n.client)}`,
    text: [
      `Nueva solicitud de cotización N° ${n.number}, del ${formatDate(n.createdAt)}.`,
      `Productor: ${person(n.user)}`,
      `Cliente: ${person(n.client)} (CUIT ${formatCuit(n.client.cuit) || '-'})`,
      '',
      'Riesgos:',
      ...n.risks.map(riskLine),
      ...(n.observations ? ['', `Observaciones: ${n.observations}`] : []),
      '',
      `Ver la solicitud: ${appUrl}/admin/solicitudes/${n.id}/ver`,
    ].join('\n'),
  };
}
