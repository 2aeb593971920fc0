// One place for the app's URLs: path builders, the table of named routes (the
// spec's route names, with the Spanish titles shown in the top bar and the
// role that may enter), and the start page after login.
//
// This module is imported by the light public bundle (main.tsx, /login): keep it
// free of react-admin and MUI imports.
import { isAdminLike, isManager } from './domain/access';
import { MESSAGES } from './domain/messages';

export type Id = string | number;

export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  logout: '/logout',
  notFound: '/404',
  forbidden: '/403',
  clientRequest: '/solicitud-cliente',
  admin: '/admin',
  panel: '/admin/panel',
  settings: '/admin/configuraciones',
  producersPlaceholder: '/admin/productores',
  coveragesUser: '/admin/coberturas-usuario',
  simulator: (id: Id) => `/admin/simulador/${id}`,
  proposal: (id: Id) => `/admin/cotizacion/${id}/propuesta`,
  profile: { show: '/admin/perfil', edit: '/admin/perfil/editar' },
  clients: {
    list: '/admin/clientes',
    create: '/admin/clientes/nuevo',
    show: (id: Id) => `/admin/clientes/${id}/ver`,
    edit: (id: Id) => `/admin/clientes/${id}/editar`,
  },
  users: {
    list: '/admin/usuarios',
    create: '/admin/usuarios/nuevo',
    show: (id: Id) => `/admin/usuarios/${id}/ver`,
    edit: (id: Id) => `/admin/usuarios/${id}/editar`,
    clients: (id: Id) => `/admin/usuarios/${id}/clientes`,
    client: (id: Id, clientId: Id) => `/admin/usuarios/${id}/clientes/${clientId}/ver`,
    producers: (id: Id) => `/admin/usuarios/${id}/productores`,
  },
  coverages: {
    list: '/admin/coberturas',
    create: '/admin/coberturas/nuevo',
    import: '/admin/coberturas/importar',
    export: '/admin/coberturas/exportar',
    show: (id: Id) => `/admin/coberturas/${id}/ver`,
    edit: (id: Id) => `/admin/coberturas/${id}/editar`,
  },
  campaigns: {
    list: '/admin/campaigns',
    create: '/admin/campaigns/new',
    show: (id: Id) => `/admin/campaigns/${id}/view`,
    edit: (id: Id) => `/admin/campaigns/${id}/edit`,
  },
  negotiations: {
    list: '/admin/negociaciones',
    create: '/admin/negociaciones/nuevo',
    group: '/admin/negociaciones/grupo',
    show: (id: Id) => `/admin/negociaciones/${id}/ver`,
    edit: (id: Id) => `/admin/negociaciones/${id}/editar`,
  },
  requests: {
    list: '/admin/solicitudes',
    create: '/admin/solicitudes/nuevo',
    show: (id: Id) => `/admin/solicitudes/${id}/ver`,
  },
} as const;

/** Who may enter a route (spec 2.3). */
export type RouteAccess = 'any' | 'admin' | 'manager';

export interface RouteUser {
  roleId: number;
}

export interface AppRoute {
  /** Route name (the spec's names where it gives one). */
  name: string;
  /** react-router pattern. */
  pattern: string;
  /** Title shown in the top bar. */
  title: string;
  access: RouteAccess;
  /** Where a user without access goes; without it, the 403 page. */
  deniedRedirect?: string;
  /** Public (no authentication). */
  public?: boolean;
}

export const ROUTES: readonly AppRoute[] = [
  { name: 'Login', pattern: '/login', title: 'Ingresar', access: 'any', public: true },
  { name: 'recuperar clave', pattern: '/forgot-password', title: MESSAGES.recoverPassword, access: 'any', public: true },
  { name: 'restablecer clave', pattern: '/reset-password', title: 'Restablecer clave', access: 'any', public: true },
  { name: 'salir', pattern: '/logout', title: 'Sesión cerrada', access: 'any', public: true },
  { name: '404', pattern: '/404', title: 'Sección inexistente', access: 'any', public: true },
  { name: '403', pattern: '/403', title: 'Acceso denegado', access: 'any', public: true },
  { name: 'solicitud cliente', pattern: '/solicitud-cliente', title: 'Solicitud de cliente', access: 'any' },
  { name: 'panel', pattern: '/admin/panel', title: 'Panel de control', access: 'admin', deniedRedirect: '/admin/perfil' },
  {
    name: 'configuraciones',
    pattern: '/admin/configuraciones',
    title: 'Configuraciones',
    access: 'admin',
    deniedRedirect: '/admin/perfil',
  },
  { name: 'simulador', pattern: '/admin/simulador/:id', title: 'Simulador', access: 'any' },
  { name: 'perfil', pattern: '/admin/perfil', title: 'Tu perfil', access: 'any' },
  { name: 'editar perfil', pattern: '/admin/perfil/editar', title: 'Editar perfil', access: 'any' },
  { name: 'usuarios', pattern: '/admin/usuarios', title: 'Productores registrados', access: 'manager' },
  { name: 'nuevo usuario', pattern: '/admin/usuarios/nuevo', title: 'Nuevo productor', access: 'manager' },
  { name: 'ver usuario', pattern: '/admin/usuarios/:id/ver', title: 'Ver productor', access: 'manager' },
  { name: 'editar usuario', pattern: '/admin/usuarios/:id/editar', title: 'Editar productor', access: 'manager' },
  { name: 'clientes usuario', pattern: '/admin/usuarios/:id/clientes', title: 'Clientes del productor', access: 'manager' },
  {
    name: 'ver cliente del usuario',
    pattern: '/admin/usuarios/:userId/clientes/:id/ver',
    title: 'Ver cliente del productor',
    access: 'manager',
  },
  { name: 'productores usuario', pattern: '/admin/usuarios/:id/productores', title: 'Productores a cargo', access: 'admin' },
  { name: 'clientes', pattern: '/admin/clientes', title: 'Clientes', access: 'any' },
  { name: 'nuevo cliente', pattern: '/admin/clientes/nuevo', title: 'Nuevo cliente', access: 'any' },
  { name: 'ver cliente', pattern: '/admin/clientes/:id/ver', title: 'Ver cliente', access: 'any' },
  { name: 'editar cliente', pattern: '/admin/clientes/:id/editar', title: 'Editar cliente', access: 'any' },
  { name: 'coberturas', pattern: '/admin/coberturas', title: 'Coberturas', access: 'admin' },
  { name: 'nueva cobertura', pattern: '/admin/coberturas/nuevo', title: 'Nueva cobertura', access: 'admin' },
  { name: 'importar tasas', pattern: '/admin/coberturas/importar', title: 'Importar tasas', access: 'admin' },
  { name: 'exportar tasas', pattern: '/admin/coberturas/exportar', title: 'Exportar tasas', access: 'admin' },
  { name: 'ver cobertura', pattern: '/admin/coberturas/:id/ver', title: 'Ver cobertura', access: 'admin' },
  { name: 'editar cobertura', pattern: '/admin/coberturas/:id/editar', title: 'Editar cobertura', access: 'admin' },
  { name: 'coberturas usuario', pattern: '/admin/coberturas-usuario', title: 'Coberturas de Usuario', access: 'any' },
  // Campaigns: the spec shows no route-level restriction, but only admin/sudo may use the API behind them.
  { name: 'campañas', pattern: '/admin/campaigns', title: 'Campañas', access: 'admin' },
  { name: 'nueva campaña', pattern: '/admin/campaigns/new', title: 'Nueva campaña', access: 'admin' },
  { name: 'ver campaña', pattern: '/admin/campaigns/:id/view', title: 'Ver campaña', access: 'admin' },
  { name: 'editar campaña', pattern: '/admin/campaigns/:id/edit', title: 'Editar campaña', access: 'admin' },
  { name: 'productores', pattern: '/admin/productores', title: 'Productores', access: 'any' },
  { name: 'cotizaciones', pattern: '/admin/negociaciones', title: 'Cotizaciones', access: 'any' },
  { name: 'nueva cotizacion', pattern: '/admin/negociaciones/nuevo', title: 'Nueva cotización', access: 'any' },
  { name: 'cotizar varios riesgos', pattern: '/admin/negociaciones/grupo', title: 'Cotizar varios riesgos', access: 'any' },
  { name: 'ver cotizacion', pattern: '/admin/negociaciones/:id/ver', title: 'Ver cotización', access: 'any' },
  { name: 'editar cotizacion', pattern: '/admin/negociaciones/:id/editar', title: 'Editar cotización', access: 'any' },
  { name: 'solicitudes', pattern: '/admin/solicitudes', title: 'Solicitudes', access: 'any' },
  { name: 'nueva solicitud', pattern: '/admin/solicitudes/nuevo', title: 'Nueva solicitud', access: 'any' },
  { name: 'ver solicitudes', pattern: '/admin/solicitudes/:id/ver', title: 'Ver solicitud', access: 'any' },
  { name: 'nueva propuesta', pattern: '/admin/cotizacion/:id/propuesta', title: 'Nueva propuesta', access: 'any' },
];

/** Public paths: no token needed (spec 2.1 plus /logout). */
export const PUBLIC_PATHS = ROUTES.filter((r) => r.public).map((r) => r.pattern);

const stripQuery = (path: string) => path.split(/[?#]/)[0] || '/';
const normalize = (path: string) => {
  const p = stripQuery(path);
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
};

const patternRegex = new Map<string, RegExp>();
function toRegex(pattern: string): RegExp {
  let re = patternRegex.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    re = new RegExp(`^${body}$`, 'i');
    patternRegex.set(pattern, re);
  }
  return re;
}

/** The named route a path resolves to (query and hash ignored), or undefined. */
export function matchRoute(path: string): AppRoute | undefined {
  const p = normalize(path);
  // Static patterns win over parametrised ones (/admin/clientes/nuevo vs /:id).
  const candidates = ROUTES.filter((r) => toRegex(r.pattern).test(p));
  return candidates.find((r) => !r.pattern.includes(':')) ?? candidates[0];
}

export const isKnownRoute = (path: string) => !!matchRoute(path);

export const isPublicPath = (path: string) => !!matchRoute(path)?.public;

/** Title for the top bar. */
export function routeTitle(pathname: string): string {
  return matchRoute(pathname)?.title ?? '';
}

export function routeByName(name: string | null | undefined): AppRoute | undefined {
  if (!name) return undefined;
  const n = name.trim().toLowerCase();
  return ROUTES.find((r) => r.name.toLowerCase() === n);
}

/** May this user enter this route? ('any' routes: every authenticated user.) */
export function canEnter(user: RouteUser | null | undefined, route: AppRoute): boolean {
  if (route.access === 'any') return true;
  if (route.access === 'admin') return isAdminLike(user);
  return isManager(user);
}

/** Preferred start pages (spec 2.4): route name -> path. */
export const PREFERRED_START_PAGES: Record<string, string> = {
  'nueva cotizacion': paths.negotiations.create,
  cotizaciones: paths.negotiations.list,
  solicitudes: paths.requests.list,
  'nueva solicitud': paths.requests.create,
  perfil: paths.profile.show,
};

export const DEFAULT_START_PAGE = paths.requests.list;

/** A redirect target we accept: a same-origin absolute path to a known, non-public route. */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect) return null;
  let target = redirect.trim();
  try {
    // the query may arrive encoded twice
    if (/^%2F/i.test(target)) target = decodeURIComponent(target);
  } catch {
    return null;
  }
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  const route = matchRoute(target);
  if (!route || route.public) return null;
  return target;
}

/**
 * Where to go after login (spec 2.4): the redirect query if it resolves to a known
 * route; else the route of the user's preferred_url; else the requests screen.
 */
export function startPage(user: { preferredUrl?: string | null } | null | undefined, redirectQuery?: string | null): string {
  const redirect = safeRedirect(redirectQuery);
  if (redirect) return redirect;
  const preferred = user?.preferredUrl?.trim().toLowerCase();
  if (preferred) {
    if (PREFERRED_START_PAGES[preferred]) return PREFERRED_START_PAGES[preferred];
    // tolerate a stored path instead of a route name
    const asPath = safeRedirect(preferred.startsWith('/') ? preferred : null);
    if (asPath) return asPath;
  }
  return DEFAULT_START_PAGE;
}

/** The login URL for a protected location, carrying the redirect query (root and /admin excluded). */
export function loginRedirectUrl(pathname: string, search = ''): string {
  const p = normalize(pathname);
  if (p === '/' || p === '/admin') return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(p + search)}`;
}
