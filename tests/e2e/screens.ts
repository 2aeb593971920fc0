// THE list of screens the layout (responsive.spec.ts) and accessibility (a11y.spec.ts) checks
// visit (openScreen): every route of the registry (src/routes.ts) a role may enter, with real ids from the
// demo data, plus the in-app 404 and 403 pages and the public pages. A route added later is
// checked by both specs; a route with a new parameter needs its id below (the specs fail until then).
import { expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { canDo, type AccessUser } from '../../src/domain/access/access';
import { ROUTES, ROUTE_LIST, isPublicPath, pathTo, type RouteName } from '../../src/routes';
import { apiToken } from './helpers';
import { settle, touch } from './settle';

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
 * How many tests walk a role's screens in a11y.spec.ts and responsive.spec.ts: about 20 screens a
 * test (sudo and admin may enter 40, a supervisor 25, a producer 20), so that the tests last alike
 * and the workers share them.
 */
export const PARTS: Record<Role, number> = { sudo: 2, admin: 2, supervisor: 1, productor: 1 };

/** The parts of a role's walk (1..PARTS), with what a test's name says of its part ('' for a whole walk). */
export const partsOf = (role: Role) =>
  Array.from({ length: PARTS[role] }, (_, i) => ({ part: i + 1, label: PARTS[role] > 1 ? ` (part ${i + 1} of ${PARTS[role]})` : '' }));

/** Part `part` (1..PARTS) of a role's screens, every PARTS-th one. */
export function partOf<T>(role: Role, screens: readonly T[], part: number): T[] {
  return screens.filter((_, i) => i % PARTS[role] === part - 1);
}

/** Pages without a session. */
export const PUBLIC_SCREENS: readonly Screen[] = ROUTE_LIST.filter((r) => r.public).map((r) => ({
  name: r.name,
  path: r.path + (PUBLIC_QUERY[r.name] ?? ''),
  title: r.title,
}));

/** What follows a screen's title in the browser tab. */
export const TAB_SUFFIX = ' | Cotizador de Seguros Agrícolas';

const TITLES = [...new Set(ROUTE_LIST.map((r) => r.title))];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The top bar's text on a screen titled `title`: the title, or the name a page gives itself on it
 * ('Editar cotización 1010'), but never another route's longer title ('Clientes del productor' is
 * not 'Clientes'): the bar tells which screen the app shows.
 */
function barOf(title: string): RegExp {
  const longer = TITLES.filter((t) => t.startsWith(`${title} `)).map((t) => `${escape(t.slice(title.length + 1))}$`);
  return new RegExp(`^${escape(title)}(?: ${longer.length ? `(?!${longer.join('|')})` : ''}.+)?$`);
}

/**
 * Opens a screen and waits until it has loaded (settle). A screen of the app, when the app (its top
 * bar) is already in the page, the way its links do: a history entry and popstate, that react-router
 * follows with no reload. Otherwise, and a public page always (they have no router: moving to one is
 * a page load, src/main.tsx), with a real load. Fails unless the top bar (on a public page, the tab)
 * names the screen, the address is still the screen's and no error page shows: no check runs on the
 * screen before.
 */
export async function openScreen(page: Page, screen: Screen) {
  touch(page);
  const logged: string[] = [];
  const onConsole = (m: ConsoleMessage) => void (m.type() === 'error' && logged.push(m.text()));
  const onError = (e: Error) => void logged.push(e.stack ?? String(e));
  page.on('console', onConsole);
  page.on('pageerror', onError);
  const publicPage = isPublicPath(screen.path);
  const inApp =
    !publicPage &&
    (await page
      .evaluate((to) => {
        if (!document.querySelector('[data-testid="route-title"]')) return false;
        const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1; // as react-router numbers its entries
        history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        return true;
      }, screen.path)
      .catch(() => false));
  if (!inApp) await page.goto(screen.path);
  if (publicPage) {
    await expect(page, `the tab of ${screen.path}`).toHaveTitle(screen.title + TAB_SUFFIX, { timeout: 15_000 });
  } else {
    const bar = page.getByTestId('route-title');
    await bar
      .filter({ hasText: barOf(screen.title) })
      .waitFor({ timeout: 15_000 })
      .catch(async () => {
        throw new Error(
          `${screen.name} (${screen.path}): the top bar says ${JSON.stringify(await bar.allTextContents())}, not '${screen.title}'`,
        );
      });
  }
  await settle(page);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  expect(page.url(), `still on ${screen.name}`).toBe(new URL(screen.path, page.url()).href);
  // react-admin's error page (a screen that threw while rendering), with what the page logged
  const crashed = await page.getByRole('alert').filter({ hasText: 'Algo salió mal' }).count();
  expect(crashed, `${screen.name} (${screen.path}) shows the error page; the page logged:\n${logged.join('\n')}`).toBe(0);
}
