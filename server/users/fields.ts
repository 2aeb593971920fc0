// A user's editable values (the user schemas' output): the stored ones, a new user's defaults,
// which of them an actor may set (src/domain/users/permissions.ts) and their columns.
import { eq } from 'drizzle-orm';
import { isAdminLike, isSupervisor } from '../../src/domain/access/access';
import { DEFAULT_MAX_DISCOUNT_ALLOW, DEFAULT_ROLE_ID } from '../../src/domain/core/constants';
import type { UserProfile } from '../../src/domain/users/entity';
import { MESSAGES } from '../../src/domain/core/messages';
import { ALL_USER_FIELDS, canSetRole, editableUserFields, type UserRef } from '../../src/domain/users/permissions';
import type { AuthUser } from '../auth/tokens';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { companiesOf, profileColumns, serializeUser } from './profile';
import { eachFlag, USER_FLAG_NAMES } from '../../src/domain/users/flags';

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
  const [u] = await db
    .select({ ...profileColumns, password: users.password })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
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
      ...eachFlag((f) => p[f]),
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
    ...eachFlag(() => 0 as const),
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
  if (refused.length) throw new HttpError(403, `No tenés permiso para modificar: ${refused.join(', ')}.`);
  return out as Partial<UserValues>;
}

/** Column values of the users row for the fields present in `v`. */
export function userColumns(v: Partial<UserValues>) {
  const out: Partial<typeof users.$inferInsert> = {};
  const copy = [
    'name',
    'lastname',
    'cuit',
    'address',
    'location',
    'province',
    'office',
    'fileNumber',
    'sancorId',
    'type',
    'cell',
    'email',
    'username',
    'roleId',
    'maxDiscountAllow',
    ...USER_FLAG_NAMES,
    'exchangeStoreId',
    'preferredUrl',
    'supervisorId',
  ] as const;
  for (const k of copy) if (v[k] !== undefined) (out as Record<string, unknown>)[k] = v[k];
  if (v.paymentMethod !== undefined) out.paymentMethodId = v.paymentMethod;
  if (v.rateOption !== undefined) out.rateOptionId = v.rateOption;
  if (v.hectarePriceCurrency !== undefined) out.hectarePriceCurrencyId = v.hectarePriceCurrency;
  return out;
}
