import { z } from 'zod';
import { idParams } from '../../src/domain/core/ids';
import { idListSchema, USER_MESSAGES, USER_SUCCESS, userCreatePayloadSchema, userUpdatePayloadSchema } from '../../src/domain/users/schema';
import { listBody, listQuery, MAX_PER_PAGE } from '../http/list';
import { routes } from '../http/route';
import { loadUserDetail, queryUsers, supervisedUsers, userListWhere } from './list';
import { setSupervisedProducers } from './supervised';
import { viewableLiveTarget, viewableTarget } from './targets';
import { createUser, deleteUser, updateUser } from './writes';

const supervisedListQuery = listQuery({}, { perPage: MAX_PER_PAGE });

const userListQuery = listQuery({
  supervisor_id: 'int',
  supervisorId: 'int',
  availableProducer: 'int',
  role: 'int',
  roleId: 'int',
  role_id: 'int',
  withDeleted: 'text',
});

/** PUT /api/users/{id}/supervised-producers: the whole list of the supervisor's producers (a missing list is a 422, `[]` detaches all). */
const supervisedProducersSchema = z.object({ supervisedProducers: idListSchema(USER_MESSAGES.producerIds) });

/**
 * Users and producers (docs/rules/users.md). Admin and sudo reach every user,
 * a supervisor itself and its producers, anyone else itself (services/users/targets.ts).
 */
export const userRoutes = routes((api) => {
  api.get('/api/users', { schema: { querystring: userListQuery }, config: { access: ['users', 'list'] } }, async (request) => {
    const q = request.query;
    const f = q.filter;
    const where = userListWhere(request.user, {
      search: q.search,
      supervisorId: f.supervisor_id ?? f.supervisorId,
      availableFor: f.availableProducer,
      roleId: f.role ?? f.roleId ?? f.role_id,
      withDeleted: f.withDeleted === '1',
    });
    const { rows, total } = await queryUsers(api.db, where, { limit: q.perPage, offset: q.offset });
    return listBody('users', rows, total, q);
  });

  api.get('/api/users/:id', { schema: { params: idParams }, config: { access: ['users', 'read'] } }, async (request) => {
    await viewableTarget(api.db, request.user, request.params.id);
    return { data: await loadUserDetail(api.db, request.params.id) };
  });

  api.post('/api/users', { schema: { body: userCreatePayloadSchema }, config: { access: ['users', 'create'] } }, async (request, reply) =>
    reply.status(201).send({ data: await createUser(api.db, request.user, request.body), message: USER_SUCCESS.created }),
  );

  // The admin's edit and one's own profile (the service checks whose and which fields).
  api.put(
    '/api/users/:id',
    { schema: { params: idParams, body: userUpdatePayloadSchema }, config: { access: ['profile', 'edit'] } },
    async (request) => {
      const { user, onlyPassword } = await updateUser(api.db, request.user, request.params.id, request.body, { tokenId: request.tokenId });
      return { data: user, message: onlyPassword ? USER_SUCCESS.passwordChanged : USER_SUCCESS.saved };
    },
  );

  api.delete('/api/users/:id', { schema: { params: idParams }, config: { access: ['users', 'delete'] } }, async (request, reply) => {
    await deleteUser(api.db, request.user, request.params.id);
    return reply.status(204).send();
  });

  // Paged as every list (page, perPage); without perPage, up to the largest page.
  api.get(
    '/api/users/:id/supervised_users',
    { schema: { params: idParams, querystring: supervisedListQuery }, config: { access: ['users', 'read'] } },
    async (request) => {
      await viewableLiveTarget(api.db, request.user, request.params.id);
      const q = request.query;
      const { rows, total } = await supervisedUsers(api.db, request.params.id, { limit: q.perPage, offset: q.offset });
      return listBody('users', rows, total, q);
    },
  );

  api.put(
    '/api/users/:id/supervised-producers',
    { schema: { params: idParams, body: supervisedProducersSchema }, config: { access: ['users', 'producers'] } },
    async (request) => {
      await setSupervisedProducers(api.db, request.user, request.params.id, request.body.supervisedProducers);
      const { rows, total } = await supervisedUsers(api.db, request.params.id);
      return listBody('users', rows, total);
    },
  );
});
