// Every feature of the app (a folder with its routes.ts and feature.tsx). The registry
// (src/routes.ts) joins the route tables; this joins their screens and menu entries.
import { ROUTE_LIST, type AppRoute, type RouteName } from './routes';
import { PLACEHOLDER, type Feature, type MenuEntryDef, type Screen } from './router/feature';
import { campaignsFeature } from './resources/campaigns/feature';
import { clientsFeature } from './resources/clients/feature';
import { coveragesFeature } from './resources/coverages/feature';
import { negotiationsFeature } from './custom/quotations/feature';
import { requestsFeature } from './custom/requests/feature';
import { usersFeature } from './resources/users/feature';
import { coverageLinksFeature } from './custom/coverage-links/feature';
import { panelFeature } from './custom/dashboard/feature';
import { profileFeature } from './custom/profile/feature';
import { proposalsFeature } from './custom/proposals/feature';
import { ratesIoFeature } from './custom/rates-io/feature';
import { settingsFeature } from './resources/settings/feature';
import { simulatorFeature } from './custom/simulator/feature';
import { marketDataFeature } from './custom/market-data/feature';

export const FEATURES: readonly Feature[] = [
  panelFeature,
  usersFeature,
  profileFeature,
  clientsFeature,
  campaignsFeature,
  coveragesFeature,
  ratesIoFeature,
  coverageLinksFeature,
  negotiationsFeature,
  requestsFeature,
  proposalsFeature,
  simulatorFeature,
  marketDataFeature,
  settingsFeature,
];

const screens = new Map<string, Screen | typeof PLACEHOLDER>(FEATURES.flatMap((f) => Object.entries(f.screens)));

/** The screen of a route: its element, PLACEHOLDER, or undefined when no feature registers it. */
export const screenOf = (name: RouteName) => screens.get(name);

/** Routes behind the session, in the registry's order. */
export const PROTECTED_ROUTES: readonly AppRoute[] = ROUTE_LIST.filter((r) => !r.public);

/** The sidebar's route entries, in order. */
export const MENU: readonly MenuEntryDef<RouteName>[] = FEATURES.flatMap((f) => f.menu as MenuEntryDef<RouteName>[]).sort(
  (a, b) => a.order - b.order,
);
