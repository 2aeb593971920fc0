import { asc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isAdminLike, isSupervisor, ROLE_NAMES } from '../../src/domain/access';
import type { DbOrTx } from '../db/client';
import { roles, userCompanies, users } from '../db/schema';
import type { AuthUser } from '../auth/tokens';
import { forbidden, notFound } from '../http/errors';
import { MESSAGES } from '../../src/domain/messages';

/** Every column of users except the password hash and the logo bytes. */
const { password: _password, logo: _logo, ...profileColumns } = getTableColumns(users);
export { profileColumns };

export type UserRow = Omit<typeof users.$inferSelect, 'password' | 'logo'>;

const flag = (v: unknown) => (v === 1 || v === true || v === '1' ? 1 : 0);
const numberOrNull = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));

export interface UserProfile {
  id: number;
  name: string;
  lastname: string;
  cuit: string | null;
  address: string | null;
  location: string | null;
  province: string | null;
  office: string | null;
  fileNumber: string | null;
  sancorId: string | null;
  type: number | null;
  cell: string | null;
  email: string;
  username: string;
  roleId: number;
  role: { id: number; name: string };
  companies: number[];
  allowPaymentInKind: 0 | 1;
  allowDiscountsOnPacks: 0 | 1;
  allowSplitCoverages: 0 | 1;
  seeVideo: 0 | 1;
  seePdfDescription: 0 | 1;
  seeSimulator: 0 | 1;
  seeCoverageUserModule: 0 | 1;
  sendProposal: 0 | 1;
  exchangeStoreId: number | null;
  maxDiscountAllow: number;
  preferredUrl: string | null;
  paymentMethod: number | null;
  rateOption: number | null;
  hectarePriceCurrency: number | null;
  supervisorId: number | null;
  logo: string | null;
  deletedAt: string | null;
}

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
  [u.name ?? '', u.lastname ?? ''].map((s) => s.trim()).filter(Boolean).join(' ');

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
