import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  canCreateUser,
  canDeleteUser,
  canEditUser,
  canSetRole,
  canSetUserField,
  canViewUser,
  editableUserFields,
  pickEditableUserFields,
} from './permissions';

const sudo = { id: 1, roleId: 1 };
const admin = { id: 2, roleId: 2 };
const supervisor = { id: 3, roleId: 3 };
const producer = { id: 4, roleId: 4, supervisorId: 3 };
const other = { id: 5, roleId: 4, supervisorId: null };

describe('who may see, edit, create and delete users', () => {
  it('admin and sudo everyone, a supervisor itself and its producers, a producer only itself', () => {
    for (const t of [sudo, admin, supervisor, producer, other]) {
      expect(canViewUser(sudo, t)).toBe(true);
      expect(canViewUser(admin, t)).toBe(true);
    }
    expect(canViewUser(supervisor, producer)).toBe(true);
    expect(canViewUser(supervisor, other)).toBe(false);
    expect(canViewUser(producer, producer)).toBe(true);
    expect(canViewUser(producer, other)).toBe(false);
    expect(canViewUser(null, producer)).toBe(false);
  });

  it('only sudo edits a sudo', () => {
    expect(canEditUser(admin, sudo)).toBe(false);
    expect(canEditUser(sudo, sudo)).toBe(true);
    expect(canEditUser(admin, supervisor)).toBe(true);
    expect(canEditUser(producer, supervisor)).toBe(false);
  });

  it('managers create; deleting never oneself, a supervisor only its producers', () => {
    expect([sudo, admin, supervisor, producer].map(canCreateUser)).toEqual([true, true, true, false]);
    expect(canDeleteUser(admin, admin)).toBe(false);
    expect(canDeleteUser(admin, producer)).toBe(true);
    expect(canDeleteUser(admin, sudo)).toBe(false);
    expect(canDeleteUser(sudo, { id: 9, roleId: 1 })).toBe(true);
    expect(canDeleteUser(supervisor, producer)).toBe(true);
    expect(canDeleteUser(supervisor, other)).toBe(false);
    expect(canDeleteUser(producer, other)).toBe(false);
  });
});

describe('which fields', () => {
  it('admin-only fields: type, insurers, flags, supervisor status, sendProposal, video, PDF description', () => {
    for (const f of [
      'type',
      'companies',
      'allowPaymentInKind',
      'allowDiscountsOnPacks',
      'allowSplitCoverages',
      'seeCoverageUserModule',
      'sendProposal',
      'seeVideo',
      'seePdfDescription',
      'roleId',
    ] as const) {
      expect(canSetUserField(admin, producer, f), f).toBe(true);
      expect(canSetUserField(sudo, producer, f), f).toBe(true);
      expect(canSetUserField(supervisor, producer, f), f).toBe(false);
      expect(canSetUserField(producer, producer, f), f).toBe(false);
    }
  });

  it('the simulator flag: admin and sudo only', () => {
    expect(canSetUserField(admin, producer, 'seeSimulator')).toBe(true);
    expect(canSetUserField(sudo, producer, 'seeSimulator')).toBe(true);
    expect(canSetUserField(supervisor, producer, 'seeSimulator')).toBe(false);
    expect(canSetUserField(supervisor, null, 'seeSimulator')).toBe(false);
  });

  it('username, password and discount: supervisor (on its producers and new users), admin, sudo', () => {
    for (const f of ['username', 'password', 'maxDiscountAllow'] as const) {
      expect(canSetUserField(supervisor, producer, f)).toBe(true);
      expect(canSetUserField(supervisor, null, f)).toBe(true);
      expect(canSetUserField(admin, producer, f)).toBe(true);
      expect(canSetUserField(supervisor, other, f)).toBe(false);
    }
    expect(canSetUserField(supervisor, supervisor, 'maxDiscountAllow')).toBe(false);
    expect(canSetUserField(producer, producer, 'maxDiscountAllow')).toBe(false);
    expect(canSetUserField(producer, producer, 'username')).toBe(false);
  });

  it('anyone sets its own personal data, preferences and password', () => {
    const mine = editableUserFields(producer, producer);
    for (const f of [
      'name',
      'cuit',
      'email',
      'cell',
      'preferredUrl',
      'paymentMethod',
      'rateOption',
      'hectarePriceCurrency',
      'password',
    ] as const)
      expect(mine.has(f), f).toBe(true);
    expect(editableUserFields(producer, other).size).toBe(0);
    expect(editableUserFields(producer, null).size).toBe(0);
  });

  it('roles: sudo grants all, admin 2-4, others none; only sudo touches a sudo; nobody its own role', () => {
    expect(assignableRoles(sudo)).toEqual([1, 2, 3, 4]);
    expect(assignableRoles(admin)).toEqual([2, 3, 4]);
    expect(assignableRoles(supervisor)).toEqual([]);
    expect(canSetRole(admin, producer, 3)).toBe(true);
    expect(canSetRole(admin, producer, 1)).toBe(false);
    expect(canSetRole(sudo, producer, 1)).toBe(true);
    expect(canSetRole(admin, sudo, 4)).toBe(false);
    expect(canSetRole(admin, admin, 4)).toBe(false);
    expect(canSetRole(supervisor, producer, 3)).toBe(false);
  });

  it('pickEditableUserFields drops what the actor may not send, keeping unknown keys', () => {
    const payload = {
      name: 'Ana',
      seeSimulator: 1,
      companies: [1],
      password: 'x',
      password_confirmation: 'x',
      maxDiscountAllow: 5,
      extra: 1,
    };
    expect(pickEditableUserFields(payload, producer, producer)).toEqual({
      name: 'Ana',
      password: 'x',
      password_confirmation: 'x',
      extra: 1,
    });
    expect(pickEditableUserFields(payload, supervisor, producer)).toEqual({
      name: 'Ana',
      password: 'x',
      password_confirmation: 'x',
      maxDiscountAllow: 5,
      extra: 1,
    });
    expect(pickEditableUserFields(payload, admin, producer)).toEqual(payload);
  });
});
