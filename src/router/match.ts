// Matching a path against the route registry (src/routes.ts) with react-router's own matcher.
// Apart from routes.ts: the public pages (main.tsx, /login) must not load react-router.
import { matchPath, matchRoutes } from 'react-router';
import { DEFAULT_START_PAGE, PREFERRED_START_PAGES, ROUTE_LIST, normalize, pathTo, type AppRoute } from '../routes';

/** The named route a path resolves to (query and hash ignored), ranked as react-router ranks routes (static segments first). */
export function matchRoute(path: string): AppRoute | undefined {
  return matchRoutes(ROUTE_LIST as AppRoute[], normalize(path))?.[0]?.route;
}

export const isKnownRoute = (path: string) => !!matchRoute(path);

/** Title of the top bar and the browser tab. */
export function routeTitle(pathname: string): string {
  return matchRoute(pathname)?.title ?? '';
}

/**
 * Where 'Volver' goes when there is no earlier page of the app (a page opened from a bookmark or
 * a mail link): the section's list, the closest route without parameters above the path.
 */
export function sectionPath(pathname: string): string {
  const p = normalize(pathname);
  const parents = ROUTE_LIST.filter(
    (r) => !r.public && !r.path.includes(':') && r.path !== p && matchPath({ path: r.path, end: false }, p),
  );
  return parents.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '/';
}

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
 * Where to go after login (docs/rules/auth.md#después-de-ingresar): the redirect query if it resolves to a known
 * route; else the route of the user's preferred_url; else the requests screen.
 */
export function startPage(user: { preferredUrl?: string | null } | null | undefined, redirectQuery?: string | null): string {
  const redirect = safeRedirect(redirectQuery);
  if (redirect) return redirect;
  const preferred = user?.preferredUrl?.trim().toLowerCase();
  if (preferred) {
    const named = PREFERRED_START_PAGES.find((n) => n === preferred);
    if (named) return pathTo(named);
    // tolerate a stored path instead of a route name
    const asPath = safeRedirect(preferred.startsWith('/') ? preferred : null);
    if (asPath) return asPath;
  }
  return pathTo(DEFAULT_START_PAGE);
}
