import { useEffect, useState } from 'react';
import authProvider from '../authProvider';
import { pathTo } from '../routes';
import { MessagePage } from './MessagePage';

export const LOGGED_OUT_MESSAGE = 'Tu sesión fue cerrada.';

/** /logout: closes the session (if any) and says so, with a link to login (docs/rules/auth.md#salir). */
export function LogoutPage() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let alive = true;
    Promise.resolve()
      .then(() => authProvider.logout())
      .catch(() => undefined)
      .finally(() => alive && setDone(true));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <MessagePage
      title={done ? LOGGED_OUT_MESSAGE : 'Cerrando sesión…'}
      message={done ? 'Ya no hay una sesión abierta en este navegador.' : ''}
      linkTo={done ? pathTo('Login') : undefined}
      linkText="Ingresar nuevamente"
    />
  );
}

export default LogoutPage;
