// A user's preferred coverages (user_modules): replaced as a set, or one added or removed.
// Each change is recorded on the user as its list of coverage ids before and after.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { FETCH_SIZES } from '../../src/domain/core/ui';
import { USER_MESSAGES } from '../../src/domain/users/schema';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { modules, userModules } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { MODULE_NOT_FOUND } from '../coverages/queries';
import { viewableLiveTarget } from './targets';

/** Locks the user's set (concurrent changes apply one after the other) and reads its coverage ids. */
async function lockedSet(tx: DbOrTx, userId: number): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'user_modules:' + userId}))`);
  const rows = await tx
    .select({ id: userModules.moduleId })
    .from(userModules)
    .where(eq(userModules.userId, userId))
    .orderBy(asc(userModules.moduleId));
  return rows.map((r) => r.id);
}

const record = (tx: DbOrTx, actor: AuthUser, userId: number, before: number[], after: number[]) =>
  recordChange(tx, actor.id, {
    entity: 'users',
    entityId: userId,
    action: 'update',
    before: { preferredCoverages: before },
    after: { preferredCoverages: [...after].sort((a, b) => a - b) },
  });

/** Replaces the set; every id must be a coverage, at most 50. */
export async function replacePreferredCoverages(db: Db, actor: AuthUser, userId: number, moduleIds: number[]): Promise<void> {
  await viewableLiveTarget(db, actor, userId);
  if (moduleIds.length > FETCH_SIZES.userModules) throw validationError({ modules: [USER_MESSAGES.tooManyModules] });
  await db.transaction(async (tx) => {
    if (moduleIds.length) {
      const found = await tx.select({ id: modules.id }).from(modules).where(inArray(modules.id, moduleIds));
      if (found.length !== moduleIds.length) throw validationError({ modules: [USER_MESSAGES.moduleIds] });
    }
    const before = await lockedSet(tx, userId);
    await tx.delete(userModules).where(eq(userModules.userId, userId));
    if (moduleIds.length) await tx.insert(userModules).values(moduleIds.map((moduleId) => ({ userId, moduleId })));
    await record(tx, actor, userId, before, moduleIds);
  });
}

/** Adds one coverage; false when it was already in the set. */
export async function addPreferredCoverage(db: Db, actor: AuthUser, userId: number, moduleId: number): Promise<boolean> {
  await viewableLiveTarget(db, actor, userId);
  const [m] = await db.select({ id: modules.id }).from(modules).where(eq(modules.id, moduleId)).limit(1);
  if (!m) throw notFound(MODULE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const before = await lockedSet(tx, userId);
    if (before.includes(moduleId)) return false;
    if (before.length >= FETCH_SIZES.userModules) throw validationError({ modules: [USER_MESSAGES.tooManyModules] });
    await tx.insert(userModules).values({ userId, moduleId });
    await record(tx, actor, userId, before, [...before, moduleId]);
    return true;
  });
}

export async function removePreferredCoverage(db: Db, actor: AuthUser, userId: number, moduleId: number): Promise<void> {
  await viewableLiveTarget(db, actor, userId);
  await db.transaction(async (tx) => {
    const before = await lockedSet(tx, userId);
    if (!before.includes(moduleId)) return;
    await tx.delete(userModules).where(and(eq(userModules.userId, userId), eq(userModules.moduleId, moduleId)));
    await record(
      tx,
      actor,
      userId,
      before,
      before.filter((id) => id !== moduleId),
    );
  });
}
