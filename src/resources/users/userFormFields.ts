import type { Choice } from '../../domain/core/choice';
import { USER_ROLES } from '../../domain/users/choices';
import { canSetRole, editableUserFields, type UserField, type UserRef } from '../../domain/users/permissions';

/** What the user form shows and sends for one actor and one edited user (null: a new user). */
export interface UserFormAccess {
  editable: Set<UserField>;
  /** The form edits the actor's own account: the password changes in the 'Cambiar clave' card. */
  self: boolean;
  creating: boolean;
  /** Password fields on the form: required on creation, optional for a manager editing someone else. */
  passwordOnForm: boolean;
  /** The options of 'Rol': the roles the actor may give this user (none when it may not change the role). */
  roles: Choice<number>[];
}

export function userFormAccess(actor: UserRef | null | undefined, target: UserRef | null): UserFormAccess {
  const editable = editableUserFields(actor, target);
  const self = !!actor && !!target && actor.id === target.id;
  return {
    editable,
    self,
    creating: target === null,
    passwordOnForm: editable.has('password') && !self,
    roles: USER_ROLES.filter((r) => canSetRole(actor, target, r.id)),
  };
}

/** The values the form may send: editable fields only (plus the password's companions). */
export function pickFormValues(values: Record<string, unknown>, access: UserFormAccess): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'password' || key === 'password_confirmation') {
      if (access.passwordOnForm) out[key] = value;
    } else if (access.editable.has(key as UserField)) out[key] = value;
  }
  return out;
}
