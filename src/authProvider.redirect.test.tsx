import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { useAuthenticated } from 'react-admin';
import authProvider from './authProvider';
import { clearSession, setToken } from './http/session';
import { renderInAdmin } from './testing/render';

function Protected() {
  useAuthenticated();
  return <p>Cliente</p>;
}

function Login() {
  const { pathname, search } = useLocation();
  return <output aria-label="login">{pathname + search}</output>;
}

describe('an expired session', () => {
  it('returns the user to /login carrying the page they were on (?redirect=)', async () => {
    clearSession();
    setToken('vencido', 1);
    localStorage.setItem('agro.tokenExpiresAt', String(Date.now() - 1000));
    window.history.pushState({}, '', '/admin/clientes/7/ver');
    renderInAdmin(
      <Routes>
        <Route path="/admin/clientes/:id/ver" element={<Protected />} />
        <Route path="/login" element={<Login />} />
      </Routes>,
      { path: '/admin/clientes/7/ver', authProvider },
    );
    await new Promise((r) => setTimeout(r, 500));
    screen.debug(undefined, 3000);
    await waitFor(() => expect(screen.getByLabelText('login')).toHaveTextContent('/login?redirect=%2Fadmin%2Fclientes%2F7%2Fver'));
  });
});
