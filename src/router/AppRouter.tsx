// The app's router: react-admin (App.tsx) on every path but the public ones. A link or redirect
// of the app to a public page (logout, login, /404) loads that page outside the app (main.tsx).
import { useLayoutEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from '../App';
import { PUBLIC_PATHS } from '../routes';

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
