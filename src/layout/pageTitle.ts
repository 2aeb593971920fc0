// A screen whose name depends on its record ('Cotizar solicitud 1016' or 'Editar cotización 1016'
// on the same route) names itself in the top bar and the browser tab, so the bar never says one
// thing and the page another. Every other screen keeps its route's title (src/routes.ts).
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

let current: { pathname: string; title: string } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The page's own title, for as long as it is shown (`undefined`: the route's, while it loads). */
export function usePageTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    const mine = { pathname, title };
    current = mine;
    emit();
    return () => {
      if (current !== mine) return;
      current = null;
      emit();
    };
  }, [pathname, title]);
}

/** The title a page gave the path, if its page is showing. */
export function usePageTitleOf(pathname: string): string | undefined {
  const set = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return set?.pathname === pathname ? set.title : undefined;
}
