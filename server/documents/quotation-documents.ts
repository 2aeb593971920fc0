// The documents of one accepted quotation: the advance PDF (advanced-quotation-report/{id}, only
// once the advance was sent) and the accepted coverage PDF (accepted-coverage-report/{id}), with
// the footnotes of that quotation's currency only.
import { formatDate } from '../../src/domain/core/format';
import { advanceValidity } from '../mail/messages';
import { HttpError, notFound } from '../http/errors';
import { CLOSING_STATUSES } from '../quotations/detail-risks';
import { footnotesOf, type DocumentData } from './data';
import { acceptedPdfName, advancePdfName } from './file-names';
import { documentDefinition, partiesBlock, riskSection } from './layout';
import type { Risk } from '../../src/domain/quotations/entity';
import type { Content } from './pdfmake';
import { renderPdf } from './pdfmake';

/** The spec's error dialog text when the advance PDF cannot be made (docs/rules/quotations.md#anticipo). */
export const NO_ADVANCE = 'No hay ninguna cotización anticipada';
export const NOT_ACCEPTED = 'La cotización no fue aceptada.';
export const QUOTATION_NOT_FOUND = 'No se encontró la cotización.';

function locate({ negotiation }: DocumentData, quotationId: number) {
  for (const [i, risk] of negotiation.risks.entries()) {
    const q = risk.quotations.find((x) => x.id === quotationId);
    if (q) return { risk, i, q };
  }
  throw notFound(QUOTATION_NOT_FOUND);
}

async function render(data: DocumentData, risk: Risk, title: string, parts: Content[]) {
  const frame = { title, logo: data.logo, footnotes: footnotesOf(data, [risk]) };
  return renderPdf(documentDefinition(frame, [partiesBlock(data.negotiation), ...parts]));
}

export async function advancePdf(data: DocumentData, quotationId: number, advance: { dueDate: string | null; plans: string[] }) {
  const { risk, i, q } = locate(data, quotationId);
  if (!q.advance_date) throw new HttpError(409, NO_ADVANCE);
  const n = data.negotiation.number;
  const { dueDate, plans } = advance;
  const pdf = await render(data, risk, `Anticipo de la cotización N° ${n}`, [
    ...riskSection(risk, i, [q], true),
    { text: `Anticipada el ${formatDate(q.advance_date)}`, style: 'heading' },
    ...(dueDate ? [{ text: advanceValidity(dueDate), bold: true }] : []),
    { text: plans.length ? `Planos adjuntos: ${plans.join(', ')}` : 'Enviado sin planos.' },
  ]);
  return { fileName: advancePdfName(n, q.id), pdf };
}

export async function acceptedCoveragePdf(data: DocumentData, quotationId: number) {
  const { risk, i, q } = locate(data, quotationId);
  if (!(CLOSING_STATUSES as readonly string[]).includes(q.status)) throw new HttpError(409, NOT_ACCEPTED);
  const n = data.negotiation.number;
  const accepted = [...q.quotationStatuses].reverse().find((s) => s.description === 'accepted');
  const pdf = await render(data, risk, `Cobertura aceptada de la cotización N° ${n}`, [
    ...riskSection(risk, i, [q], true),
    ...(accepted ? [{ text: `Aceptada el ${formatDate(accepted.date)}${accepted.comment ? ` · ${accepted.comment}` : ''}` }] : []),
  ]);
  return { fileName: acceptedPdfName(n, q.id), pdf };
}
