// The app's own calls as custom methods of the data provider (src/api/dataPath.ts): each area's
// calls under `<area><Method>` (`negotiationsAccept`, `usersChoices`...). An area's module (and the
// domain schemas it validates with) loads on its first call, with the screen that makes it, so the
// first screen does not download every area's code. The login bundle's calls (src/api/auth.ts) and
// the public request form's (src/api/client-request.ts) run without react-admin and stay out.
import type { AreaMethods, ProviderMethods } from './dataPath';
import { documentsApi } from './documents';
import { usersApi } from './users';

type Calls = Record<string, (...args: any[]) => Promise<unknown>>;

/** Each area's module, by the area name its calls carry. */
const AREAS = {
  campaigns: () => import('./campaigns').then((m) => m.campaignsApi),
  coverageLinks: () => import('./coverage-links').then((m) => m.coverageLinksApi),
  coverages: () => import('./coverages').then((m) => m.coveragesApi),
  dashboard: () => import('./dashboard').then((m) => m.dashboardApi),
  // with the first screen anyway: the quotations list's accepted report downloads through it
  documents: async () => documentsApi,
  jobs: () => import('./jobs').then((m) => m.jobsApi),
  market: () => import('./market').then((m) => m.marketApi),
  proposals: () => import('./proposals').then((m) => m.proposalsApi),
  negotiations: () => import('./quotations').then((m) => m.negotiationsApi),
  ratesIo: () => import('./rates').then((m) => m.ratesIoApi),
  reference: () => import('./reference').then((m) => m.referenceApi),
  settings: () => import('./settings').then((m) => m.settingsApi),
  simulator: () => import('./simulator').then((m) => m.simulatorApi),
  // with the first screen anyway: the lists' producer filter reads its choices
  users: async () => usersApi,
} satisfies Record<string, () => Promise<Calls>>;

type Carried<T> = T extends AreaMethods<infer A, infer M> ? ProviderMethods<A, M> : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every area's calls, as the data provider carries them. */
export type CustomMethods = Intersection<
  { [A in keyof typeof AREAS]: Carried<Awaited<ReturnType<(typeof AREAS)[A]>>> }[keyof typeof AREAS]
>;

/** `negotiationsAcceptAll` -> the `negotiations` area's `acceptAll` (the longest area name that fits). */
function areaCall(name: string): { area: string; key: string } | null {
  let found: { area: string; key: string } | null = null;
  for (const area of Object.keys(AREAS)) {
    const rest = name.slice(area.length);
    if (name.startsWith(area) && /^[A-Z]/.test(rest) && (!found || area.length > found.area.length)) {
      found = { area, key: rest.charAt(0).toLowerCase() + rest.slice(1) };
    }
  }
  return found;
}

/** `provider` with every area's calls as its own methods, each loading its area on first use. */
export function withCustomMethods<P extends object>(provider: P): P & CustomMethods {
  const calls = new Map<string, Calls[string]>();
  return new Proxy(provider, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || name in target) return Reflect.get(target, name, receiver);
      const cached = calls.get(name);
      if (cached) return cached;
      const found = areaCall(name);
      if (!found) return undefined;
      const load = (AREAS as Record<string, () => Promise<Calls>>)[found.area]!;
      const call = (...args: unknown[]) => load().then((area) => area[found.key]!(...args));
      calls.set(name, call);
      return call;
    },
    has: (target, name) => name in target || (typeof name === 'string' && areaCall(name) !== null),
  }) as P & CustomMethods;
}
