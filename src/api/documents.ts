// The PDFs (docs/rules/documents.md), saved under the names the server gives, and the advance
// mail with its site plans. `useDocumentDownload` tells which document is being made.
import { useState } from 'react';
import { api } from './client';
import { defineMethods, useResourceMutation } from './dataPath';

type Id = number | string;

export const documentsApi = defineMethods('documents', {
  /** GET negotiations/{id}/negotiations_report?showCost=1|0 */
  quotation: (id: Id, showCost: boolean) =>
    api.download(`negotiations/${id}/negotiations_report`, { query: { showCost: showCost ? 1 : 0 } }),
  /** GET negotiations/{id}/accepted_negotiations_report */
  acceptedNegotiation: (id: Id) => api.download(`negotiations/${id}/accepted_negotiations_report`),
  /** GET advanced-quotation-report/{quotationId}: pdf_anticipo_{number}_{id}.pdf */
  advance: (quotationId: Id) => api.download(`advanced-quotation-report/${quotationId}`),
  /** GET accepted-coverage-report/{quotationId}: cotizacion_aceptada_{number}_{id}.pdf */
  acceptedCoverage: (quotationId: Id) => api.download(`accepted-coverage-report/${quotationId}`),
  /** GET report/accepted/quotations: reporte_aceptadas.pdf (admin and sudo). */
  acceptedQuotations: () => api.download('report/accepted/quotations'),
  /** The reports card's coverage sheets. */
  coveragesByModule: () => api.download('reports/coverages-by-module'),
  coverageDescriptions: () => api.download('reports/coverage-descriptions'),

  /** POST negotiations/{id}/advances, multipart images[n]. */
  sendAdvance: (id: Id, plans: readonly File[]) => {
    const form = new FormData();
    plans.forEach((file, i) => form.append(`images[${i}]`, file, file.name));
    return api.upload<{ message?: string }>(`negotiations/${id}/advances`, form);
  },
  /** Ours: POST quotations/{id}/advance-mail, the advance mail again once its sending failed for good. */
  resendAdvanceMail: (quotationId: Id) => api.post(`quotations/${quotationId}/advance-mail`),
});

/** One download at a time per screen: `busy` names the document being made (its progress indicator). */
export function useDocumentDownload(onError: (error: unknown) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, download: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(key);
    try {
      await download();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

// The advance may be saved though its mail failed: the negotiations refresh after a failure too.

/** Sends the advance; the negotiations refresh. */
export const useSendAdvance = (id: Id) =>
  useResourceMutation(documentsApi, ['negotiations'], (d, plans: readonly File[]) => d.sendAdvance(id, plans), { evenOnError: true });

/** Queues the advance mail of a quotation again; the negotiations refresh. */
export const useResendAdvanceMail = () =>
  useResourceMutation(documentsApi, ['negotiations'], (d, quotationId: Id) => d.resendAdvanceMail(quotationId), { evenOnError: true });
