import { and, asc, count, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAdminLike, isSupervisor, ROLE_NAMES } from '../../src/domain/access';
import { DEFAULT_MAX_DISCOUNT_ALLOW, DEFAULT_ROLE_ID, FETCH_SIZES } from '../../src/domain/constants';
import { ALL_USER_FIELDS, canSetRole, editableUserFields, type UserRef } from '../../src/domain/user-permissions';
import { normalizeSearch } from '../../src/domain/text';
import type { DbOrTx } from '../db/client';
import { modules, roles, userCompanies, userModules, users } from '../db/schema';
import { likePattern } from '../http/list';
import type { AuthUser } from '../auth/tokens';
import { forbidden, HttpError, notFound } from '../http/errors';
import { MESSAGES } from '../../src/domain/messages';
import type { UserProfile } from '../../src/domain/user-profile';

/** Every column of users except the password hash and the logo bytes. */
const { password: _password, logo: _logo, ...profileColumns } = getTableColumns(users);
export { profileColumns };

export type UserRow = Omit<typeof users.$inferSelect, 'password' | 'logo'>;

const flag = (v: unknown) => (v === 1 || v === true || v === '1' ? 1 : 0);
const numberOrNull = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));

export type { UserProfile };

/**
 * The profile as GET /api/user and the user endpoints answer it: camelCase, flags 0/1,
 * role {id, name}, companies as ids, logo as a URL; never the password.
 */
export function serializeUser(
  user: UserRow | AuthUser,
  extra: { companies: number[]; roleName?: string | null; hasLogo: boolean },
): UserProfile {
  const u = user as UserRow;
  return {
    id: u.id,
    name: u.name,
    lastname: u.lastname,
    cuit: u.cuit,
    address: u.address,
    location: u.location,
    province: u.province,
    office: u.office,
    fileNumber: u.fileNumber,
    sancorId: u.sancorId,
    type: u.type,
    cell: u.cell,
    email: u.email,
    username: u.username,
    roleId: u.roleId,
    role: { id: u.roleId, name: extra.roleName ?? ROLE_NAMES[u.roleId] ?? '' },
    companies: extra.companies,
    allowPaymentInKind: flag(u.allowPaymentInKind),
    allowDiscountsOnPacks: flag(u.allowDiscountsOnPacks),
    allowSplitCoverages: flag(u.allowSplitCoverages),
    seeVideo: flag(u.seeVideo),
    seePdfDescription: flag(u.seePdfDescription),
    seeSimulator: flag(u.seeSimulator),
    seeCoverageUserModule: flag(u.seeCoverageUserModule),
    sendProposal: flag(u.sendProposal),
    exchangeStoreId: u.exchangeStoreId,
    maxDiscountAllow: numberOrNull(u.maxDiscountAllow) ?? 0,
    preferredUrl: u.preferredUrl,
    paymentMethod: u.paymentMethodId,
    rateOption: u.rateOptionId,
    hectarePriceCurrency: u.hectarePriceCurrencyId,
    supervisorId: u.supervisorId,
    logo: extra.hasLogo ? `/api/users/${u.id}/logo` : null,
    deletedAt: u.deletedAt ? new Date(u.deletedAt).toISOString() : null,
  };
}

/** Loads and serializes one user's profile (deleted users included); null when there is no such user. */
export async function loadUserProfile(db: DbOrTx, id: number): Promise<UserProfile | null> {
  const [row] = await db
    .select({ user: profileColumns, roleName: roles.name, hasLogo: sql<boolean>`(${users.logo} is not null)` })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const companies = await db
    .select({ id: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, id))
    .orderBy(asc(userCompanies.companyId));
  return serializeUser(row.user as UserRow, {
    companies: companies.map((c) => c.id),
    roleName: row.roleName,
    hasLogo: row.hasLogo === true || (row.hasLogo as unknown) === 't',
  });
}

export const fullName = (u: { name: string | null; lastname: string | null }) =>
  [u.name ?? '', u.lastname ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

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
export async function assertUserManageable(db: DbOrTx, actor: Pick<AuthUser, 'id' | 'roleId'>, userId: number) {
  const [target] = await db
    .select({ id: users.id, roleId: users.roleId, supervisorId: users.supervisorId, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target || target.deletedAt) throw notFound(MESSAGES.producerNotFound);
  if (isAdminLike(actor)) return target;
  if (target.id === actor.id) return target;
  if (isSupervisor(actor) && target.supervisorId === actor.id) return target;
  throw forbidden();
}

/** Users that are not deleted. */
export const liveUsers = () => isNull(users.deletedAt);

/** The normalized text the user list searches (trigram-indexed): name, last name, username, e-mail, CUIT, office. */
export function userSearchText(u: {
  name?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
  cuit?: string | null;
  office?: string | null;
}): string {
  return normalizeSearch([u.name, u.lastname, u.username, u.email, u.cuit, u.office].filter(Boolean).join(' '));
}

/** A user as the list and the detail answer it: the profile, its supervisor and whether it is one. */
export interface UserListItem extends UserProfile {
  supervisor: { id: number; name: string; lastname: string } | null;
  isSupervisor: boolean;
}

const supervisorUsers = alias(users, 'supervisor_user');

/** Insurer ids per user, for a page of users. */
async function companiesOf(db: DbOrTx, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!ids.length) return map;
  const rows = await db
    .select({ userId: userCompanies.userId, companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(inArray(userCompanies.userId, ids))
    .orderBy(asc(userCompanies.companyId));
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.companyId]);
  return map;
}

/** Conditions of filter[search]: every word must appear (accent/case-insensitive). */
export function userSearchWhere(search: string): SQL | undefined {
  const words = search.split(' ').filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  return and(...words.map((w) => sql`${users.searchText} like ${likePattern(w)}`));
}

/** A page of users (ordered by last name, name, id) and the total matching `where`. */
export async function queryUsers(
  db: DbOrTx,
  opts: { where: (SQL | undefined)[]; limit?: number; offset?: number },
): Promise<{ rows: UserListItem[]; total: number }> {
  const where = and(...opts.where);
  let query = db
    .select({
      user: profileColumns,
      roleName: roles.name,
      hasLogo: sql<boolean>`(${users.logo} is not null)`,
      supervisor: { id: supervisorUsers.id, name: supervisorUsers.name, lastname: supervisorUsers.lastname },
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(supervisorUsers, eq(supervisorUsers.id, users.supervisorId))
    .where(where)
    .orderBy(asc(users.lastname), asc(users.name), asc(users.id))
    .$dynamic();
  if (opts.limit !== undefined) query = query.limit(opts.limit).offset(opts.offset ?? 0);
  const [rows, totals] = await Promise.all([query, db.select({ n: count() }).from(users).where(where)]);
  const companies = await companiesOf(
    db,
    rows.map((r) => r.user.id),
  );
  return {
    rows: rows.map((r) => ({
      ...serializeUser(r.user as UserRow, {
        companies: companies.get(r.user.id) ?? [],
        roleName: r.roleName,
        hasLogo: r.hasLogo === true || (r.hasLogo as unknown) === 't',
      }),
      supervisor: r.supervisor?.id ? { id: r.supervisor.id, name: r.supervisor.name, lastname: r.supervisor.lastname } : null,
      isSupervisor: isSupervisor(r.user),
    })),
    total: Number(totals[0]?.n ?? 0),
  };
}

/** A user's preferred coverages (user_modules), in the coverage list's order. */
export async function preferredCoverages(db: DbOrTx, userId: number, limit = FETCH_SIZES.userModules) {
  return db
    .select({ id: modules.id, description: modules.description, companyId: modules.companyId, coverageType: modules.coverageType })
    .from(userModules)
    .innerJoin(modules, eq(modules.id, userModules.moduleId))
    .where(eq(userModules.userId, userId))
    .orderBy(asc(modules.companyId), asc(modules.sortOrder), asc(modules.description), asc(modules.id))
    .limit(limit);
}

/** GET /api/users/{id}: the list item plus its preferred coverages and how many producers it supervises. */
export async function loadUserDetail(db: DbOrTx, id: number) {
  const { rows } = await queryUsers(db, { where: [eq(users.id, id)] });
  const user = rows[0];
  if (!user) return null;
  const [coverages, supervised] = await Promise.all([
    preferredCoverages(db, id),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.supervisorId, id), isNull(users.deletedAt))),
  ]);
  return { ...user, coverages, supervisedCount: Number(supervised[0]?.n ?? 0) };
}

/** A user's editable values, normalized as the user schemas output them (what permission checks compare). */
export type UserValues = Omit<UserProfile, 'id' | 'role' | 'logo' | 'deletedAt' | 'maxDiscountAllow'> & {
  /** As the schema outputs it: a decimal string. */
  maxDiscountAllow: string;
};

/** '15.00' -> '15', '12.50' -> '12.5': the decimal as the user schema writes it. */
const plainDecimal = (s: string | number | null | undefined) => {
  const str = String(s ?? '0');
  return str.includes('.') ? str.replace(/0+$/, '').replace(/\.$/, '') : str;
};

/** The stored values of a user (for permission checks and the merged search text) and its password hash. */
export async function currentUserValues(db: DbOrTx, id: number): Promise<{ values: UserValues; passwordHash: string }> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) throw notFound(MESSAGES.producerNotFound);
  const companies = await companiesOf(db, [id]);
  const p = serializeUser(u, { companies: companies.get(id) ?? [], hasLogo: false });
  return {
    passwordHash: u.password,
    values: {
      name: p.name,
      lastname: p.lastname,
      cuit: p.cuit,
      address: p.address,
      location: p.location,
      province: p.province,
      office: p.office,
      fileNumber: p.fileNumber,
      sancorId: p.sancorId,
      type: p.type,
      cell: p.cell,
      email: p.email,
      username: p.username,
      roleId: p.roleId,
      maxDiscountAllow: plainDecimal(u.maxDiscountAllow),
      companies: p.companies,
      allowPaymentInKind: p.allowPaymentInKind,
      allowDiscountsOnPacks: p.allowDiscountsOnPacks,
      allowSplitCoverages: p.allowSplitCoverages,
      seeVideo: p.seeVideo,
      seePdfDescription: p.seePdfDescription,
      seeSimulator: p.seeSimulator,
      seeCoverageUserModule: p.seeCoverageUserModule,
      sendProposal: p.sendProposal,
      exchangeStoreId: p.exchangeStoreId,
      preferredUrl: p.preferredUrl,
      paymentMethod: p.paymentMethod,
      rateOption: p.rateOption,
      hectarePriceCurrency: p.hectarePriceCurrency,
      supervisorId: p.supervisorId,
    },
  };
}

/**
 * What a new user gets for the fields its creator leaves out or may not set: role producer,
 * discount 0, flags off; a supervisor's new user is supervised by it and quotes with the
 * supervisor's insurers (only admins choose insurers).
 */
export async function newUserDefaults(
  db: DbOrTx,
  actor: Pick<AuthUser, 'id' | 'roleId'>,
): Promise<
  Omit<
    UserValues,
    'name' | 'cuit' | 'address' | 'location' | 'province' | 'office' | 'fileNumber' | 'sancorId' | 'cell' | 'email' | 'username'
  >
> {
  const own = isAdminLike(actor) ? [] : ((await companiesOf(db, [actor.id])).get(actor.id) ?? []);
  return {
    lastname: '',
    type: null,
    roleId: DEFAULT_ROLE_ID,
    maxDiscountAllow: String(DEFAULT_MAX_DISCOUNT_ALLOW),
    companies: own,
    allowPaymentInKind: 0,
    allowDiscountsOnPacks: 0,
    allowSplitCoverages: 0,
    seeVideo: 0,
    seePdfDescription: 0,
    seeSimulator: 0,
    seeCoverageUserModule: 0,
    sendProposal: 0,
    exchangeStoreId: null,
    preferredUrl: null,
    paymentMethod: null,
    rateOption: null,
    hectarePriceCurrency: null,
    supervisorId: isSupervisor(actor) ? actor.id : null,
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The sent fields the actor may write on the target (null: creating), per src/domain/user-permissions.
 * A field the actor may not set is ignored when sent with its current (or, on creation, default)
 * value, so the app can send a whole record; sent with another value it is refused (403).
 * Password fields are left to the caller.
 */
export function enforceUserFieldPermissions(
  actor: Pick<AuthUser, 'id' | 'roleId'>,
  target: UserRef | null,
  data: Partial<Record<string, unknown>>,
  current: Partial<UserValues>,
): Partial<UserValues> {
  const allowed = editableUserFields(actor, target);
  const out: Record<string, unknown> = {};
  const refused: string[] = [];
  for (const field of ALL_USER_FIELDS) {
    if (field === 'password' || data[field] === undefined) continue;
    const value = data[field];
    const changed = !sameValue(value, current[field as keyof UserValues]);
    if (!allowed.has(field)) {
      if (changed) refused.push(field);
      continue;
    }
    if (field === 'roleId' && changed && !canSetRole(actor, target, value as number)) {
      refused.push(field);
      continue;
    }
    out[field] = value;
  }
  if (data.password !== undefined && !allowed.has('password')) refused.push('password');
  if (refused.length) throw new HttpError(403, `No tiene permiso para modificar: ${refused.join(', ')}.`);
  return out as Partial<UserValues>;
}
