import { describe, expect, it } from 'vitest';
import {
  ROLE_ADMIN,
  ROLE_NAMES,
  ROLE_PRODUCER,
  ROLE_SUDO,
  ROLE_SUPERVISOR,
  ACCESS_RULES,
  PERMISSIONS,
  can,
  canAccess,
  canPayInKind,
  canSeeCoverageUserModule,
  canSeeSimulator,
  canSendProposal,
  canSplitCoverages,
  isAdminLike,
  isManager,
  isSupervisor,
  type AccessUser,
} from './access';

const sudo: AccessUser = { id: 1, roleId: ROLE_SUDO };
const admin: AccessUser = { id: 2, roleId: ROLE_ADMIN };
const supervisor: AccessUser = { id: 3, roleId: ROLE_SUPERVISOR };
const producer: AccessUser = { id: 4, roleId: ROLE_PRODUCER };
const flagged: AccessUser = {
  id: 5,
  roleId: ROLE_PRODUCER,
  seeSimulator: 1,
  seeCoverageUserModule: 1,
  sendProposal: 1,
  allowPaymentInKind: 1,
  allowSplitCoverages: 1,
  allowDiscountsOnPacks: 1,
};

describe('roles', () => {
  it('has the spec ids', () => {
    expect([ROLE_SUDO, ROLE_ADMIN, ROLE_SUPERVISOR, ROLE_PRODUCER]).toEqual([1, 2, 3, 4]);
    expect(ROLE_NAMES[1]).toBe('ROLE_SUDO');
    expect(ROLE_NAMES[2]).toBe('ROLE_ADMIN');
    expect(ROLE_NAMES[3]).toBe('ROLE_SUPERVISOR');
  });
  it('groups them', () => {
    expect([sudo, admin, supervisor, producer].map(isAdminLike)).toEqual([true, true, false, false]);
    expect([sudo, admin, supervisor, producer].map(isManager)).toEqual([true, true, true, false]);
    expect([sudo, admin, supervisor, producer].map(isSupervisor)).toEqual([false, false, true, false]);
    expect(isAdminLike(null)).toBe(false);
    expect(isManager(undefined)).toBe(false);
  });
});

describe('the access table (can / canAccess)', () => {
  const all = [sudo, admin, supervisor, producer];
  const who = (resource: string, action = 'list') => all.map((u) => can(u, resource, action));

  it('panel, settings, campaigns, coverages, rates and their import/export, the accepted report: admin and sudo', () => {
    const adminOnly: [string, string][] = [
      ['panel', 'show'],
      ['settings', 'list'],
      ['settings', 'edit'],
      ['campaigns', 'list'],
      ['campaigns', 'edit'],
      ['modules', 'list'],
      ['modules', 'delete'],
      ['rates', 'list'],
      ['rates', 'import'],
      ['rates', 'export'],
      ['negotiations', 'acceptedReport'],
      ['clients', 'chooseOwner'],
    ];
    for (const [r, a] of adminOnly) expect(who(r, a), `${r}.${a}`).toEqual([true, true, false, false]);
  });
  it("users: admin, supervisor and sudo; a user's producers: admin and sudo; one's own record: anyone", () => {
    expect(who('users')).toEqual([true, true, true, false]);
    expect(who('users', 'show')).toEqual([true, true, true, false]);
    expect(who('users', 'producers')).toEqual([true, true, false, false]);
    expect(who('users', 'read')).toEqual([true, true, true, true]);
  });
  it('negotiations: everyone; deleting and choosing the producer only admin, supervisor and sudo', () => {
    expect(who('negotiations')).toEqual([true, true, true, true]);
    expect(who('negotiations', 'delete')).toEqual([true, true, true, false]);
    // the spec's 'third privileged kind' of the grouped wizard: a supervisor picks among its team
    expect(who('negotiations', 'chooseProducer')).toEqual([true, true, true, false]);
  });
  it('clients, profile, requests and lookups: any user', () => {
    expect(who('clients')).toEqual([true, true, true, true]);
    expect(who('profile', 'show')).toEqual([true, true, true, true]);
    expect(who('requests', 'create')).toEqual([true, true, true, true]);
    expect(who('campaigns', 'read')).toEqual([true, true, true, true]);
    expect(who('reference', 'read')).toEqual([true, true, true, true]);
  });
  it('proposals: admin, sudo or the send_proposal flag', () => {
    expect(who('proposals', 'create')).toEqual([true, true, false, false]);
    expect(can(flagged, 'proposals', 'create')).toBe(true);
  });
  it('coverages per user: the flag, or admin and sudo', () => {
    expect(who('coverage-links')).toEqual([true, true, false, false]);
    expect(can(flagged, 'coverage-links', 'list')).toBe(true);
  });
  it('simulator: the flag or a privileged role', () => {
    expect(who('simulator', 'show')).toEqual([true, true, true, false]);
    expect(can(flagged, 'simulator', 'show')).toBe(true);
  });
  it('refuses unknown resources and actions, and everything without a user', () => {
    expect(can(admin, 'nope', 'list')).toBe(false);
    expect(can(admin, 'clients', 'nope')).toBe(false);
    expect(can(null, 'clients', 'list')).toBe(false);
    expect(canAccess(undefined, 'negotiations')).toBe(false);
    expect(canAccess(producer, 'clients')).toBe(true);
  });
  it("the screens' own checks are table entries: payment in kind, ponderación, the coverage-links menu, another producer number", () => {
    const everyone = [sudo, admin, supervisor, producer, flagged];
    const may = (resource: string, action: string) => everyone.map((u) => can(u, resource, action));
    expect(may('negotiations', 'payInKind')).toEqual([true, true, false, false, true]);
    expect(may('negotiations', 'splitCoverages')).toEqual([false, false, false, false, true]);
    expect(may('coverage-links', 'menu')).toEqual([false, false, false, false, true]);
    expect(may('proposals', 'producerNumber')).toEqual([true, true, false, false, false]);
  });
  it('every rule the table names exists', () => {
    for (const [resource, actions] of Object.entries(PERMISSIONS)) {
      for (const [action, rule] of Object.entries(actions)) expect(ACCESS_RULES, `${resource}.${action}`).toHaveProperty(rule);
    }
  });
});

describe('flags', () => {
  it('are on only for 1 or true', () => {
    for (const v of [1, true]) expect(canSplitCoverages({ ...producer, allowSplitCoverages: v })).toBe(true);
    for (const v of [0, false, null, undefined]) expect(canSplitCoverages({ ...producer, allowSplitCoverages: v })).toBe(false);
  });
  it('payment in kind: admin, sudo or allow_payment_in_kind', () => {
    expect([sudo, admin, supervisor, producer, flagged].map(canPayInKind)).toEqual([true, true, false, false, true]);
  });
  it('proposals: admin, sudo or send_proposal', () => {
    expect([sudo, admin, supervisor, producer, flagged].map(canSendProposal)).toEqual([true, true, false, false, true]);
  });
  it('split coverages: only the flag, whatever the role', () => {
    expect([sudo, admin, supervisor, producer, flagged].map(canSplitCoverages)).toEqual([false, false, false, false, true]);
  });
  it('simulator: see_simulator or a privileged role', () => {
    expect([sudo, admin, supervisor, producer, flagged].map(canSeeSimulator)).toEqual([true, true, true, false, true]);
  });
  it('coverage-user module: only the flag', () => {
    expect([sudo, admin, supervisor, producer, flagged].map(canSeeCoverageUserModule)).toEqual([false, false, false, false, true]);
  });
});
