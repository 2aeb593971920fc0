import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, recorder, setupApiServer } from '../testing/msw';
import { clearSession, endSession, setToken } from '../http/session';
import { LoginPage } from './LoginPage';

const server = setupApiServer();
afterEach(() => clearSession());

/** /login has no router (main.tsx): it reads the address bar and loads the next page itself. */
function renderLogin(path = '/login') {
  window.history.replaceState(null, '', path);
  render(<LoginPage />);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

describe('/login', () => {
  it('asks for each empty field under it, without calling the API, and checks again as the user types', async () => {
    const api = recorder();
    server.use(http.post('*/oauth/token', async ({ request }) => (await api.record(request), HttpResponse.json({}, { status: 500 }))));
    renderLogin();
    type('Usuario', '   ');
    submit();
    expect(await screen.findByText('Ingresá tu usuario')).toBeInTheDocument();
    expect(screen.getByText('Ingresá tu clave')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toHaveFocus();
    expect(screen.getByLabelText('Usuario')).toHaveAttribute('aria-invalid', 'true');
    type('Usuario', 'productor');
    await waitFor(() => expect(screen.queryByText('Ingresá tu usuario')).not.toBeInTheDocument());
    expect(screen.getByText('Ingresá tu clave')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('sends the trimmed username and the password as typed, and goes to the redirect', async () => {
    const api = recorder();
    server.use(
      http.post('*/oauth/token', async ({ request }) => {
        await api.record(request);
        return HttpResponse.json({ access_token: 'tok', expires_in: 3600, token_type: 'Bearer' });
      }),
      http.get('*/api/user', () => HttpResponse.json({ id: 7, username: 'productor', name: 'Productor', preferred_url: null, roles: [] })),
    );
    renderLogin('/login?redirect=%2Fadmin%2Fclientes');
    type('Usuario', '  productor ');
    type('Clave', ' demo1234 ');
    submit();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/clientes'));
    expect(api.seen[0]?.body).toMatchObject({ username: 'productor', password: ' demo1234 ' });
  });

  it("shows the server's answer to wrong credentials", async () => {
    server.use(http.post('*/oauth/token', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    renderLogin();
    type('Usuario', 'productor');
    type('Clave', 'mala');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales incorrectas.');
  });

  it('says the session ended when the app sent the user here after a 401, and not after a sign-in', async () => {
    endSession(); // what src/http does on a 401 to a signed-in request
    renderLogin('/login?redirect=%2Fadmin%2Fclientes');
    expect(screen.getByRole('status')).toHaveTextContent('Tu sesión terminó. Ingresá nuevamente.');
    cleanup();
    signInThenOut();
    renderLogin();
    expect(screen.queryByText('Tu sesión terminó. Ingresá nuevamente.')).toBeNull();
  });

  it('says nothing of a session to a first visit', () => {
    renderLogin();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

/** A sign-in stores a token (src/authProvider.ts), then the session ends by the user's own 'Salir'. */
function signInThenOut() {
  setToken('nuevo', 3600);
  clearSession();
}
