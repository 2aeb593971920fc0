// Creating, editing (password included) and deleting users: one transaction each, recorded in
// the audit log (never the password hash).
import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { ROLE_SUPERVISOR } from '../../src/domain/access/access';
import type { UserDetail } from '../../src/domain/users/entity';
import { AUTH_MESSAGES } from '../../src/domain/auth/schema';
import { USER_MESSAGES, type UserCreateData, type UserUpdateData } from '../../src/domain/users/schema';
import { canDeleteUser, canEditUser, discountOverCap } from '../../src/domain/users/permissions';
import { hashPassword, verifyPassword } from '../auth/password';
import { afterPasswordChange } from '../auth/password-reset';
import { revokeUserTokens, type AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { exchangeStores, userCompanies, users } from '../db/schema';
import { forbidden, notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { currentUserValues, enforceUserFieldPermissions, newUserDefaults, userColumns, type UserValues } from './fields';
import { loadUserDetail } from './list';
import { userSearchText } from './profile';
import { findTarget, USER_NOT_FOUND } from './targets';

/** Username (any user: the unique index covers deleted ones too) and e-mail (live users) must be free. */
async function assertUnique(tx: DbOrTx, values: { username?: string; email?: string }, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  const others = exceptId !== undefined ? ne(users.id, exceptId) : undefined;
  if (values.username !== undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'users:username:' + values.username.toLowerCase()}))`);
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${values.username.toLowerCase()}`, others))
      .limit(1);
    if (taken.length) errors.username = [USER_MESSAGES.usernameTaken];
  }
  if (values.email !== undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'users:email:' + values.email.toLowerCase()}))`);
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${values.email.toLowerCase()}`, isNull(users.deletedAt), others))
      .limit(1);
    if (taken.length) errors.email = [USER_MESSAGES.emailTaken];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** References of the payload that must exist: a live supervisor (role 3, not the user itself), a delivery store. */
async function assertReferences(db: DbOrTx, data: { supervisorId?: number | null; exchangeStoreId?: number | null }, selfId?: number) {
  if (data.supervisorId != null) {
    const [s] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, data.supervisorId), eq(users.roleId, ROLE_SUPERVISOR), isNull(users.deletedAt)))
      .limit(1);
    if (!s || s.id === selfId) throw validationError({ supervisorId: [USER_MESSAGES.supervisorId] });
  }
  if (data.exchangeStoreId != null) {
    const [e] = await db.select({ id: exchangeStores.id }).from(exchangeStores).where(eq(exchangeStores.id, data.exchangeStoreId)).limit(1);
    if (!e) throw validationError({ exchangeStoreId: [USER_MESSAGES.exchangeStoreId] });
  }
}

/** The producers a supervisor had in charge lose it (it was deleted or stopped being one), each change recorded. */
export async function releaseProducers(tx: DbOrTx, actor: AuthUser, supervisorId: number, keep: number[] = []) {
  const released = await tx
    .update(users)
    .set({ supervisorId: null, updatedAt: new Date() })
    .where(and(eq(users.supervisorId, supervisorId), keep.length ? notInArray(users.id, keep) : undefined))
    .returning({ id: users.id });
  for (const { id } of released) {
    await recordChange(tx, actor.id, {
      entity: 'users',
      entityId: id,
      action: 'update',
      before: { supervisorId },
      after: { supervisorId: null },
    });
  }
}

async function replaceCompanies(tx: DbOrTx, userId: number, companies: number[]) {
  await tx.delete(userCompanies).where(eq(userCompanies.userId, userId));
  if (companies.length) await tx.insert(userCompanies).values(companies.map((companyId) => ({ userId, companyId })));
}

function assertDiscountCap(actor: AuthUser, discount: string) {
  const overCap = discountOverCap(actor, discount);
  if (overCap) throw validationError({ maxDiscountAllow: [overCap] });
}

/** 'Nuevo productor' (admin, sudo, supervisor): the fields the creator may set over the defaults of its role. */
export async function createUser(db: Db, actor: AuthUser, data: UserCreateData): Promise<UserDetail> {
  const defaults = await newUserDefaults(db, actor);
  const values = { ...defaults, ...enforceUserFieldPermissions(actor, null, data, defaults) } as UserValues;
  assertDiscountCap(actor, values.maxDiscountAllow);
  await assertReferences(db, values);
  const hash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    await assertUnique(tx, { username: values.username, email: values.email });
    const { id } = firstRow(
      await tx
        .insert(users)
        .values({
          ...userColumns(values),
          name: values.name,
          email: values.email,
          username: values.username,
          password: hash,
          searchText: userSearchText(values),
        })
        .returning({ id: users.id }),
    );
    await replaceCompanies(tx, id, values.companies);
    const created = await loadUserDetail(tx, id);
    await recordChange(tx, actor.id, { entity: 'users', entityId: id, action: 'create', after: created });
    return created;
  });
}

const changedText = (next: string | undefined, current: string) =>
  next !== undefined && next.toLowerCase() !== current.toLowerCase() ? next : undefined;

/**
 * Edits the fields sent (those the actor may set, src/domain/users/permissions.ts). A new password
 * of one's own account needs the current one. `onlyPassword`: nothing but the password changed.
 */
export async function updateUser(
  db: Db,
  actor: AuthUser,
  id: number,
  data: UserUpdateData,
  /** The actor's session: kept when it changes its own password (every other session ends). */
  session?: { tokenId: number },
): Promise<{ user: UserDetail; onlyPassword: boolean }> {
  const target = await findTarget(db, id);
  if (target.deletedAt) throw notFound(USER_NOT_FOUND);
  if (!canEditUser(actor, target)) throw forbidden();
  const current = await currentUserValues(db, id);
  const changes = enforceUserFieldPermissions(actor, target, data, current.values);
  if (changes.maxDiscountAllow !== undefined) assertDiscountCap(actor, changes.maxDiscountAllow);
  let hash: string | undefined;
  if (data.password !== undefined) {
    if (actor.id === id) {
      if (data.current_password === undefined) throw validationError({ current_password: [AUTH_MESSAGES.currentPassword] });
      if (!(await verifyPassword(data.current_password, current.passwordHash))) {
        throw validationError({ current_password: [USER_MESSAGES.currentPasswordWrong] });
      }
      // saying it was changed would be a wrong story (and the other sessions would end for nothing)
      if (data.password === data.current_password) throw validationError({ password: [AUTH_MESSAGES.samePassword] });
    }
    hash = await hashPassword(data.password);
  }
  await assertReferences(db, changes, id);
  const merged = { ...current.values, ...changes };
  const user = await db.transaction(async (tx) => {
    const before = await loadUserDetail(tx, id);
    await assertUnique(
      tx,
      { username: changedText(changes.username, current.values.username), email: changedText(changes.email, current.values.email) },
      id,
    );
    await tx
      .update(users)
      .set({ ...userColumns(changes), ...(hash ? { password: hash } : {}), searchText: userSearchText(merged), updatedAt: new Date() })
      .where(eq(users.id, id));
    if (changes.companies !== undefined) await replaceCompanies(tx, id, changes.companies);
    if (current.values.roleId === ROLE_SUPERVISOR && merged.roleId !== ROLE_SUPERVISOR) await releaseProducers(tx, actor, id);
    const after = await loadUserDetail(tx, id);
    await recordChange(tx, actor.id, { entity: 'users', entityId: id, action: 'update', before, after });
    if (hash) {
      await afterPasswordChange(tx, id, actor.id === id ? session?.tokenId : undefined);
      await recordChange(tx, actor.id, { entity: 'users', entityId: id, action: 'password' });
    }
    return after;
  });
  return { user, onlyPassword: hash !== undefined && Object.keys(changes).length === 0 };
}

/** Soft delete: the user can no longer sign in (its sessions end) and its producers lose their supervisor. */
export async function deleteUser(db: Db, actor: AuthUser, id: number): Promise<void> {
  const target = await findTarget(db, id);
  if (target.deletedAt) throw notFound(USER_NOT_FOUND);
  if (!canDeleteUser(actor, target)) throw forbidden();
  await db.transaction(async (tx) => {
    const deletedAt = new Date();
    await tx.update(users).set({ deletedAt, updatedAt: deletedAt }).where(eq(users.id, id));
    await releaseProducers(tx, actor, id);
    await revokeUserTokens(tx, id);
    await recordChange(tx, actor.id, {
      entity: 'users',
      entityId: id,
      action: 'delete',
      before: { deletedAt: null },
      after: { deletedAt: deletedAt.toISOString() },
    });
  });
}
