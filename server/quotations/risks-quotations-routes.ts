import { idParams } from '../../src/domain/core/ids';
import { quotationDecisionSchema, riskCreateSchema, riskUpdateSchema } from '../../src/domain/quotations/schema';
import { routes } from '../http/route';
import { acceptQuotation, recalculateQuotation, rejectQuotation } from './quotations';
import { createRisk, deleteRisk, updateRisk } from './risks';

/** The quotation detail's actions (docs/rules/quotations.md#acciones): risks create / update / destroy; quotations accept / reject / recalculate. */
export const riskAndQuotationRoutes = routes((api) => {
  api.post('/api/risks', { schema: { body: riskCreateSchema }, config: { access: ['risks', 'create'] } }, async (request, reply) =>
    reply.status(201).send({ data: await createRisk(api.db, request.user, request.body) }),
  );

  api.put(
    '/api/risks/:id',
    { schema: { params: idParams, body: riskUpdateSchema }, config: { access: ['risks', 'edit'] } },
    async (request) => ({
      data: await updateRisk(api.db, request.user, request.params.id, request.body),
    }),
  );

  api.delete('/api/risks/:id', { schema: { params: idParams }, config: { access: ['risks', 'delete'] } }, async (request, reply) => {
    await deleteRisk(api.db, request.user, request.params.id);
    return reply.status(204).send();
  });

  api.put(
    '/api/quotations/:id/accept',
    { schema: { params: idParams, body: quotationDecisionSchema }, config: { access: ['quotations', 'accept'] } },
    async (request) => ({ data: await acceptQuotation(api.db, request.user, request.params.id, request.body.comment ?? null) }),
  );

  api.put(
    '/api/quotations/:id/reject',
    { schema: { params: idParams, body: quotationDecisionSchema }, config: { access: ['quotations', 'reject'] } },
    async (request) => ({ data: await rejectQuotation(api.db, request.user, request.params.id, request.body.comment ?? null) }),
  );

  /** Recalculate: an empty body (anything sent is ignored). */
  api.put('/api/quotations/:id', { schema: { params: idParams }, config: { access: ['quotations', 'recalculate'] } }, async (request) => ({
    data: await recalculateQuotation(api.db, request.user, request.params.id),
  }));
});
