// Clients assigned to a user besides the ones it owns (user_clients): assigning and removing,
// recorded on the client ('assign' / 'unassign' with the user).
import { and, eq } from 'drizzle-orm';
import type { Client } from '../../src/domain/clients/entity';
import type { AuthUser } from '../auth/tokens';
import { isSupervisor } from '../../src/domain/access/access';
import type { Db, DbOrTx } from '../db/client';
import { userClients, users } from '../db/schema';
import { HttpError, notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { assertClientVisible, CLIENT_NOT_FOUND, loadClient } from '../clients/service';
import { assertUserManageable } from './targets';

export const NOT_A_TEAM_CLIENT = 'Solo podés asignar clientes tuyos o de tus productores.';

/** True when the client's owner is the supervisor or one of its producers. */
async function ownedByTeam(db: DbOrTx, supervisorId: number, ownerId: number | null): Promise<boolean> {
  if (ownerId === null) return false;
  if (ownerId === supervisorId) return true;
  const [owner] = await db.select({ supervisorId: users.supervisorId }).from(users).where(eq(users.id, ownerId));
  return owner?.supervisorId === supervisorId;
}

/**
 * Assigns a live client the actor sees to a user it manages; `created` is false when it was
 * already assigned. A supervisor assigns only its team's clients (its own or its producers'): a
 * client an admin assigned to it is not passed on (docs/decisions.md, "Endurecimiento").
 */
export async function assignClient(
  db: Db,
  actor: AuthUser,
  userId: number,
  clientId: number,
): Promise<{ client: Client; created: boolean }> {
  await assertUserManageable(db, actor, userId);
  const existing = await assertClientVisible(db, actor, clientId);
  if (existing.deletedAt) throw notFound(CLIENT_NOT_FOUND);
  if (isSupervisor(actor) && !(await ownedByTeam(db, actor.id, existing.userId))) throw new HttpError(403, NOT_A_TEAM_CLIENT);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(userClients)
      .values({ userId, clientId })
      .onConflictDoNothing()
      .returning({ userId: userClients.userId });
    if (inserted.length) await recordChange(tx, actor.id, { entity: 'clients', entityId: clientId, action: 'assign', after: { userId } });
    const client = await loadClient(tx, clientId);
    if (!client) throw notFound(CLIENT_NOT_FOUND);
    return { client, created: inserted.length > 0 };
  });
}

export const OWN_CLIENT_NOT_REMOVABLE = 'El cliente es propio del productor: no se puede quitar.';

/** Removes an assignment; the user's own client is not an assignment and is refused (422), never a silent no-op. */
export async function unassignClient(db: Db, actor: AuthUser, userId: number, clientId: number): Promise<void> {
  await assertUserManageable(db, actor, userId);
  const client = await assertClientVisible(db, actor, clientId);
  if (client.userId === userId) throw validationError({ clientId: [OWN_CLIENT_NOT_REMOVABLE] });
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(userClients)
      .where(and(eq(userClients.userId, userId), eq(userClients.clientId, clientId)))
      .returning({ userId: userClients.userId });
    if (deleted.length) await recordChange(tx, actor.id, { entity: 'clients', entityId: clientId, action: 'unassign', before: { userId } });
  });
}
