// The PDF names of docs/rules/documents.md#nombres-de-archivo, and the Content-Disposition that carries them.
import type { Negotiation } from '../../src/domain/quotations/entity';
import { fillMessage } from '../../src/domain/core/messages';

export const FILE_NAMES = {
  ratesExport: 'Tasas.xlsx',
  acceptedReport: 'reporte_aceptadas.pdf',
  advancePdfPrefix: 'pdf_anticipo_', // + `${number}_${id}`
  acceptedPdfPrefix: 'cotizacion_aceptada_', // + `${number}_${id}`
  financing: 'Financiación',
  doubleCrop: 'DOBLE CULTIVO',
  risks: '{n} Riesgos',
} as const;

/** Hectares as written in a name: '100', '12,5'. */
const hectares = (value: string) => {
  const n = Number(value);
  return Number.isFinite(n) ? String(n).replace('.', ',') : value;
};

const joined = (parts: (string | number | null | undefined)[]) =>
  parts
    .map((p) => String(p ?? '').trim())
    .filter(Boolean)
    .join(' ');

/**
 * The quotation PDF: number, client name and last name, crop and hectares; a double crop names
 * both crops plus 'DOBLE CULTIVO'; several risks say 'N Riesgos' instead of crop and hectares.
 */
export function quotationPdfName(n: Pick<Negotiation, 'number' | 'client' | 'risks'>): string {
  const client = [n.client.name, n.client.lastname];
  const [only] = n.risks;
  if (n.risks.length !== 1 || !only) return `${joined([n.number, ...client, fillMessage(FILE_NAMES.risks, { n: n.risks.length })])}.pdf`;
  const crops =
    only.isDoubleCrop && only.doubleCrop
      ? [only.crop.description, only.doubleCrop.crop.description, FILE_NAMES.doubleCrop]
      : [only.crop.description];
  return `${joined([n.number, ...client, ...crops, hectares(only.numberOfHectares)])}.pdf`;
}

export const advancePdfName = (number: number, quotationId: number) => `${FILE_NAMES.advancePdfPrefix}${number}_${quotationId}.pdf`;
export const acceptedPdfName = (number: number, quotationId: number) => `${FILE_NAMES.acceptedPdfPrefix}${number}_${quotationId}.pdf`;
/** The accepted negotiations report of one negotiation. */
export const acceptedNegotiationPdfName = (number: number) => `${FILE_NAMES.acceptedPdfPrefix}${number}.pdf`;

/** attachment; an ASCII fallback name and the exact one (RFC 5987) for names with accents. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
