// THE list of screens the layout (responsive.spec.ts) and accessibility (a11y.spec.ts) checks
// visit: every route of the registry (src/routes.ts) a role may enter, with real ids from the
// demo data, plus the in-app 404 and 403 pages and the public pages. A route added later is
// checked by both specs; a route with a new parameter needs its id below (the specs fail until then).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { canDo, type AccessUser } from '../../src/domain/access/access';
import { ROUTES, ROUTE_LIST, pathTo, type RouteName } from '../../src/routes';
import { apiToken } from './helpers';

export const ROLES = ['sudo', 'admin', 'supervisor', 'productor'] as const;
export type Role = (typeof ROLES)[number];

export interface Screen {
  /** What the report names: the route's name, or what the page is. */
  name: string;
  path: string;
  /** The title the top bar and the browser tab show. */
  title: string;
}

/** The API as one demo user sees it. */
interface Api {
  me: AccessUser;
  /** The `data` of a GET. */
  get: (path: string) => Promise<unknown>;
}

async function apiAs(request: APIRequestContext, role: Role): Promise<Api> {
  const token = await apiToken(request, role);
  const get = async (path: string) => {
    const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok(), `GET ${path} as ${role}`).toBeTruthy();
    return ((await res.json()) as { data: unknown }).data;
  };
  return { me: (await get('/api/user')) as AccessUser, get };
}

type Row = { id: number; roleId?: number };

/** The rows of a list answer: `data` is the array, or an object holding it (`{clients: [...]}`). */
function rowsOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data as Row[];
  const list = Object.values((data ?? {}) as Record<string, unknown>).find(Array.isArray);
  return (list ?? []) as Row[];
}

async function firstId(api: Api, listPath: string, what: string, where: (r: Row) => boolean = () => true): Promise<number> {
  const row = rowsOf(await api.get(listPath)).find(where);
  if (!row) throw new Error(`screens.ts: no ${what} in ${listPath} for user ${api.me.id}`);
  return row.id;
}

const confirmed = '/api/negotiations?filter[is_confirmed]=1&perPage=1';
const requests = '/api/negotiations?filter[is_confirmed]=0&filter[state]=solicitud&perPage=1';

/** The parameters of each route with ids, from the demo data as the user sees it. */
const PARAMS: Partial<Record<RouteName, (api: Api) => Promise<Record<string, number>>>> = {
  'ver cliente': async (api) => ({ id: await firstId(api, '/api/clients?perPage=1', 'client') }),
  'editar cliente': async (api) => ({ id: await firstId(api, '/api/clients?perPage=1', 'client') }),
  'ver campaña': async (api) => ({ id: await firstId(api, '/api/campaigns?perPage=1', 'campaign') }),
  'editar campaña': async (api) => ({ id: await firstId(api, '/api/campaigns?perPage=1', 'campaign') }),
  'ver cobertura': async (api) => ({ id: await firstId(api, '/api/modules?perPage=1', 'coverage') }),
  'editar cobertura': async (api) => ({ id: await firstId(api, '/api/modules?perPage=1', 'coverage') }),
  'ver cotizacion': async (api) => ({ id: await firstId(api, confirmed, 'quotation') }),
  'editar cotizacion': async (api) => ({ id: await firstId(api, confirmed, 'quotation') }),
  'nueva propuesta': async (api) => ({ id: await firstId(api, confirmed, 'quotation') }),
  'ver solicitudes': async (api) => ({ id: await firstId(api, requests, 'request') }),
  'ver usuario': async (api) => ({ id: await firstId(api, '/api/users?perPage=50', 'producer', (u) => u.id !== api.me.id) }),
  'editar usuario': async (api) => ({ id: await firstId(api, '/api/users?perPage=50', 'producer', (u) => u.id !== api.me.id) }),
  'clientes usuario': async (api) => ({ id: await producerWithClients(api) }),
  'ver cliente del usuario': async (api) => {
    const userId = await producerWithClients(api);
    return { userId, id: await firstId(api, `/api/users/${userId}/clients`, 'client of the producer') };
  },
  'productores usuario': async (api) => ({ id: await firstId(api, '/api/users?perPage=50', 'supervisor', (u) => u.roleId === 3) }),
  simulador: async () => ({ id: 1 }),
};

async function producerWithClients(api: Api): Promise<number> {
  for (const user of rowsOf(await api.get('/api/users?perPage=50'))) {
    if (rowsOf(await api.get(`/api/users/${user.id}/clients`)).length > 0) return user.id;
  }
  throw new Error(`screens.ts: no producer with clients for user ${api.me.id}`);
}

/** An address of the app that is no screen: the 404 page inside the layout. */
export const MISSING_PATH = '/admin/no-existe';

/** Every screen behind the session a role may enter, then its in-app 404 and (if some route is closed to it) 403. */
export async function screensOf(request: APIRequestContext, role: Role): Promise<Screen[]> {
  const api = await apiAs(request, role);
  const screens: Screen[] = [];
  let forbidden: Screen | undefined;
  for (const route of ROUTE_LIST) {
    if (route.public) continue;
    const params = route.path.includes(':') ? PARAMS[route.name] : undefined;
    if (route.path.includes(':') && !params) throw new Error(`screens.ts: route '${route.name}' needs its ids in PARAMS`);
    const allowed = !route.access || canDo(api.me, route.access);
    if (!allowed) {
      if (!forbidden && !route.deniedRedirect && !params) forbidden = { name: `403 (${route.name})`, path: route.path, title: route.title };
      continue;
    }
    const path = params ? pathTo(route.name, (await params(api)) as never) : route.path;
    screens.push({ name: route.name, path, title: route.title });
  }
  screens.push({ name: '404', path: MISSING_PATH, title: ROUTES['404'].title });
  if (forbidden) screens.push(forbidden);
  return screens;
}

/** What a public page needs in its address to show itself (without a token, the reset page goes to login). */
const PUBLIC_QUERY: Partial<Record<RouteName, string>> = { 'restablecer clave': '?token=e2e-token&email=productor%40example.com' };

/**
 * Part `part` (1..parts) of a role's screens, every parts-th one: the long walks of a11y.spec.ts
 * and responsive.spec.ts run as a few tests of similar length that the workers share.
 */
export function partOf<T>(screens: readonly T[], part: number, parts: number): T[] {
  return screens.filter((_, i) => i % parts === part - 1);
}

/** Pages without a session. */
export const PUBLIC_SCREENS: readonly Screen[] = ROUTE_LIST.filter((r) => r.public).map((r) => ({
  name: r.name,
  path: r.path + (PUBLIC_QUERY[r.name] ?? ''),
  title: r.title,
}));

/** Waits until the screen has loaded: no request in flight and no progress indicator. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:visible')).toHaveCount(0, { timeout: 15_000 });
}
