// The react-admin app: everything behind authentication. Loaded lazily by
// main.tsx (its own chunk), inside main.tsx's router (react-admin detects the
// outer router and does not create its own).
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
import { Admin, CustomRoutes, Resource, ResourceContextProvider, defaultTheme } from 'react-admin';
import LinearProgress from '@mui/material/LinearProgress';
import { deepmerge } from '@mui/utils';
import authProvider from './authProvider';
import { APP_NAME } from './config';
import { dataProvider } from './api/dataProvider';
import { createQueryClient } from './api/queryClient';
import i18nProvider from './i18n/i18nProvider';
import { themeOptions } from './theme';
import { AppLayout, AppNotification } from './layout/AppLayout';
import { useCurrentUser } from './layout/useCurrentUser';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { UnderConstructionPage } from './pages/UnderConstructionPage';
import { canEnter, deniedRedirectPath, pathTo, type AppRoute } from './routes';
import { PROTECTED_ROUTES, screenOf } from './features';
import { PLACEHOLDER } from './router/feature';
import { clientRepresentation } from './domain/entities/client';

export const appTheme = deepmerge(defaultTheme, themeOptions);

/** The route's access (the access table): a redirect (panel, configuraciones -> perfil) or the 403 page. */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <LinearProgress />;
  if (!canEnter(user, route)) {
    const redirect = deniedRedirectPath(route);
    return redirect ? <Navigate to={redirect} replace /> : <ForbiddenPage />;
  }
  return <>{children}</>;
}

function screenFor(route: AppRoute): ReactNode {
  const screen = screenOf(route.name);
  const element = !screen || screen === PLACEHOLDER ? <UnderConstructionPage section={route.title} /> : screen.element;
  const gated = <RouteGate route={route}>{element}</RouteGate>;
  return screen && screen !== PLACEHOLDER && screen.resource ? (
    <ResourceContextProvider value={screen.resource}>{gated}</ResourceContextProvider>
  ) : (
    gated
  );
}

/** react-admin's controllers and the hooks of src/api share it: no 4xx is asked again. */
export const queryClient = createQueryClient();

const LoadingPage = () => <LinearProgress sx={{ m: 2 }} />;

export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      queryClient={queryClient}
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
      title={APP_NAME}
    >
      <Resource name="clients" recordRepresentation={clientRepresentation} />
      <CustomRoutes>
        <Route path="/" element={<Navigate to={pathTo('panel')} replace />} />
        <Route path="/admin" element={<Navigate to={pathTo('panel')} replace />} />
        {PROTECTED_ROUTES.map((route) => (
          <Route key={route.name} path={route.path} element={screenFor(route)} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}

export default App;
