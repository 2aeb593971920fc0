import { ROLE_PRODUCER, ROLE_SUPERVISOR } from '../../domain/access/access';
import { editableUserFields, type UserField, type UserRef } from '../../domain/users/permissions';

/** What the user form shows and sends for one actor and one edited user (null: a new user). */
export interface UserFormAccess {
  editable: Set<UserField>;
  /** The form edits the actor's own account: the password changes in the 'Cambiar clave' card. */
  self: boolean;
  creating: boolean;
  /** Password fields on the form: required on creation, optional for a manager editing someone else. */
  passwordOnForm: boolean;
  /** The 'Supervisor' switch (roleId 3 or 4): admins/sudo, on producers and supervisors only. */
  supervisorSwitch: boolean;
}

export function userFormAccess(actor: UserRef | null | undefined, target: UserRef | null): UserFormAccess {
  const editable = editableUserFields(actor, target);
  const creating = target === null;
  const self = !!actor && !!target && actor.id === target.id;
  const plainRole = creating || target.roleId === ROLE_PRODUCER || target.roleId === ROLE_SUPERVISOR;
  return {
    editable,
    self,
    creating,
    passwordOnForm: editable.has('password') && !self,
    supervisorSwitch: editable.has('roleId') && plainRole,
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
