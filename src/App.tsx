// The react-admin app: everything behind authentication. Loaded lazily by
// main.tsx (its own chunk), inside src/router/AppRouter.tsx's router (react-admin detects the
// outer router and does not create its own).
import { Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
import { AdminContext, CoreAdminUI, CustomRoutes, localStorageStore, Resource, ResourceContextProvider, defaultTheme } from 'react-admin';
import CssBaseline from '@mui/material/CssBaseline';
import LinearProgress from '@mui/material/LinearProgress';
import { deepmerge } from '@mui/utils';
import authProvider from './authProvider';
import { APP_NAME } from './config';
import { dataProvider } from './dataProvider';
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
import { clientRepresentation } from './domain/clients/entity';
import { lazyComponent } from './router/lazy';

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

/** One of react-admin's rarely shown pages, loaded when shown (react-admin's <Admin> bundles them all). */
function onDemand<C extends ComponentType<any>>(load: () => Promise<C>) {
  const Page = lazyComponent(load);
  return (props: ComponentProps<C>) => (
    <Suspense fallback={<LoadingPage />}>
      <Page {...props} />
    </Suspense>
  );
}

const ErrorPage = onDemand(() => import('./pages/reactAdminPages').then((m) => m.Error));
const AccessDenied = onDemand(() => import('./pages/reactAdminPages').then((m) => m.AccessDenied));
const AuthenticationError = onDemand(() => import('./pages/reactAdminPages').then((m) => m.AuthenticationError));
const AuthCallback = onDemand(() => import('./pages/reactAdminPages').then((m) => m.AuthCallback));

const store = localStorageStore();

/**
 * react-admin's <Admin> (its context and UI) without what it bundles by default and the app does not
 * show at first: the English messages, its login page, its default layout and error pages.
 */
export function App() {
  return (
    <AdminContext
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={appTheme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          layout={AppLayout}
          catchAll={NotFoundPage}
          loading={LoadingPage}
          error={ErrorPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
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
        </CoreAdminUI>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
}

export default App;
