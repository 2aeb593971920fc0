import { isoDateInArgentina } from '../../src/domain/format';
import { financingRequestSchema } from '../../src/domain/schemas/financing';
import { fieldErrors } from '../../src/domain/validation';
import { validationError } from '../http/errors';
import { routes } from '../http/route';
import { financeNegotiation } from '../services/simulator/financing';

/** POST /api/refinance: the financing of each crop (docs/financing.md). */
export const refinanceRoutes = routes((api) => {
  api.post('/api/refinance', { config: { access: ['simulator', 'show'] } }, async (request) => {
    // The schema depends on today (expiry dates more than 30 days ahead), so it is built per request.
    const parsed = financingRequestSchema(isoDateInArgentina()).safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(fieldErrors(parsed.error));
    return { data: await financeNegotiation(api.db, request.user, parsed.data) };
  });
});
