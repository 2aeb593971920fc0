// GET negotiations/{id}/negotiations_report?showCost=1|0: every risk with its quotations and their
// premium breakdown, with or without the costs.
import { hasQuotations, NO_QUOTATIONS_FOR_PDF } from '../../src/domain/quotations/detail';
import { HttpError } from '../http/errors';
import { footnotesOf, type DocumentData } from './data';
import { quotationPdfName } from './file-names';
import { documentDefinition, partiesBlock, riskSection } from './layout';
import { renderPdf } from './pdfmake';

export async function quotationPdf(data: DocumentData, showCost: boolean) {
  const n = data.negotiation;
  if (!hasQuotations(n)) throw new HttpError(409, NO_QUOTATIONS_FOR_PDF);
  const body = [partiesBlock(n), ...n.risks.flatMap((risk, i) => riskSection(risk, i, risk.quotations, showCost))];
  const title = `Cotización N° ${n.number}${showCost ? '' : ' (sin costos)'}`;
  const frame = { title, logo: data.logo, footnotes: footnotesOf(data, n.risks) };
  return { fileName: quotationPdfName(n), pdf: await renderPdf(documentDefinition(frame, body)) };
}
