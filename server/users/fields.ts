// A user's editable values (the user schemas' output): the stored ones, a new user's defaults,
// which of them an actor may set (src/domain/users/permissions.ts) and their columns.
import { eq } from 'drizzle-orm';
import { isAdminLike, isSupervisor } from '../../src/domain/access/access';
import { DEFAULT_MAX_DISCOUNT_ALLOW, DEFAULT_ROLE_ID } from '../../src/domain/users/choices';
import type { UserProfile } from '../../src/domain/users/entity';
import { MESSAGES } from '../../src/domain/core/messages';
import { ALL_USER_FIELDS, canSetRole, editableUserFields, type UserField, type UserRef } from '../../src/domain/users/permissions';
import type { AuthUser } from '../auth/tokens';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { companiesOf, profileColumns, serializeUser } from './profile';
import { eachFlag } from '../../src/domain/users/flags';

/** A user's editable values, normalized as the user schemas output them (what permission checks compare). */
export type UserValues = Omit<UserProfile, 'id' | 'role' | 'logo' | 'deletedAt' | 'maxDiscountAllow'> & {
  /** As the schema outputs it: a decimal string. */
  maxDiscountAllow: string;
};

/** Every value field but the password: what permission checks compare. */
const VALUE_FIELDS = ALL_USER_FIELDS.filter((f) => f !== 'password');

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
      ...(Object.fromEntries(VALUE_FIELDS.map((f) => [f, p[f]])) as Omit<UserValues, 'maxDiscountAllow'>),
      maxDiscountAllow: plainDecimal(u.maxDiscountAllow),
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
 * The sent fields the actor may write on the target (null: creating), per src/domain/users/permissions.ts.
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

/** The description's fields stored under another column name, and those that are not columns of `users`. */
const RENAMED_COLUMNS: Partial<Record<UserField, keyof typeof users.$inferInsert>> = {
  paymentMethod: 'paymentMethodId',
  rateOption: 'rateOptionId',
  hectarePriceCurrency: 'hectarePriceCurrencyId',
};
const NOT_COLUMNS: readonly UserField[] = ['password', 'companies'];

/** Column values of the users row for the fields present in `v` (the fields of src/domain/users/resource.ts). */
export function userColumns(v: Partial<UserValues>) {
  const out: Record<string, unknown> = {};
  for (const k of ALL_USER_FIELDS) {
    const value = v[k as keyof UserValues];
    if (value !== undefined && !NOT_COLUMNS.includes(k)) out[RENAMED_COLUMNS[k] ?? k] = value;
  }
  return out as Partial<typeof users.$inferInsert>;
}
