import type { FastifyRequest } from 'fastify';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { financingRequestSchema } from '../../src/domain/financing/schema';
import { fieldErrors } from '../../src/domain/core/validation';
import { financingExcel, financingPdf, FINANCING_FILE_NAME } from '../documents/simulator/financing-files';
import { sendFile } from '../documents/simulator/reply';
import { validationError } from '../http/errors';
import { routes } from '../http/route';
import { financeNegotiation } from './service';

/** The request, checked against today (expiry dates more than 30 days ahead), so the schema is built per request. */
function financingRequest(request: FastifyRequest) {
  const parsed = financingRequestSchema(isoDateInArgentina()).safeParse(request.body ?? {});
  if (!parsed.success) throw validationError(fieldErrors(parsed.error));
  return parsed.data;
}

const config = { access: ['simulator', 'show'] as const };

/** POST /api/refinance and its files: the financing of each crop (docs/financing.md). */
export const refinanceRoutes = routes((api) => {
  api.post('/api/refinance', { config }, async (request) => ({
    data: await financeNegotiation(api.db, request.user, financingRequest(request)),
  }));
  api.post('/api/refinance-pdf', { config }, async (request, reply) => {
    const body = financingRequest(request);
    const result = await financeNegotiation(api.db, request.user, body);
    return sendFile(reply, await financingPdf(result, body.capital), `${FINANCING_FILE_NAME}.pdf`, 'pdf');
  });
  api.post('/api/refinance-excel', { config }, async (request, reply) => {
    const body = financingRequest(request);
    const result = await financeNegotiation(api.db, request.user, body);
    return sendFile(reply, await financingExcel(result, body.capital), `${FINANCING_FILE_NAME}.xlsx`, 'xlsx');
  });
});
