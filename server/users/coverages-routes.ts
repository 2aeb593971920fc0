import { z } from 'zod';
import { idParams, idSchema } from '../../src/domain/core/ids';
import { idListSchema, USER_MESSAGES, USER_SUCCESS } from '../../src/domain/users/schema';
import { listBody } from '../http/list';
import { routes } from '../http/route';
import { preferredCoverages } from './list';
import { addPreferredCoverage, removePreferredCoverage, replacePreferredCoverages } from './preferred-coverages';
import { viewableLiveTarget } from './targets';

/** POST /api/users/{id}/modules: `{modules: [ids]}` or the bare list; a missing list is a 422, `[]` clears them. */
const preferredCoveragesSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { modules: body } : body),
  z.object({ modules: idListSchema(USER_MESSAGES.moduleIds) }),
);

const moduleParams = z.object({ id: idSchema(), moduleId: idSchema() });

/** A user's preferred coverages: the user itself, its supervisor, admin and sudo (the service checks whose). */
export const userModuleRoutes = routes((api) => {
  api.get('/api/users/:id/modules', { schema: { params: idParams }, config: { access: ['users', 'read'] } }, async (request) => {
    await viewableLiveTarget(api.db, request.user, request.params.id);
    const rows = await preferredCoverages(api.db, request.params.id);
    return listBody('modules', rows, rows.length);
  });

  api.post(
    '/api/users/:id/modules',
    { schema: { params: idParams, body: preferredCoveragesSchema }, config: { access: ['profile', 'edit'] } },
    async (request) => {
      await replacePreferredCoverages(api.db, request.user, request.params.id, request.body.modules);
      return { data: { modules: await preferredCoverages(api.db, request.params.id) }, message: USER_SUCCESS.preferredCoverages };
    },
  );

  api.post(
    '/api/users/:id/modules/:moduleId',
    { schema: { params: moduleParams }, config: { access: ['profile', 'edit'] } },
    async (request, reply) => {
      const added = await addPreferredCoverage(api.db, request.user, request.params.id, request.params.moduleId);
      return reply.status(added ? 201 : 200).send({ data: { modules: await preferredCoverages(api.db, request.params.id) } });
    },
  );

  api.delete(
    '/api/users/:id/modules/:moduleId',
    { schema: { params: moduleParams }, config: { access: ['profile', 'edit'] } },
    async (request, reply) => {
      await removePreferredCoverage(api.db, request.user, request.params.id, request.params.moduleId);
      return reply.status(204).send();
    },
  );
});
