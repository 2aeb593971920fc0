// The user list, a user's detail and its preferred coverages (src/domain/users/entity.ts).
import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAdminLike, isSupervisor, ROLE_PRODUCER } from '../../src/domain/access/access';
import { FETCH_SIZES } from '../../src/domain/core/ui';
import type { UserCoverage, UserDetail, UserListItem } from '../../src/domain/users/entity';
import type { AuthUser } from '../auth/tokens';
import type { DbOrTx } from '../db/client';
import { modules, roles, userModules, users } from '../db/schema';
import { notFound } from '../http/errors';
import { matchAllWords, readPage } from '../http/list';
import { MESSAGES } from '../../src/domain/core/messages';
import { companiesOf, hasLogoSql, profileColumns, serializeUser } from './profile';
import { readAll } from '../db/concurrent';

const supervisorUsers = alias(users, 'supervisor_user');

export interface UserListFilter {
  search: string;
  supervisorId?: number;
  /** The producers a supervisor may take: producers without supervisor or already its own. */
  availableFor?: number;
  roleId?: number;
  withDeleted?: boolean;
}

/** What GET /api/users lists to `viewer`: admin/sudo every user, a supervisor the producers it supervises; live ones unless asked. */
export function userListWhere(viewer: Pick<AuthUser, 'id' | 'roleId'>, f: UserListFilter): (SQL | undefined)[] {
  return [
    f.withDeleted && f.availableFor === undefined ? undefined : isNull(users.deletedAt),
    isAdminLike(viewer) ? undefined : eq(users.supervisorId, viewer.id),
    matchAllWords(users.searchText, f.search),
    f.supervisorId !== undefined ? eq(users.supervisorId, f.supervisorId) : undefined,
    f.availableFor !== undefined
      ? and(eq(users.roleId, ROLE_PRODUCER), or(isNull(users.supervisorId), eq(users.supervisorId, f.availableFor)))
      : undefined,
    f.roleId !== undefined ? eq(users.roleId, f.roleId) : undefined,
  ];
}

/** Users (ordered by last name, name, id) matching `where`, a page of them when `page` is given, and the total. */
export async function queryUsers(
  db: DbOrTx,
  where: (SQL | undefined)[],
  page?: { limit: number; offset: number },
): Promise<{ rows: UserListItem[]; total: number }> {
  const condition = and(...where);
  const query = db
    .select({
      user: profileColumns,
      roleName: roles.name,
      hasLogo: hasLogoSql,
      supervisor: { id: supervisorUsers.id, name: supervisorUsers.name, lastname: supervisorUsers.lastname },
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(supervisorUsers, eq(supervisorUsers.id, users.supervisorId))
    .where(condition)
    .orderBy(asc(users.lastname), asc(users.name), asc(users.id));
  const { rows, total } = await readPage(db, {
    rows: () => (page ? query.limit(page.limit).offset(page.offset) : query),
    count: async () => (await db.select({ n: count() }).from(users).where(condition))[0]?.n ?? 0,
  });
  const companies = await companiesOf(
    db,
    rows.map((r) => r.user.id),
  );
  return {
    rows: rows.map((r): UserListItem => ({
      ...serializeUser(r.user, { companies: companies.get(r.user.id) ?? [], roleName: r.roleName, hasLogo: r.hasLogo }),
      supervisor: r.supervisor?.id ? { id: r.supervisor.id, name: r.supervisor.name, lastname: r.supervisor.lastname } : null,
      isSupervisor: isSupervisor(r.user),
    })),
    total,
  };
}

/** The live producers a supervisor has in charge. */
export const supervisedUsers = (db: DbOrTx, supervisorId: number, page?: { limit: number; offset: number }) =>
  queryUsers(db, [eq(users.supervisorId, supervisorId), isNull(users.deletedAt)], page);

/** A user's preferred coverages (user_modules), in the coverage list's order. */
export function preferredCoverages(db: DbOrTx, userId: number, limit = FETCH_SIZES.userModules): Promise<UserCoverage[]> {
  return db
    .select({ id: modules.id, description: modules.description, companyId: modules.companyId, coverageType: modules.coverageType })
    .from(userModules)
    .innerJoin(modules, eq(modules.id, userModules.moduleId))
    .where(eq(userModules.userId, userId))
    .orderBy(asc(modules.companyId), asc(modules.sortOrder), asc(modules.description), asc(modules.id))
    .limit(limit);
}

/** GET /api/users/{id}: the list item plus its preferred coverages and how many producers it supervises (deleted users too). */
export async function loadUserDetail(db: DbOrTx, id: number): Promise<UserDetail> {
  const { rows } = await queryUsers(db, [eq(users.id, id)]);
  const user = rows[0];
  if (!user) throw notFound(MESSAGES.producerNotFound);
  const [coverages, supervised] = await readAll(db, [
    () => preferredCoverages(db, id),
    () =>
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.supervisorId, id), isNull(users.deletedAt))),
  ]);
  return { ...user, coverages, supervisedCount: Number(supervised[0]?.n ?? 0) };
}
