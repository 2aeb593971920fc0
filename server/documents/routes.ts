import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../src/domain/core/ids';
import { acceptedNegotiationPdf } from './accepted-negotiation';
import { acceptedQuotationsReport } from './accepted-quotations-report';
import { coverageDescriptionsPdf, coveragesByModulePdf } from './coverage-sheets';
import { loadDocumentData } from './data';
import { contentDisposition } from './file-names';
import { quotationPdf } from './quotation';
import { acceptedCoveragePdf, advancePdf, QUOTATION_NOT_FOUND } from './quotation-documents';
import { eq } from 'drizzle-orm';
import { quotations } from '../db/schema';
import type { DbOrTx } from '../db/client';
import type { AuthUser } from '../auth/tokens';
import { notFound } from '../http/errors';
import { routes } from '../http/route';
import { latestAdvance } from '../quotations/advances';
import { assertNegotiationVisible } from '../quotations/visibility';

const SHOW_COST_INVALID = 'showCost debe ser 1 o 0.';
const showCostQuery = z.object({ showCost: z.string().optional() }).transform((q, ctx) => {
  if (q.showCost === undefined || q.showCost === '1' || q.showCost === 'true') return { showCost: true };
  if (q.showCost === '0' || q.showCost === 'false') return { showCost: false };
  ctx.addIssue({ code: 'custom', message: SHOW_COST_INVALID, path: ['showCost'] });
  return z.NEVER;
});

const sendPdf = (reply: FastifyReply, doc: { fileName: string; pdf: Buffer }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(doc.fileName))
    .header('cache-control', 'private, no-store')
    .send(doc.pdf);

/** The negotiation of a quotation the user may see (404 / 403 otherwise). */
async function visibleQuotationNegotiation(db: DbOrTx, user: AuthUser, quotationId: number): Promise<number> {
  const [q] = await db.select({ negotiationId: quotations.negotiationId }).from(quotations).where(eq(quotations.id, quotationId));
  if (!q) throw notFound(QUOTATION_NOT_FOUND);
  await assertNegotiationVisible(db, user, q.negotiationId);
  return q.negotiationId;
}

/** The PDFs (docs/rules/documents.md#pdfs): a negotiation's and a quotation's for whoever reaches it; the accepted report for admins. */
export const documentRoutes = routes((api) => {
  api.get(
    '/api/negotiations/:id/negotiations_report',
    { schema: { params: idParams, querystring: showCostQuery }, config: { access: ['documents', 'read'] } },
    async (request, reply) => {
      await assertNegotiationVisible(api.db, request.user, request.params.id);
      return sendPdf(reply, await quotationPdf(await loadDocumentData(api.db, request.params.id), request.query.showCost));
    },
  );

  api.get(
    '/api/negotiations/:id/accepted_negotiations_report',
    { schema: { params: idParams }, config: { access: ['documents', 'read'] } },
    async (request, reply) => {
      await assertNegotiationVisible(api.db, request.user, request.params.id);
      return sendPdf(reply, await acceptedNegotiationPdf(await loadDocumentData(api.db, request.params.id)));
    },
  );

  api.get(
    '/api/advanced-quotation-report/:id',
    { schema: { params: idParams }, config: { access: ['documents', 'read'] } },
    async (request, reply) => {
      const negotiationId = await visibleQuotationNegotiation(api.db, request.user, request.params.id);
      const data = await loadDocumentData(api.db, negotiationId);
      return sendPdf(reply, await advancePdf(data, request.params.id, await latestAdvance(api.db, request.params.id)));
    },
  );

  api.get(
    '/api/accepted-coverage-report/:id',
    { schema: { params: idParams }, config: { access: ['documents', 'read'] } },
    async (request, reply) => {
      const negotiationId = await visibleQuotationNegotiation(api.db, request.user, request.params.id);
      return sendPdf(reply, await acceptedCoveragePdf(await loadDocumentData(api.db, negotiationId), request.params.id));
    },
  );

  api.get('/api/report/accepted/quotations', { config: { access: ['negotiations', 'acceptedReport'] } }, async (_request, reply) =>
    sendPdf(reply, await acceptedQuotationsReport(api.db)),
  );

  api.get('/api/reports/coverages-by-module', { config: { access: ['documents', 'read'] } }, async (_request, reply) =>
    sendPdf(reply, await coveragesByModulePdf(api.db)),
  );

  api.get('/api/reports/coverage-descriptions', { config: { access: ['documents', 'read'] } }, async (_request, reply) =>
    sendPdf(reply, await coverageDescriptionsPdf(api.db)),
  );
});
