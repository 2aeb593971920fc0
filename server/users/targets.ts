// Which user a request is about, and whether the actor may reach it (ownership, on top of the
// access table): admin/sudo anyone, a supervisor itself and its producers, anyone else itself.
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { isAdminLike, isSupervisor } from '../../src/domain/access/access';
import type { UserChoice } from '../../src/domain/users/entity';
import { MESSAGES } from '../../src/domain/core/messages';
import { canViewUser, type UserRef } from '../../src/domain/users/permissions';
import type { AuthUser } from '../auth/tokens';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { fullName } from './profile';

export const USER_NOT_FOUND = MESSAGES.producerNotFound;

export interface Target extends UserRef {
  deletedAt: Date | null;
}

/** The user behind {id} (deleted ones included), or 404. */
export async function findTarget(db: DbOrTx, id: number): Promise<Target> {
  const [row] = await db
    .select({ id: users.id, roleId: users.roleId, supervisorId: users.supervisorId, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/** A user (deleted ones too) the actor may see (itself, its supervisor, admin/sudo): else 404/403. */
export async function viewableTarget(db: DbOrTx, actor: UserRef, id: number): Promise<Target> {
  const target = await findTarget(db, id);
  if (!canViewUser(actor, target)) throw forbidden();
  return target;
}

/** A live user the actor may see: else 404/403. */
export async function viewableLiveTarget(db: DbOrTx, actor: UserRef, id: number): Promise<Target> {
  const target = await findTarget(db, id);
  if (target.deletedAt) throw notFound(USER_NOT_FOUND);
  if (!canViewUser(actor, target)) throw forbidden();
  return target;
}

/**
 * Users the actor may manage or pick (all-users, a user's clients): admin/sudo all users;
 * a supervisor itself and the producers it supervises; anyone else only itself.
 */
export function manageableUsersWhere(actor: Pick<AuthUser, 'id' | 'roleId'>): SQL | undefined {
  if (isAdminLike(actor)) return undefined;
  if (isSupervisor(actor)) return or(eq(users.id, actor.id), eq(users.supervisorId, actor.id));
  return eq(users.id, actor.id);
}

/** The target user (not deleted), or 404; 403 when the actor may not manage it. */
export async function assertUserManageable(db: DbOrTx, actor: Pick<AuthUser, 'id' | 'roleId'>, userId: number): Promise<Target> {
  const target = await findTarget(db, userId);
  if (target.deletedAt) throw notFound(USER_NOT_FOUND);
  if (isAdminLike(actor) || target.id === actor.id) return target;
  if (isSupervisor(actor) && target.supervisorId === actor.id) return target;
  throw forbidden();
}

/** GET /api/all-users: the live users the actor may pick, by last name and name. */
export async function userChoices(db: DbOrTx, actor: Pick<AuthUser, 'id' | 'roleId'>): Promise<UserChoice[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      roleId: users.roleId,
      supervisorId: users.supervisorId,
      maxDiscountAllow: users.maxDiscountAllow,
    })
    .from(users)
    .where(and(isNull(users.deletedAt), manageableUsersWhere(actor)))
    .orderBy(asc(users.lastname), asc(users.name), asc(users.id));
  return rows.map((u) => ({ ...u, maxDiscountAllow: Number(u.maxDiscountAllow), fullName: fullName(u) }));
}
