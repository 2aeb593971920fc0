import { z } from 'zod';
import { coverageLinkSchema } from '../../src/domain/coverage-links/schema';
import { idParams, idSchema } from '../../src/domain/core/ids';
import { routes } from '../http/route';
import { createLink, deleteLink, linksOfUser, updateLink } from './service';

const linkParams = z.object({ id: idSchema(), coverageId: idSchema() });

/**
 * A producer's video link per coverage ('Coberturas de Usuario'): any user reaches the screen
 * (the flag only shows its menu entry); the service checks whose links.
 */
export const coverageLinkRoutes = routes((api) => {
  api.get('/api/users/:id/coverages', { schema: { params: idParams }, config: { access: ['users', 'read'] } }, async (request) => ({
    data: { coverages: await linksOfUser(api.db, request.user, request.params.id) },
  }));

  api.post(
    '/api/users/:id/coverages/:coverageId',
    { schema: { params: linkParams, body: coverageLinkSchema }, config: { access: ['profile', 'edit'] } },
    async (request, reply) => {
      const { id, coverageId } = request.params;
      return reply.status(201).send({ data: await createLink(api.db, request.user, id, coverageId, request.body.link) });
    },
  );

  api.put(
    '/api/users/:id/coverages/:coverageId',
    { schema: { params: linkParams, body: coverageLinkSchema }, config: { access: ['profile', 'edit'] } },
    async (request) => {
      const { id, coverageId } = request.params;
      return { data: await updateLink(api.db, request.user, id, coverageId, request.body.link) };
    },
  );

  api.delete(
    '/api/users/:id/coverages/:coverageId',
    { schema: { params: linkParams }, config: { access: ['profile', 'edit'] } },
    async (request, reply) => {
      await deleteLink(api.db, request.user, request.params.id, request.params.coverageId);
      return reply.status(204).send();
    },
  );
});
