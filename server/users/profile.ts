// A user's profile: the columns it is read from and its API shape (src/domain/users/entity.ts).
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { ROLE_NAMES } from '../../src/domain/access/access';
import type { UserProfile } from '../../src/domain/users/entity';
import { normalizeSearch } from '../../src/domain/core/text';
import type { DbOrTx } from '../db/client';
import { roles, userCompanies, users } from '../db/schema';
import { eachFlag } from '../../src/domain/users/flags';

/** Every column of users except the password hash and the logo bytes. */
const { password: _password, logo: _logo, ...profileColumns } = getTableColumns(users);
export { profileColumns };

export type UserRow = Omit<typeof users.$inferSelect, 'password' | 'logo'>;

/** Whether the user has a logo, read without its bytes. */
export const hasLogoSql = sql<boolean>`(${users.logo} is not null)`;

const flag = (v: unknown) => (v === 1 || v === true || v === '1' ? 1 : 0);
const numberOrNull = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));
const isTrue = (v: unknown) => v === true || v === 't';

/**
 * The profile as GET /api/user and the user endpoints answer it: camelCase, flags 0/1,
 * role {id, name}, companies as ids, logo as a URL; never the password.
 */
export function serializeUser(u: UserRow, extra: { companies: number[]; roleName?: string | null; hasLogo: unknown }): UserProfile {
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
    ...eachFlag((f) => flag(u[f])),
    exchangeStoreId: u.exchangeStoreId,
    maxDiscountAllow: numberOrNull(u.maxDiscountAllow) ?? 0,
    preferredUrl: u.preferredUrl,
    paymentMethod: u.paymentMethodId,
    rateOption: u.rateOptionId,
    hectarePriceCurrency: u.hectarePriceCurrencyId,
    supervisorId: u.supervisorId,
    logo: isTrue(extra.hasLogo) ? `/api/users/${u.id}/logo` : null,
    deletedAt: u.deletedAt ? new Date(u.deletedAt).toISOString() : null,
  };
}

/** Insurer ids per user (ascending), for a page of users. */
export async function companiesOf(db: DbOrTx, ids: number[]): Promise<Map<number, number[]>> {
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

/** Loads and serializes one user's profile (deleted users included); null when there is no such user. */
export async function loadUserProfile(db: DbOrTx, id: number): Promise<UserProfile | null> {
  const [row] = await db
    .select({ user: profileColumns, roleName: roles.name, hasLogo: hasLogoSql })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const companies = await companiesOf(db, [id]);
  return serializeUser(row.user, { companies: companies.get(id) ?? [], roleName: row.roleName, hasLogo: row.hasLogo });
}

/** 'Nombre Apellido'. */
export const fullName = (u: { name: string | null; lastname: string | null }) =>
  [u.name ?? '', u.lastname ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

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
