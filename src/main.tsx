// Entry point. Deliberately light: a public page (/login, ...) loads React and its own chunk, with
// no router (moving between public pages is a page load, src/public/navigation.ts); every other
// path loads the app's router and react-admin (src/router/AppRouter.tsx), after a token check.
import { Component, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { onSessionExpired } from './http/request';
import { hasToken } from './http/session';
import { loginRedirectUrl, publicRoute, type RouteName } from './routes';
import { lazyDefault, type LazyComponent } from './router/lazy';
import { reloadOnNewBuild } from './router/newBuild';

// A chunk of the build this tab started with, gone after a deploy: load the new build.
reloadOnNewBuild();

// A 401 to a signed-in request: the session is over; log in again and come back here.
onSessionExpired(() => window.location.assign(loginRedirectUrl(window.location.pathname, window.location.search)));

/** A page's own chunk, loaded when shown (120 s at most, src/router/lazy.ts). */
const lazyPage = (load: () => Promise<{ default: ComponentType<any> }>) => lazyDefault(load);

/** The page of each public route (src/public/routes.ts, src/custom/client-request/routes.ts). */
const PUBLIC_PAGES: Partial<Record<RouteName, LazyComponent<object>>> = {
  Login: lazyPage(() => import('./public/LoginPage')),
  'recuperar clave': lazyPage(() => import('./public/ForgotPasswordPage')),
  'restablecer clave': lazyPage(() => import('./public/ResetPasswordPage')),
  'solicitud cliente': lazyPage(() => import('./custom/client-request/ClientRequestPage')),
  salir: lazyPage(() => import('./pages/standalone').then((m) => ({ default: m.StandaloneLogout }))),
  '404': lazyPage(() => import('./pages/standalone').then((m) => ({ default: m.StandaloneNotFound }))),
  '403': lazyPage(() => import('./pages/standalone').then((m) => ({ default: m.StandaloneForbidden }))),
};

const PublicShell = lazyPage(() => import('./public/PublicShell'));
const loadAppRouter = () => import('./router/AppRouter');
const AppRouter = lazyPage(loadAppRouter);

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

/**
 * Shows 'Cargando…', then `page` once `chunks` (its code and its first screen's) have loaded: a
 * Suspense fallback replaced by its content is held back by React until 300 ms after it appeared,
 * once per nested chunk (src/router/lazy.ts). A chunk that fails shows its error when rendered.
 */
function render(page: ReactNode, chunks: Promise<unknown>) {
  const root = createRoot(document.getElementById('root')!);
  const show = (content: ReactNode) =>
    root.render(
      <StrictMode>
        <ChunkErrorBoundary>
          <Suspense fallback={<Loading />}>{content}</Suspense>
        </ChunkErrorBoundary>
      </StrictMode>,
    );
  show(<Loading />);
  void chunks.catch(() => undefined).then(() => show(page));
}

const { pathname, search } = window.location;
const route = publicRoute(pathname);
const PublicPage = route ? PUBLIC_PAGES[route.name] : undefined;
if (route && !PublicPage) throw new Error(`main.tsx: the public route '${route.name}' has no page`);

if (PublicPage) {
  render(
    <PublicShell>
      <Suspense fallback={<Loading />}>
        <PublicPage />
      </Suspense>
    </PublicShell>,
    Promise.all([PublicShell.preload(), PublicPage.preload()]),
  );
} else if (!hasToken()) {
  window.location.replace(loginRedirectUrl(pathname, search));
} else {
  render(<AppRouter />, Promise.all([AppRouter.preload(), loadAppRouter().then((m) => m.preloadScreen(pathname))]));
}
