// GET negotiations/{id}/accepted_negotiations_report: the accepted (advanced, proposed) quotation of
// each risk of a negotiation, with its breakdown and costs.
import { HttpError } from '../http/errors';
import { footnotesOf, type DocumentData } from './data';
import { acceptedNegotiationPdfName } from './file-names';
import { documentDefinition, partiesBlock, riskSection } from './layout';
import { renderPdf } from './pdfmake';

export const NOTHING_ACCEPTED = 'La cotización no tiene ninguna cobertura aceptada.';

export async function acceptedNegotiationPdf(data: DocumentData) {
  const n = data.negotiation;
  const accepted = n.risks.flatMap((risk, i) => (risk.acceptedRate ? [{ risk, i, q: risk.acceptedRate }] : []));
  if (!accepted.length) throw new HttpError(409, NOTHING_ACCEPTED);
  const body = [partiesBlock(n), ...accepted.flatMap(({ risk, i, q }) => riskSection(risk, i, [q], true))];
  const title = `Cotizaciones aceptadas de la cotización N° ${n.number}`;
  const frame = {
    title,
    logo: data.logo,
    footnotes: footnotesOf(
      data,
      accepted.map((a) => a.risk),
    ),
  };
  return { fileName: acceptedNegotiationPdfName(n.number), pdf: await renderPdf(documentDefinition(frame, body)) };
}
