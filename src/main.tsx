// Entry point. Deliberately free of react-admin: the public pages (/login, ...)
// load only React, react-router and a few MUI components; the react-admin app
// (App.tsx) is a separate chunk loaded for every other path.
import { Component, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router';
import { onSessionExpired } from './http/request';
import { hasToken } from './http/session';
import { loginRedirectUrl, pathTo } from './routes';
import { lazyComponent } from './router/lazy';

// A 401 to a signed-in request: the session is over; log in again and come back here.
onSessionExpired(() => window.location.assign(loginRedirectUrl(window.location.pathname, window.location.search)));

/** A page's own chunk, loaded when shown (120 s at most, src/router/lazy.ts). */
const lazyPage = (load: () => Promise<{ default: ComponentType<any> }>) => lazyComponent(() => load().then((m) => m.default));

const PublicShell = lazyPage(() => import('./public/PublicShell'));
const LoginPage = lazyPage(() => import('./public/LoginPage'));
const ForgotPasswordPage = lazyPage(() => import('./public/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./public/ResetPasswordPage'));
const ClientRequestPage = lazyPage(() => import('./custom/client-request/ClientRequestPage'));
const LogoutPage = lazyPage(() => import('./pages/standalone').then((m) => ({ default: m.StandaloneLogout })));
const NotFoundPage = lazyPage(() => import('./pages/standalone').then((m) => ({ default: m.StandaloneNotFound })));
const ForbiddenPage = lazyPage(() => import('./pages/standalone').then((m) => ({ default: m.StandaloneForbidden })));
const App = lazyPage(() => import('./App'));

const Loading = () => (
  <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh', color: '#2e7d32' }}>Cargando…</div>
);

class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div style={{ padding: 32, textAlign: 'center' }}>
        <p>No se pudo cargar la aplicación. Revisá tu conexión.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reintentar
        </button>
      </div>
    );
  }
}

const page = (Page: ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

/** Everything that is not public: the react-admin app, after a token check. */
function AdminEntry() {
  const location = useLocation();
  if (!hasToken()) {
    return <Navigate to={loginRedirectUrl(location.pathname, location.search)} replace />;
  }
  return page(App);
}

const router = createBrowserRouter([
  {
    element: page(PublicShell),
    children: [
      { path: pathTo('Login'), element: page(LoginPage) },
      { path: pathTo('recuperar clave'), element: page(ForgotPasswordPage) },
      { path: pathTo('restablecer clave'), element: page(ResetPasswordPage) },
      { path: pathTo('solicitud cliente'), element: page(ClientRequestPage) },
      { path: pathTo('salir'), element: page(LogoutPage) },
      { path: pathTo('404'), element: page(NotFoundPage) },
      { path: pathTo('403'), element: page(ForbiddenPage) },
    ],
  },
  { path: '*', element: <AdminEntry /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChunkErrorBoundary>
      <RouterProvider router={router} />
    </ChunkErrorBoundary>
  </StrictMode>,
);
