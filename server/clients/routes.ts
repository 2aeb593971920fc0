import { eq, sql } from 'drizzle-orm';
import { clientPayloadSchema } from '../../src/domain/clients/payload';
import { idParams } from '../../src/domain/core/ids';
import { clients } from '../db/schema';
import { notFound } from '../http/errors';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { createClient, deleteClient, updateClient } from './writes';
import { assertClientVisible, loadClient, queryClients, visibleClientsWhere } from './service';
import { assertUserManageable } from '../users/targets';

const clientListQuery = listQuery({ userId: 'int', user_id: 'int', user: 'int', unassignedTo: 'int' });

/** Clients (docs/rules/clients.md#visibilidad): each user sees the clients the visibility rule gives it. */
export const clientRoutes = routes((api) => {
  api.get('/api/clients', { schema: { querystring: clientListQuery }, config: { access: ['clients', 'list'] } }, async (request) => {
    const q = request.query;
    const ownerId = q.filter.userId ?? q.filter.user_id ?? q.filter.user;
    // filter[unassignedTo]=<userId>: the assign-clients screen's candidates (neither owned by nor assigned to that user).
    const unassignedTo = q.filter.unassignedTo;
    if (unassignedTo !== undefined) await assertUserManageable(api.db, request.user, unassignedTo);
    const { rows, total } = await queryClients(api.db, {
      versions: request.versions,
      search: q.search,
      limit: q.perPage,
      offset: q.offset,
      where: [
        visibleClientsWhere(request.user),
        ownerId !== undefined ? eq(clients.userId, ownerId) : undefined,
        unassignedTo !== undefined
          ? sql`(${clients.userId} is distinct from ${unassignedTo} and ${clients.id} not in (select uc.client_id from user_clients uc where uc.user_id = ${unassignedTo}))`
          : undefined,
      ],
    });
    return listBody('clients', rows, total, q);
  });

  api.get('/api/clients/:id', { schema: { params: idParams }, config: { access: ['clients', 'show'] } }, async (request) => {
    await assertClientVisible(api.db, request.user, request.params.id);
    const client = await loadClient(api.db, request.params.id);
    if (!client) throw notFound();
    return { data: client };
  });

  api.post('/api/clients', { schema: { body: clientPayloadSchema }, config: { access: ['clients', 'create'] } }, async (request, reply) => {
    return reply.status(201).send({ data: await createClient(api.db, request.user, request.body) });
  });

  api.put(
    '/api/clients/:id',
    { schema: { params: idParams, body: clientPayloadSchema }, config: { access: ['clients', 'edit'] } },
    async (request) => ({ data: await updateClient(api.db, request.user, request.params.id, request.body) }),
  );

  api.delete('/api/clients/:id', { schema: { params: idParams }, config: { access: ['clients', 'delete'] } }, async (request, reply) => {
    await deleteClient(api.db, request.user, request.params.id);
    return reply.status(204).send();
  });
});
