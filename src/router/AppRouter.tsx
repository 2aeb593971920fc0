// The app's router: react-admin (App.tsx) on every path but the public ones. A link or redirect
// of the app to a public page (logout, login, /404) loads that page outside the app (main.tsx).
import { useLayoutEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from '../App';
import { screenOf } from '../features';
import { PUBLIC_PATHS } from '../routes';
import { PLACEHOLDER } from './feature';
import { matchRoute } from './match';

function PublicPageLoad() {
  useLayoutEffect(() => window.location.replace(window.location.href), []);
  return null;
}

const router = createBrowserRouter([
  ...PUBLIC_PATHS.map((path) => ({ path, element: <PublicPageLoad /> })),
  { path: '*', element: <App /> },
]);

export default function AppRouter() {
  return <RouterProvider router={router} />;
}

/** Loads the chunk of the screen `pathname` opens, so the app's first render shows it without a fallback (src/router/lazy.ts). */
export async function preloadScreen(pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  const screen = route && screenOf(route.name);
  if (screen && screen !== PLACEHOLDER) await screen.preload?.();
}
