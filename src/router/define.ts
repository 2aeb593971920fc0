// The shape of a route table. Each feature folder declares its routes with `defineRoutes`
// in its own `routes.ts` (kept free of react-admin and MUI: the light login bundle reads
// them), and `src/routes.ts` joins the tables into the one registry.
import type { AccessKey } from '../domain/access/access';

export type Id = string | number;

export interface RouteDef {
  /** react-router pattern (`:id` parameters): the only place a path is written. */
  path: string;
  /** Title of the top bar and of the browser tab. */
  title: string;
  /** Who may enter (the access table); omitted: every signed-in user. */
  access?: AccessKey;
  /** Route name a user without access is sent to; without it, the 403 page. */
  deniedRedirect?: string;
  /** Reachable without a session. */
  public?: boolean;
}

export const defineRoutes = <const T extends Record<string, RouteDef>>(routes: T): T => routes;

/** The `:name` parameters of a pattern, as a union. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The arguments `pathTo` takes after the route name: none, or the pattern's parameters. */
export type PathArgs<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: Record<ParamNames<P>, Id>];
