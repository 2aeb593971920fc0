import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isAdminLike } from '../../src/domain/access';
import { clientSchema, type ClientData } from '../../src/domain/schemas/client';
import { clients, users } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { notFound, validationError } from '../http/errors';
import { listBody, parseListQuery } from '../http/list';
import { parseBody, parseId, requireObjectBody } from '../http/validate';
import type { AuthUser } from '../auth/tokens';
import {
  assertClientVisible,
  CLIENT_NOT_FOUND,
  clientSearchText,
  findDuplicateCuit,
  loadClient,
  lockOwnerCuit,
  queryClients,
  visibleClientsWhere,
} from '../services/clients';
import { MESSAGES } from '../../src/domain/messages';
import { assertUserManageable } from '../services/users';

export const DUPLICATE_CUIT = 'Ya existe un cliente con ese CUIT.';
export const PRODUCER_NOT_FOUND = MESSAGES.producerNotFound;

/**
 * The owner a client is written for: the current user, or (admin/sudo only) the producer
 * given as userId / user_id. Others cannot move clients to someone else (the field is ignored).
 */
async function ownerFor(db: DbOrTx, actor: AuthUser, body: Record<string, unknown>, fallback: number | null): Promise<number | null> {
  const key = 'userId' in body ? 'userId' : 'user_id' in body ? 'user_id' : null;
  if (!key || !isAdminLike(actor)) return fallback;
  const raw = body[key];
  if (raw === null || raw === undefined || raw === '') return fallback;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw validationError({ [key]: [PRODUCER_NOT_FOUND] });
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!u) throw validationError({ [key]: [PRODUCER_NOT_FOUND] });
  return u.id;
}

function values(data: ClientData) {
  const row = {
    name: data.name ?? '',
    lastname: data.lastname,
    cuit: data.cuit,
    address: data.address,
    location: data.location,
    province: data.province,
    cell: data.cell,
    email: data.email,
    sancorId: data.sancorId,
  };
  return { ...row, searchText: clientSearchText(row) };
}

export async function clientRoutes(app: FastifyInstance) {
  app.get('/api/clients', async (request) => {
    const q = parseListQuery(request.query);
    const ownerFilter = q.filter.userId ?? q.filter.user_id ?? q.filter.user;
    const ownerId = ownerFilter && /^\d{1,9}$/.test(ownerFilter) ? Number(ownerFilter) : undefined;
    // filter[unassignedTo]=<userId>: the assign-clients screen's candidates (neither owned by nor assigned to that user).
    const unassignedTo = q.filter.unassignedTo === undefined ? undefined : parseId(q.filter.unassignedTo);
    if (unassignedTo !== undefined) await assertUserManageable(app.db, request.user, unassignedTo);
    const { rows, total } = await queryClients(app.db, {
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

  app.get('/api/clients/:id', async (request) => {
    const id = parseId((request.params as { id: string }).id);
    await assertClientVisible(app.db, request.user, id);
    return { data: await loadClient(app.db, id) };
  });

  app.post('/api/clients', async (request, reply) => {
    const body = requireObjectBody(request.body);
    const data = parseBody(clientSchema, body);
    const ownerId = await ownerFor(app.db, request.user, body, request.user.id);
    const id = await app.db.transaction(async (tx) => {
      await lockOwnerCuit(tx, ownerId, data.cuit);
      if (await findDuplicateCuit(tx, ownerId, data.cuit)) throw validationError({ cuit: [DUPLICATE_CUIT] });
      const rows = await tx
        .insert(clients)
        .values({ ...values(data), userId: ownerId })
        .returning({ id: clients.id });
      return firstRow(rows).id;
    });
    return reply.status(201).send({ data: await loadClient(app.db, id) });
  });

  app.put('/api/clients/:id', async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const existing = await assertClientVisible(app.db, request.user, id);
    if (existing.deletedAt) throw notFound(CLIENT_NOT_FOUND);
    const body = requireObjectBody(request.body);
    const data = parseBody(clientSchema, body);
    const ownerId = await ownerFor(app.db, request.user, body, existing.userId);
    await app.db.transaction(async (tx) => {
      await lockOwnerCuit(tx, ownerId, data.cuit);
      if (await findDuplicateCuit(tx, ownerId, data.cuit, id)) throw validationError({ cuit: [DUPLICATE_CUIT] });
      await tx
        .update(clients)
        .set({ ...values(data), userId: ownerId, updatedAt: new Date() })
        .where(eq(clients.id, id));
    });
    return { data: await loadClient(app.db, id) };
  });

  app.delete('/api/clients/:id', async (request, reply) => {
    const id = parseId((request.params as { id: string }).id);
    const existing = await assertClientVisible(app.db, request.user, id);
    if (!existing.deletedAt) {
      await app.db.update(clients).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(clients.id, id));
    }
    return reply.status(204).send();
  });
}
