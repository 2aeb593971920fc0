import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isManager } from '../../src/domain/access';
import { userClients, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { listBody, parseListQuery } from '../http/list';
import { parseId } from '../http/validate';
import { assertClientVisible, CLIENT_NOT_FOUND, clientsOfUserWhere, loadClient, queryClients } from '../services/clients';
import { assertUserManageable, fullName, manageableUsersWhere } from '../services/users';

/** A user's clients (owned or assigned), assigning and removing; the users a viewer may pick. */
export async function userClientRoutes(app: FastifyInstance) {
  app.get('/api/all-users', async (request) => {
    const rows = await app.db
      .select({ id: users.id, name: users.name, lastname: users.lastname, roleId: users.roleId, supervisorId: users.supervisorId })
      .from(users)
      .where(and(isNull(users.deletedAt), manageableUsersWhere(request.user)))
      .orderBy(asc(users.lastname), asc(users.name), asc(users.id));
    return listBody(
      'users',
      rows.map((u) => ({ ...u, fullName: fullName(u) })),
      rows.length,
    );
  });

  app.get('/api/users/:id/clients', async (request) => {
    const userId = parseId((request.params as { id: string }).id);
    await assertUserManageable(app.db, request.user, userId);
    const query = request.query as Record<string, unknown>;
    const q = parseListQuery(query);
    const paged = query.perPage !== undefined;
    const { rows, total } = await queryClients(app.db, {
      search: q.search,
      where: [clientsOfUserWhere(userId)],
      ...(paged ? { limit: q.perPage, offset: q.offset } : {}),
    });
    return listBody('clients', rows, total, paged ? q : undefined);
  });

  app.post('/api/users/:id/clients/:clientId', async (request, reply) => {
    const params = request.params as { id: string; clientId: string };
    const userId = parseId(params.id);
    const clientId = parseId(params.clientId);
    if (!isManager(request.user)) throw forbidden();
    await assertUserManageable(app.db, request.user, userId);
    const client = await assertClientVisible(app.db, request.user, clientId);
    if (client.deletedAt) throw notFound(CLIENT_NOT_FOUND);
    const inserted = await app.db
      .insert(userClients)
      .values({ userId, clientId })
      .onConflictDoNothing()
      .returning({ userId: userClients.userId });
    return reply.status(inserted.length ? 201 : 200).send({ data: await loadClient(app.db, clientId) });
  });

  app.delete('/api/users/:id/clients/:clientId', async (request, reply) => {
    const params = request.params as { id: string; clientId: string };
    const userId = parseId(params.id);
    const clientId = parseId(params.clientId);
    if (!isManager(request.user)) throw forbidden();
    await assertUserManageable(app.db, request.user, userId);
    await assertClientVisible(app.db, request.user, clientId);
    await app.db.delete(userClients).where(and(eq(userClients.userId, userId), eq(userClients.clientId, clientId)));
    return reply.status(204).send();
  });
}
