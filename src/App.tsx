// The react-admin app: everything behind authentication. Loaded lazily by
// main.tsx (its own chunk), inside main.tsx's router (react-admin detects the
// outer router and does not create its own).
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
import { Admin, CustomRoutes, Resource, ResourceContextProvider, defaultTheme } from 'react-admin';
import LinearProgress from '@mui/material/LinearProgress';
import { deepmerge } from '@mui/utils';
import authProvider from './authProvider';
import dataProvider from './dataProvider';
import i18nProvider from './i18n/i18nProvider';
import { canSeeSimulator } from './domain/access';
import { themeOptions } from './theme';
import { AppLayout, AppNotification } from './layout/AppLayout';
import { useCurrentUser } from './layout/useCurrentUser';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { MessagePage } from './pages/MessagePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProducersPlaceholderPage } from './pages/ProducersPlaceholderPage';
import { UnderConstructionPage } from './pages/UnderConstructionPage';
import { ROUTES, canEnter, paths, type AppRoute } from './routes';
import clients, { ClientCreate, ClientEdit, ClientList, ClientShow } from './resources/clients';
import { MESSAGES } from './domain/messages';
import type { Screens } from './screens';
import { screens as campaignScreens } from './resources/campaigns/screens';
import { screens as userScreens } from './resources/users/screens';
import { screens as moduleScreens } from './resources/modules/screens';
import { screens as profileScreens } from './custom/profile/screens';
import { screens as rateIoScreens } from './custom/rates-io/screens';
import { screens as coverageLinkScreens } from './custom/coverage-links/screens';
import { screens as settingsScreens } from './custom/settings/screens';

export const appTheme = deepmerge(defaultTheme, themeOptions);

/**
 * Screens by route name. Routes of spec 2.3 without a screen yet show the
 * 'under construction' page; add a screen here to replace it.
 */
const SCREENS: Screens = {
  ...campaignScreens,
  ...userScreens,
  ...moduleScreens,
  ...profileScreens,
  ...rateIoScreens,
  ...coverageLinkScreens,
  ...settingsScreens,
  clientes: { resource: 'clients', element: <ClientList /> },
  'nuevo cliente': { resource: 'clients', element: <ClientCreate /> },
  'ver cliente': { resource: 'clients', element: <ClientShow /> },
  'editar cliente': { resource: 'clients', element: <ClientEdit /> },
  productores: { element: <ProducersPlaceholderPage /> },
  simulador: { element: <SimulatorPlaceholder /> },
};

function SimulatorPlaceholder() {
  const { user } = useCurrentUser();
  if (!canSeeSimulator(user)) return <MessagePage title="Simulador" message={MESSAGES.noSimulatorPermission} />;
  return <UnderConstructionPage section="Simulador" />;
}

/** Role gate of spec 2.3: a redirect (panel, configuraciones -> perfil) or the 403 page. */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <LinearProgress />;
  if (!canEnter(user, route)) {
    return route.deniedRedirect ? <Navigate to={route.deniedRedirect} replace /> : <ForbiddenPage />;
  }
  return <>{children}</>;
}

function screenFor(route: AppRoute): ReactNode {
  const screen = SCREENS[route.name];
  const element = screen?.element ?? <UnderConstructionPage section={route.title} />;
  const gated = <RouteGate route={route}>{element}</RouteGate>;
  return screen?.resource ? <ResourceContextProvider value={screen.resource}>{gated}</ResourceContextProvider> : gated;
}

const protectedRoutes = ROUTES.filter((r) => !r.public);

const LoadingPage = () => <LinearProgress sx={{ m: 2 }} />;

export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={appTheme}
      layout={AppLayout}
      notification={AppNotification}
      catchAll={NotFoundPage}
      loading={LoadingPage}
      loginPage={false}
      requireAuth
      disableTelemetry
      title="Cotizador de Seguros Agrícolas"
    >
      <Resource name="clients" recordRepresentation={clients.recordRepresentation} icon={clients.icon} />
      <CustomRoutes>
        <Route path="/" element={<Navigate to={paths.panel} replace />} />
        <Route path="/admin" element={<Navigate to={paths.panel} replace />} />
        {protectedRoutes.map((route) => (
          <Route key={route.name} path={route.pattern} element={screenFor(route)} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}

export default App;
