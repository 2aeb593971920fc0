import { z } from 'zod';
import { idParams, idSchema } from '../../src/domain/core/ids';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { clientsOfUserWhere, queryClients } from '../clients/service';
import { assignClient, unassignClient } from './assigned-clients';
import { assertUserManageable, userChoices } from './targets';

const clientParams = z.object({ id: idSchema(), clientId: idSchema() });

/** A user's clients (owned or assigned), assigning and removing; the users a viewer may pick. */
export const userClientRoutes = routes((api) => {
  api.get('/api/all-users', { config: { access: ['users', 'read'] } }, async (request) => {
    const rows = await userChoices(api.db, request.user);
    return listBody('users', rows, rows.length);
  });

  /** All of them unless perPage is given. */
  api.get(
    '/api/users/:id/clients',
    { schema: { params: idParams, querystring: listQuery() }, config: { access: ['users', 'read'] } },
    async (request) => {
      const userId = request.params.id;
      const q = request.query;
      await assertUserManageable(api.db, request.user, userId);
      const { rows, total } = await queryClients(api.db, {
        versions: request.versions,
        search: q.search,
        where: [clientsOfUserWhere(userId)],
        ...(q.paged ? { limit: q.perPage, offset: q.offset } : {}),
      });
      return listBody('clients', rows, total, q.paged ? q : undefined);
    },
  );

  api.post(
    '/api/users/:id/clients/:clientId',
    { schema: { params: clientParams }, config: { access: ['users', 'clients'] } },
    async (request, reply) => {
      const { client, created } = await assignClient(api.db, request.user, request.params.id, request.params.clientId);
      return reply.status(created ? 201 : 200).send({ data: client });
    },
  );

  api.delete(
    '/api/users/:id/clients/:clientId',
    { schema: { params: clientParams }, config: { access: ['users', 'clients'] } },
    async (request, reply) => {
      await unassignClient(api.db, request.user, request.params.id, request.params.clientId);
      return reply.status(204).send();
    },
  );
});
