import { idParams } from '../../src/domain/core/ids';
import { rateSchema, rateUpdateSchema } from '../../src/domain/rates/schema';
import { routes } from '../http/route';
import { createRate, deleteRate, updateRate } from './writes';

/** Rates of a coverage: create, update, delete (admin and sudo). */
export const rateRoutes = routes((api) => {
  api.post('/api/rates', { schema: { body: rateSchema }, config: { access: ['rates', 'create'] } }, async (request, reply) =>
    reply.status(201).send({ data: await createRate(api.db, request.user, request.body) }),
  );

  api.put(
    '/api/rates/:id',
    { schema: { params: idParams, body: rateUpdateSchema }, config: { access: ['rates', 'edit'] } },
    async (request) => ({ data: await updateRate(api.db, request.user, request.params.id, request.body) }),
  );

  api.delete('/api/rates/:id', { schema: { params: idParams }, config: { access: ['rates', 'delete'] } }, async (request, reply) => {
    await deleteRate(api.db, request.user, request.params.id);
    return reply.status(204).send();
  });
});
