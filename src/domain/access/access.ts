// THE access table (docs/rules/access.md): who may do what, by resource and action. Read by the app's
// route guard, menu and buttons (react-admin `canAccess`) and by the server's access hook on
// every route (server/http/route.ts). Ownership (a producer's own clients and negotiations, a
// supervisor's team) is not a role rule: the server's services enforce it on top of this.

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

type MaybeUser = Pick<AccessUser, 'roleId'> | null | undefined;

const on = (flag: number | boolean | null | undefined) => flag === true || flag === 1;

/** ROLE_SUDO or ROLE_ADMIN: everything, all clients and quotations. */
export const isAdminLike = (u: MaybeUser) => !!u && (u.roleId === ROLE_SUDO || u.roleId === ROLE_ADMIN);

/** ROLE_SUDO, ROLE_ADMIN or ROLE_SUPERVISOR: user management, a user's clients, deleting quotations. */
export const isManager = (u: MaybeUser) => !!u && (isAdminLike(u) || u.roleId === ROLE_SUPERVISOR);

export const isSupervisor = (u: MaybeUser) => !!u && u.roleId === ROLE_SUPERVISOR;

/** The simulator: the see_simulator flag, or one of the privileged roles. */
export const canSeeSimulator = (u: AccessUser | null | undefined) => !!u && (on(u.seeSimulator) || isManager(u));

export const canSeeCoverageUserModule = (u: AccessUser | null | undefined) => !!u && on(u.seeCoverageUserModule);

export const canPayInKind = (u: AccessUser | null | undefined) => !!u && (isAdminLike(u) || on(u.allowPaymentInKind));

export const canSplitCoverages = (u: AccessUser | null | undefined) => !!u && on(u.allowSplitCoverages);

export const canSendProposal = (u: AccessUser | null | undefined) => !!u && (isAdminLike(u) || on(u.sendProposal));

export const canApplyDiscountsOnPacks = (u: AccessUser | null | undefined) => !!u && on(u.allowDiscountsOnPacks);

/** The named rules the table uses (each a predicate over a signed-in user). */
export const ACCESS_RULES = {
  anyone: () => true,
  adminLike: isAdminLike,
  manager: isManager,
  simulator: canSeeSimulator,
  /** The coverage-links screen: its flag, or admin and sudo (who pick the producer). */
  coverageLinks: (u: AccessUser) => canSeeCoverageUserModule(u) || isAdminLike(u),
  sendProposal: canSendProposal,
  payInKind: canPayInKind,
  splitCoverages: canSplitCoverages,
  coverageUserModule: canSeeCoverageUserModule,
} satisfies Record<string, (u: AccessUser) => boolean>;

export type AccessRuleName = keyof typeof ACCESS_RULES;

/**
 * Resource -> action -> rule. Resources are the API's resource names (also react-admin's)
 * and the app's pages; actions are react-admin's (list, show, create, edit, delete) plus named
 * ones. `read` is the route-level permission of lookups other screens need (a campaign's
 * coverages, a user's own profile): the server narrows them by ownership.
 */
export const PERMISSIONS = {
  /** One's own profile and what hangs from it (record, logo, preferred coverages, coverage links); the server checks whose. */
  profile: { show: 'anyone', edit: 'anyone' },
  clients: {
    list: 'anyone',
    show: 'anyone',
    create: 'anyone',
    edit: 'anyone',
    delete: 'anyone',
    chooseOwner: 'adminLike',
    /** The list's 'Productor' filter: whoever sees others' clients (a supervisor its team's). */
    filterByProducer: 'manager',
  },
  users: {
    list: 'manager',
    show: 'manager',
    create: 'manager',
    edit: 'manager',
    delete: 'manager',
    /** A user's own record, logo, preferred coverages, clients and coverage links (the server checks whose). */
    read: 'anyone',
    /** The screen of a user's clients and assigning clients to it. */
    clients: 'manager',
    /** The producers a supervisor is in charge of. */
    producers: 'adminLike',
  },
  campaigns: { list: 'adminLike', show: 'adminLike', create: 'adminLike', edit: 'adminLike', read: 'anyone' },
  modules: { list: 'adminLike', show: 'adminLike', create: 'adminLike', edit: 'adminLike', delete: 'adminLike', read: 'anyone' },
  rates: { list: 'adminLike', create: 'adminLike', edit: 'adminLike', delete: 'adminLike', import: 'adminLike', export: 'adminLike' },
  reference: { read: 'anyone' },
  /** `menu`: the menu's entry, only with the user's own flag (admins reach the screen from users). */
  'coverage-links': { list: 'coverageLinks', chooseProducer: 'adminLike', menu: 'coverageUserModule' },
  settings: { list: 'adminLike', edit: 'adminLike' },
  /** The settings screen's lists (react-admin resources of the 'Ignorar descuentos' and 'Valores de IVA' tabs). */
  ignore_discounts: { list: 'adminLike', create: 'adminLike', delete: 'adminLike' },
  tax_vats: { list: 'adminLike', edit: 'adminLike' },
  panel: { show: 'adminLike' },
  /** Requests and quotations (also POST simple-negotiations); the server narrows each to the owners rule. */
  negotiations: {
    list: 'anyone',
    show: 'anyone',
    create: 'anyone',
    edit: 'anyone',
    /** Cancelar (PUT negotiations/{id}/reject). */
    cancel: 'anyone',
    delete: 'manager',
    chooseProducer: 'manager',
    /** The lists' 'Productor' filter: whoever sees others' negotiations (a supervisor its team's). */
    filterByProducer: 'manager',
    acceptedReport: 'adminLike',
    /** GET negotiations/statistics (the dashboard; the server counts what the user reaches). */
    statistics: 'anyone',
    /** The payment methods in kind (wizard's settings step; the server refuses them too). */
    payInKind: 'payInKind',
    /** Ponderación: splitting a risk's hectare value among its coverages. */
    splitCoverages: 'splitCoverages',
  },
  /** A negotiation's risks from the detail page (add, edit its data, remove). */
  risks: { create: 'anyone', edit: 'anyone', delete: 'anyone' },
  /** The per-row actions of the detail's quotations tables. */
  quotations: { accept: 'anyone', reject: 'anyone', recalculate: 'anyone' },
  requests: { list: 'anyone', show: 'anyone', create: 'anyone' },
  /**
   * Submitting a proposal (POST quotations/{id}/proposals) and reading one's numbers (the server
   * checks the negotiation's owner); `producerNumber`: sending another producer number than one's own.
   */
  proposals: { create: 'sendProposal', show: 'anyone', producerNumber: 'adminLike' },
  /** Delivery places and ports of exchange payments: the proposal form lists them, admins edit them. */
  'exchange-stores': { list: 'anyone', create: 'adminLike', edit: 'adminLike' },
  /** A negotiation's and a quotation's PDFs and the coverage sheets (the server checks whose negotiation). */
  documents: { read: 'anyone' },
  /** Sending a negotiation's advance by e-mail (the server checks whose negotiation). */
  advances: { create: 'anyone' },
  simulator: { show: 'simulator' },
  /** Futures and board prices: the simulator reads them; admins keep them (the 'Datos de mercado' screen, PUT /api/external-rates). */
  market: { list: 'adminLike', edit: 'adminLike' },
  jobs: { show: 'anyone' },
  /** The API's contract, OpenAPI (GET /api/docs). */
  docs: { read: 'adminLike' },
} as const satisfies Record<string, Record<string, AccessRuleName>>;

export type AccessResource = keyof typeof PERMISSIONS;
export type AccessAction<R extends AccessResource = AccessResource> = R extends AccessResource
  ? keyof (typeof PERMISSIONS)[R] & string
  : never;

/** A resource and one of its actions, as routes (app and server) declare them. */
export type AccessKey = { [R in AccessResource]: readonly [R, AccessAction<R>] }[AccessResource];

/** May this user do this? Unknown resources or actions are refused. */
export function can(u: AccessUser | null | undefined, resource: string, action: string): boolean {
  if (!u) return false;
  const actions = (PERMISSIONS as Record<string, Record<string, AccessRuleName> | undefined>)[resource];
  const rule = actions?.[action];
  return rule ? ACCESS_RULES[rule](u) : false;
}

/** `can` for a declared key. */
export const canDo = (u: AccessUser | null | undefined, [resource, action]: AccessKey) => can(u, resource, action);

/** react-admin's `canAccess` over the table (action defaults to list). */
export function canAccess(u: AccessUser | null | undefined, resource: string, action = 'list'): boolean {
  return can(u, resource, action);
}
