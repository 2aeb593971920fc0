// The public pages have no router (the /login bundle stays small, docs/decisions.md): moving to
// another page, public or of the app, is a page load; the hashed scripts are already cached.
import { useEffect } from 'react';

/** Loads `path` in place of the current page (the back button does not come back here). */
export const goTo = (path: string) => window.location.replace(path);

/** A parameter of the page's query string. */
export const queryParam = (name: string) => new URLSearchParams(window.location.search).get(name);

/** Renders nothing and loads `to`. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => goTo(to), [to]);
  return null;
}
