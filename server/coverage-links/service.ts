// A producer's video link per coverage ('Coberturas de Usuario'): a user manages its own, a
// supervisor those of the producers it supervises, admin/sudo anyone's. Writes are recorded.
import { and, asc, eq } from 'drizzle-orm';
import type { CoverageLink } from '../../src/domain/coverage-links/entity';
import { COVERAGE_LINK_MESSAGES } from '../../src/domain/coverage-links/schema';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { modules, userCoverageLinks } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { assertUserManageable } from '../users/targets';

const linkColumns = {
  id: userCoverageLinks.id,
  coverageId: userCoverageLinks.moduleId,
  link: userCoverageLinks.link,
  userId: userCoverageLinks.userId,
  name: modules.description,
  companyId: modules.companyId,
};

function selectLinks(db: DbOrTx) {
  return db.select(linkColumns).from(userCoverageLinks).innerJoin(modules, eq(modules.id, userCoverageLinks.moduleId));
}

const serialize = ({ id: _id, ...link }: { id: number } & CoverageLink): CoverageLink => link;

const linkWhere = (userId: number, coverageId: number) =>
  and(eq(userCoverageLinks.userId, userId), eq(userCoverageLinks.moduleId, coverageId));

/** The link of a user's coverage with its row id, or 404. */
async function loadLink(db: DbOrTx, userId: number, coverageId: number) {
  const [row] = await selectLinks(db).where(linkWhere(userId, coverageId)).limit(1);
  if (!row) throw notFound(COVERAGE_LINK_MESSAGES.linkNotFound);
  return row;
}

/** The links of a user the actor manages, by coverage name. */
export async function linksOfUser(db: DbOrTx, actor: AuthUser, userId: number): Promise<CoverageLink[]> {
  await assertUserManageable(db, actor, userId);
  const rows = await selectLinks(db).where(eq(userCoverageLinks.userId, userId)).orderBy(asc(modules.description), asc(modules.id));
  return rows.map(serialize);
}

/** The user (404 unknown, 403 not manageable by the actor) and the coverage (404 unknown). */
async function assertTarget(db: DbOrTx, actor: AuthUser, userId: number, coverageId: number) {
  await assertUserManageable(db, actor, userId);
  const [coverage] = await db.select({ id: modules.id }).from(modules).where(eq(modules.id, coverageId)).limit(1);
  if (!coverage) throw notFound(COVERAGE_LINK_MESSAGES.coverageNotFound);
}

export async function createLink(db: Db, actor: AuthUser, userId: number, coverageId: number, link: string): Promise<CoverageLink> {
  await assertTarget(db, actor, userId, coverageId);
  return db.transaction(async (tx) => {
    // The unique index (user, coverage) decides between two concurrent creates.
    const inserted = await tx
      .insert(userCoverageLinks)
      .values({ userId, moduleId: coverageId, link })
      .onConflictDoNothing({ target: [userCoverageLinks.userId, userCoverageLinks.moduleId] })
      .returning({ id: userCoverageLinks.id });
    if (!inserted.length) throw validationError({ coverageId: [COVERAGE_LINK_MESSAGES.duplicate] });
    const created = await loadLink(tx, userId, coverageId);
    await recordChange(tx, actor.id, { entity: 'user_coverage_links', entityId: created.id, action: 'create', after: serialize(created) });
    return serialize(created);
  });
}

export async function updateLink(db: Db, actor: AuthUser, userId: number, coverageId: number, link: string): Promise<CoverageLink> {
  await assertTarget(db, actor, userId, coverageId);
  return db.transaction(async (tx) => {
    const before = await loadLink(tx, userId, coverageId);
    await tx.update(userCoverageLinks).set({ link }).where(eq(userCoverageLinks.id, before.id));
    const after = serialize(await loadLink(tx, userId, coverageId));
    await recordChange(tx, actor.id, {
      entity: 'user_coverage_links',
      entityId: before.id,
      action: 'update',
      before: serialize(before),
      after,
    });
    return after;
  });
}

export async function deleteLink(db: Db, actor: AuthUser, userId: number, coverageId: number): Promise<void> {
  await assertTarget(db, actor, userId, coverageId);
  await db.transaction(async (tx) => {
    const before = await loadLink(tx, userId, coverageId);
    await tx.delete(userCoverageLinks).where(eq(userCoverageLinks.id, before.id));
    await recordChange(tx, actor.id, { entity: 'user_coverage_links', entityId: before.id, action: 'delete', before: serialize(before) });
  });
}
