// THE route registry: every screen's name (the spec's route names), path, title and access,
// joined from each feature folder's `routes.ts`. Route names are a type (`RouteName`), paths
// are built only by `pathTo`, and the app's screens are typed against the names
// (src/features.tsx). Imported by the light login bundle: no react-admin, MUI or react-router here
// (matching a path against the patterns is src/router/match.ts).
import { canDo, type AccessUser } from './domain/access/access';
import { PREFERRED_PAGES } from './domain/users/choices';
import type { Id, PathArgs, RouteDef } from './router/define';
import { publicRoutes } from './public/routes';
import { panelRoutes } from './custom/dashboard/routes';
import { settingsRoutes } from './resources/settings/routes';
import { profileRoutes } from './custom/profile/routes';
import { userRoutes } from './resources/users/routes';
import { clientRoutes } from './resources/clients/routes';
import { coverageRoutes } from './resources/coverages/routes';
import { ratesIoRoutes } from './custom/rates-io/routes';
import { coverageLinkRoutes } from './custom/coverage-links/routes';
import { campaignRoutes } from './resources/campaigns/routes';
import { negotiationRoutes } from './custom/quotations/routes';
import { requestRoutes } from './custom/requests/routes';
import { proposalRoutes } from './custom/proposals/routes';
import { simulatorRoutes } from './custom/simulator/routes';
import { marketDataRoutes } from './custom/market-data/routes';
import { clientRequestRoutes } from './custom/client-request/routes';

export type { Id } from './router/define';

export const ROUTES = {
  ...publicRoutes,
  ...clientRequestRoutes,
  ...panelRoutes,
  ...settingsRoutes,
  ...simulatorRoutes,
  ...marketDataRoutes,
  ...profileRoutes,
  ...userRoutes,
  ...clientRoutes,
  ...coverageRoutes,
  ...ratesIoRoutes,
  ...coverageLinkRoutes,
  ...campaignRoutes,
  ...negotiationRoutes,
  ...requestRoutes,
  ...proposalRoutes,
};

export type RouteName = keyof typeof ROUTES;

/** A route with its name. */
export interface AppRoute extends RouteDef {
  name: RouteName;
}

export const ROUTE_LIST: readonly AppRoute[] = (Object.keys(ROUTES) as RouteName[]).map((name) => ({ name, ...ROUTES[name] }));

/** The path of a named route: `pathTo('ver cliente', { id: 7 })` -> '/admin/clientes/7/ver'. */
export function pathTo<N extends RouteName>(name: N, ...args: PathArgs<(typeof ROUTES)[N]['path']>): string {
  const params = (args[0] ?? {}) as Record<string, Id>;
  return ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`pathTo('${name}'): missing ${key}`);
    return encodeURIComponent(String(value));
  });
}

const stripQuery = (path: string) => path.split(/[?#]/)[0] || '/';
/** The path without query, hash or trailing slash. */
export const normalize = (path: string) => {
  const p = stripQuery(path);
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
};

/** Public paths: no token needed. They have no parameters (routes.test.ts). */
export const PUBLIC_PATHS = ROUTE_LIST.filter((r) => r.public).map((r) => r.path);

/** The public route of a path (query and hash ignored), if it is one. */
export const publicRoute = (path: string): AppRoute | undefined => {
  const p = normalize(path);
  return ROUTE_LIST.find((r) => r.public && r.path === p);
};

export const isPublicPath = (path: string) => !!publicRoute(path);

export function routeByName(name: string | null | undefined): AppRoute | undefined {
  if (!name) return undefined;
  const n = name.trim().toLowerCase();
  return ROUTE_LIST.find((r) => r.name.toLowerCase() === n);
}

/** May this user enter this route? (The access table; routes without `access`: every signed-in user.) */
export function canEnter(user: AccessUser | null | undefined, route: RouteDef): boolean {
  if (route.public) return true;
  if (!user) return false;
  return route.access ? canDo(user, route.access) : true;
}

/** Where a user who may not enter goes: the route's `deniedRedirect`, or null for the 403 page. */
export function deniedRedirectPath(route: RouteDef): string | null {
  const target = route.deniedRedirect ? routeByName(route.deniedRedirect) : undefined;
  return target && !target.path.includes(':') ? target.path : null;
}

/** Preferred start pages (docs/rules/auth.md#después-de-ingresar): the route names a user may choose. */
export const PREFERRED_START_PAGES = PREFERRED_PAGES.map((p) => p.id) satisfies readonly RouteName[];

/** Start page when the user has none (and the login has no usable redirect). */
export const DEFAULT_START_PAGE = 'solicitudes' satisfies RouteName;

/** The login URL for a protected location, carrying the redirect query (root, /admin and public pages excluded). */
export function loginRedirectUrl(pathname: string, search = ''): string {
  const p = normalize(pathname);
  const login = pathTo('Login');
  if (p === '/' || p === '/admin' || isPublicPath(p)) return login;
  return `${login}?redirect=${encodeURIComponent(p + search)}`;
}
