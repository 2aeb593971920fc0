// Creating, editing and deleting clients: one transaction each, recorded in the audit log.
import { and, eq, isNull } from 'drizzle-orm';
import { isAdminLike } from '../../src/domain/access/access';
import type { Client } from '../../src/domain/clients/entity';
import { MESSAGES } from '../../src/domain/core/messages';
import { requestedOwner, type ClientPayload } from '../../src/domain/clients/payload';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { clients, users } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { assertClientVisible, CLIENT_NOT_FOUND, clientSearchText, findDuplicateCuit, loadClient, lockOwnerCuit } from './service';

export const DUPLICATE_CUIT = 'Ya existe un cliente con ese CUIT.';
export const CLIENT_ALREADY_DELETED = 'El cliente fue eliminado: no se puede editar ni volver a eliminar.';

/**
 * The owner a client is written for: admin and sudo may name a live producer (`userId`);
 * anyone else writes for `fallback` (the field is ignored, as the original API does).
 */
async function ownerFor(db: DbOrTx, actor: AuthUser, payload: ClientPayload, fallback: number | null): Promise<number | null> {
  const wanted = requestedOwner(payload);
  if (wanted === undefined || !isAdminLike(actor)) return fallback;
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, wanted), isNull(users.deletedAt)))
    .limit(1);
  if (!u) throw validationError({ [payload.userId !== undefined ? 'userId' : 'user_id']: [MESSAGES.producerNotFound] });
  return u.id;
}

function columns(data: ClientPayload) {
  const row = {
    name: data.name,
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

async function loadOrFail(db: DbOrTx, id: number): Promise<Client> {
  const client = await loadClient(db, id);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return client;
}

export async function createClient(db: DbOrTx, actor: AuthUser, data: ClientPayload): Promise<Client> {
  return db.transaction(async (tx) => {
    const ownerId = await ownerFor(tx, actor, data, actor.id);
    await lockOwnerCuit(tx, ownerId, data.cuit);
    if (await findDuplicateCuit(tx, ownerId, data.cuit)) throw validationError({ cuit: [DUPLICATE_CUIT] });
    const [row] = await tx
      .insert(clients)
      .values({ ...columns(data), userId: ownerId })
      .returning({ id: clients.id });
    if (!row) throw new Error('client insert returned no row');
    const created = await loadOrFail(tx, row.id);
    await recordChange(tx, actor.id, { entity: 'clients', entityId: row.id, action: 'create', after: created });
    return created;
  });
}

export async function updateClient(db: Db, actor: AuthUser, id: number, data: ClientPayload): Promise<Client> {
  const existing = await assertClientVisible(db, actor, id);
  if (existing.deletedAt) throw notFound(CLIENT_ALREADY_DELETED);
  return db.transaction(async (tx) => {
    const before = await loadOrFail(tx, id);
    const ownerId = await ownerFor(tx, actor, data, existing.userId);
    await lockOwnerCuit(tx, ownerId, data.cuit);
    if (await findDuplicateCuit(tx, ownerId, data.cuit, id)) throw validationError({ cuit: [DUPLICATE_CUIT] });
    await tx
      .update(clients)
      .set({ ...columns(data), userId: ownerId, updatedAt: new Date() })
      .where(eq(clients.id, id));
    const after = await loadOrFail(tx, id);
    await recordChange(tx, actor.id, { entity: 'clients', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Soft delete (the spec's 'Cliente Eliminado' badge needs the record); a deleted client is a 404 that says so. */
export async function deleteClient(db: Db, actor: AuthUser, id: number): Promise<void> {
  const existing = await assertClientVisible(db, actor, id);
  if (existing.deletedAt) throw notFound(CLIENT_ALREADY_DELETED);
  await db.transaction(async (tx) => {
    await tx.update(clients).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(clients.id, id));
    await recordChange(tx, actor.id, { entity: 'clients', entityId: id, action: 'delete', before: { deletedAt: null } });
  });
}
