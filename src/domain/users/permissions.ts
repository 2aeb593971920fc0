// Who may edit which user and which of its fields (docs/rules/users.md#quién-edita-qué): the field
// groups are the `editableBy` of src/domain/users/resource.ts. The app's user and profile forms show
// only the fields these functions allow; the server enforces them (server/users/fields.ts).

import { ROLE_ADMIN, ROLE_PRODUCER, ROLE_SUDO, ROLE_SUPERVISOR, isAdminLike, isSupervisor } from '../access/access';
import { cmp, dec, isDecimalText } from '../core/decimal';
import { fieldsEditableBy } from '../core/resource';
import { USER_RESOURCE, type UserFieldGroup, type UserFieldName } from './resource';

/** The acting user or the edited one: id, role and (for the edited one) its supervisor. */
export interface UserRef {
  id: number;
  roleId: number;
  supervisorId?: number | null;
}

/** A field a user form may write (the description's fields with a writer; the confirmation goes with the password). */
export type UserField = Exclude<UserFieldName, 'id' | 'password_confirmation'>;

const group = (g: UserFieldGroup) => fieldsEditableBy(USER_RESOURCE, g) as UserField[];

/** Personal data and own preferences: whoever may edit the user (itself included). */
export const PERSONAL_USER_FIELDS = group('personal');
/** Account fields: supervisor, admin and sudo (a supervisor on the producers it supervises). */
export const MANAGER_USER_FIELDS = group('manager');
/** Producer type, insurers, permission flags, supervisor status and supervisor: admin and sudo. */
export const ADMIN_USER_FIELDS = group('admin');
/** The simulator flag: ROLE_ADMIN and ROLE_SUDO (docs/rules/users.md#quién-edita-qué); a supervisor may not grant it. */
export const SIMULATOR_USER_FIELDS = group('simulator');

export const ALL_USER_FIELDS: readonly UserField[] = [
  ...PERSONAL_USER_FIELDS,
  ...MANAGER_USER_FIELDS,
  ...ADMIN_USER_FIELDS,
  ...SIMULATOR_USER_FIELDS,
];

/** Admin/sudo, the user itself, or its supervisor: may see the user, its logo and preferred coverages. */
export function canViewUser(actor: UserRef | null | undefined, target: UserRef): boolean {
  if (!actor) return false;
  if (isAdminLike(actor) || actor.id === target.id) return true;
  return isSupervisor(actor) && target.supervisorId === actor.id;
}

/** Who may edit a user: the same as who may see it (admin/sudo, itself, its supervisor). Only sudo edits a sudo. */
export function canEditUser(actor: UserRef | null | undefined, target: UserRef): boolean {
  if (!actor || !canViewUser(actor, target)) return false;
  return target.roleId !== ROLE_SUDO || actor.roleId === ROLE_SUDO;
}

/** Admin, sudo and supervisor create users ('Nuevo productor'). */
export const canCreateUser = (actor: UserRef | null | undefined) => !!actor && (isAdminLike(actor) || isSupervisor(actor));

/** Deleting: admin/sudo any other user (only sudo a sudo), a supervisor the producers it supervises; never oneself. */
export function canDeleteUser(actor: UserRef | null | undefined, target: UserRef): boolean {
  if (!actor || actor.id === target.id) return false;
  if (isAdminLike(actor)) return target.roleId !== ROLE_SUDO || actor.roleId === ROLE_SUDO;
  return isSupervisor(actor) && target.supervisorId === actor.id;
}

/** Roles the actor may give: sudo all, admin 2-4, anyone else none (a supervisor's users stay producers). */
export function assignableRoles(actor: UserRef | null | undefined): number[] {
  if (!actor) return [];
  if (actor.roleId === ROLE_SUDO) return [ROLE_SUDO, ROLE_ADMIN, ROLE_SUPERVISOR, ROLE_PRODUCER];
  if (actor.roleId === ROLE_ADMIN) return [ROLE_ADMIN, ROLE_SUPERVISOR, ROLE_PRODUCER];
  return [];
}

/**
 * The fields `actor` may set on `target` (null: a user being created by `actor`). Nothing when
 * the actor may not edit the user at all.
 * - personal data and preferences: anyone who may edit the user;
 * - username, password, maxDiscountAllow: admin/sudo; a supervisor on others (its producers and
 *   new users), not its own discount. Anyone may change their OWN password (with the current one);
 * - admin fields and the simulator flag: admin/sudo; roleId never on oneself (no self-demotion).
 */
export function editableUserFields(actor: UserRef | null | undefined, target: UserRef | null): Set<UserField> {
  const out = new Set<UserField>();
  if (!actor) return out;
  if (target ? !canEditUser(actor, target) : !canCreateUser(actor)) return out;
  const self = target !== null && target.id === actor.id;
  PERSONAL_USER_FIELDS.forEach((f) => out.add(f));
  if (self) out.add('password');
  if (isAdminLike(actor)) {
    MANAGER_USER_FIELDS.forEach((f) => out.add(f));
    ADMIN_USER_FIELDS.forEach((f) => out.add(f));
    SIMULATOR_USER_FIELDS.forEach((f) => out.add(f));
    if (self) out.delete('roleId');
  } else if (isSupervisor(actor)) {
    out.add('username');
    out.add('password');
    if (!self) out.add('maxDiscountAllow');
  }
  return out;
}

export const canSetUserField = (actor: UserRef | null | undefined, target: UserRef | null, field: UserField) =>
  editableUserFields(actor, target).has(field);

/**
 * Whether `actor` may give `target` (null: a new user) the role `roleId`: the field must be
 * editable, the role assignable, and only sudo changes the role of a sudo.
 */
export function canSetRole(actor: UserRef | null | undefined, target: UserRef | null, roleId: number): boolean {
  if (!actor || !canSetUserField(actor, target, 'roleId')) return false;
  if (target && target.roleId === ROLE_SUDO && actor.roleId !== ROLE_SUDO) return false;
  return assignableRoles(actor).includes(roleId);
}

/** A changed current_password is needed for one's own new password; managers set others' without it. */
export const needsCurrentPassword = (actor: UserRef, target: UserRef) => actor.id === target.id;

/** The payload without the fields the actor may not set (what the app's form sends). */
export function pickEditableUserFields<T extends Record<string, unknown>>(
  payload: T,
  actor: UserRef | null | undefined,
  target: UserRef | null,
): Partial<T> {
  const allowed = editableUserFields(actor, target);
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(payload)) {
    const field = key === 'password_confirmation' || key === 'current_password' ? 'password' : key;
    if ((ALL_USER_FIELDS as readonly string[]).includes(field) && !allowed.has(field as UserField)) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/**
 * A supervisor gives its producers at most its own maximum discount; admin and sudo any. The
 * message for `discount` (a decimal string) over the actor's cap, or null.
 */
export function discountOverCap(actor: UserRef & { maxDiscountAllow?: string | number | null }, discount: string): string | null {
  if (isAdminLike(actor) || !isSupervisor(actor)) return null;
  const cap = String(actor.maxDiscountAllow ?? '0');
  if (!isDecimalText(discount) || !isDecimalText(cap) || cmp(dec(discount), dec(cap)) <= 0) return null;
  return `El descuento no puede ser mayor a tu descuento máximo (${plainCap(cap)}).`;
}

const plainCap = (cap: string) => cap.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
