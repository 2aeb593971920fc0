// How a feature folder registers its screens and menu entries for its route table (its
// `routes.ts`): `feature.tsx` beside it exports `defineFeature(routes, { screens, menu })`, and
// src/features.tsx lists the features. Every route of the table needs a screen or PLACEHOLDER.
import type { ReactElement, ReactNode } from 'react';
import type { AccessUser } from '../domain/access/access';
import type { RouteDef } from './define';

export interface Screen {
  element: ReactNode;
  /** The react-admin resource the screen works on (its controllers read it from context). */
  resource?: string;
  /** Loads the screen's chunk (a lazy screen, src/router/lazyScreen.tsx). */
  preload?: () => Promise<void>;
}

/** A route whose screen is not built yet: the page 'Esta sección estará disponible próximamente.'. */
export const PLACEHOLDER = 'placeholder';

export interface MenuEntryDef<N extends string = string> {
  route: N;
  label: string;
  icon: ReactElement;
  /** Position in the sidebar (docs/rules/ui.md#menú-y-barra-superior gives the order). */
  order: number;
  /** Beyond entering the route: when the entry shows (e.g. only with a user flag). */
  visible?: (user: AccessUser) => boolean;
}

export interface Feature<N extends string = string> {
  routes: Record<N, RouteDef>;
  screens: Record<N, Screen | typeof PLACEHOLDER>;
  menu: MenuEntryDef<N>[];
}

export function defineFeature<T extends Record<string, RouteDef>>(
  routes: T,
  parts: { screens: Record<keyof T & string, Screen | typeof PLACEHOLDER>; menu?: MenuEntryDef<keyof T & string>[] },
): Feature<keyof T & string> {
  return { routes, screens: parts.screens, menu: parts.menu ?? [] };
}
