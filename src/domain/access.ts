// One matrix of who may do what. The app uses it for menus, routes and buttons;
// the server enforces the same rules (plus ownership) on every endpoint.

export const ROLE_SUDO = 1;
export const ROLE_ADMIN = 2;
export const ROLE_SUPERVISOR = 3;
export const ROLE_PRODUCER = 4;

export const ROLE_NAMES: Record<number, string> = {
  [ROLE_SUDO]: 'ROLE_SUDO',
  [ROLE_ADMIN]: 'ROLE_ADMIN',
  [ROLE_SUPERVISOR]: 'ROLE_SUPERVISOR',
  [ROLE_PRODUCER]: 'ROLE_USER',
};

/** The part of a user profile (GET /api/user) the rules look at. Flags are 0/1 as the API sends them. */
export interface AccessUser {
  id: number;
  roleId: number;
  seeSimulator?: number | boolean | null;
  seeCoverageUserModule?: number | boolean | null;
  sendProposal?: number | boolean | null;
  allowPaymentInKind?: number | boolean | null;
  allowSplitCoverages?: number | boolean | null;
  allowDiscountsOnPacks?: number | boolean | null;
}

const on = (flag: number | boolean | null | undefined) => flag === true || flag === 1;

/** ROLE_SUDO or ROLE_ADMIN: everything, all clients and quotations. */
export const isAdminLike = (u: Pick<AccessUser, 'roleId'> | null | undefined) => !!u && (u.roleId === ROLE_SUDO || u.roleId === ROLE_ADMIN);

/** ROLE_SUDO, ROLE_ADMIN or ROLE_SUPERVISOR: user management, a user's clients, deleting quotations. */
export const isManager = (u: Pick<AccessUser, 'roleId'> | null | undefined) => !!u && (isAdminLike(u) || u.roleId === ROLE_SUPERVISOR);

export const isSupervisor = (u: Pick<AccessUser, 'roleId'> | null | undefined) => !!u && u.roleId === ROLE_SUPERVISOR;

/** The simulator: the see_simulator flag, or one of the privileged roles. */
export const canSeeSimulator = (u: AccessUser | null | undefined) => !!u && (on(u.seeSimulator) || isManager(u));

export const canSeeCoverageUserModule = (u: AccessUser | null | undefined) => !!u && on(u.seeCoverageUserModule);

export const canPayInKind = (u: AccessUser | null | undefined) => !!u && (isAdminLike(u) || on(u.allowPaymentInKind));

export const canSplitCoverages = (u: AccessUser | null | undefined) => !!u && on(u.allowSplitCoverages);

export const canSendProposal = (u: AccessUser | null | undefined) => !!u && (isAdminLike(u) || on(u.sendProposal));

/**
 * Screen-level rules (react-admin `canAccess`): resource is the API resource name
 * or a page name; action is list/show/create/edit/delete or a page action.
 */
export function canAccess(u: AccessUser | null | undefined, resource: string, action = 'list'): boolean {
  if (!u) return false;
  switch (resource) {
    case 'panel':
    case 'settings':
    case 'campaigns':
    case 'modules':
    case 'rates':
    case 'rates-import':
    case 'rates-export':
    case 'accepted-report':
      return isAdminLike(u);
    case 'users':
      if (action === 'producers') return isAdminLike(u); // usuarios/{id}/productores
      return isManager(u);
    case 'negotiations':
      if (action === 'delete') return isManager(u);
      return true;
    case 'coverages-user':
      return canSeeCoverageUserModule(u) || isAdminLike(u);
    case 'simulator':
      return canSeeSimulator(u);
    case 'clients':
    case 'profile':
    case 'requests':
    case 'proposals':
      return true;
    default:
      return true;
  }
}
