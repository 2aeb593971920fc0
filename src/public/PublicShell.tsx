import { useEffect, type ReactNode } from 'react';
import { publicRoute } from '../routes';
import { tabTitle } from '../router/tabTitle';
import './public.css';
import { PublicFooter } from './ui';

const TRACTOR =
  'M19.5 12c.93 0 1.78.28 2.5.76V8c0-1.1-.9-2-2-2h-6.29l-1.06-1.06 1.41-1.41-.71-.71-3.53 3.53.71.71 1.41-1.41L13 6.71V9c0 1.1-.9 2-2 2h-.54c.95 1.06 1.54 2.46 1.54 4 0 .34-.04.67-.09 1h3.14c.25-2.25 2.14-4 4.45-4M19.5 13c-1.93 0-3.5 1.57-3.5 3.5s1.57 3.5 3.5 3.5 3.5-1.57 3.5-3.5-1.57-3.5-3.5-3.5M4 9h5c0-1.1-.9-2-2-2H4c-.55 0-1 .45-1 1s.45 1 1 1m2 1a5 5 0 1 0 0 10 5 5 0 0 0 0-10';

/**
 * Frame of the public pages: brand, a card, the footer. Plain HTML and CSS in
 * the app's colours: the /login bundle must stay small (no MUI, no react-admin).
 */
export function PublicShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.title = tabTitle(publicRoute(window.location.pathname)?.title);
  }, []);
  return (
    <div className="pub-root">
      <main className="pub-main">
        <div className="pub-card">
          <div className="pub-brand">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={TRACTOR} />
            </svg>
            <span>Cotizador de Seguros Agrícolas</span>
          </div>
          {children}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}

export default PublicShell;
