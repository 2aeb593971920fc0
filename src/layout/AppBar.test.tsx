import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { http, HttpResponse, setupApiServer } from '../testing/msw';
import { renderInAdmin, signIn } from '../testing/render';
import { AppBar, RouteTitle } from './AppBar';

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

const server = setupApiServer();

describe('AppBar', () => {
  it("'Volver' on a page opened directly goes to the section's list, not out of the app", async () => {
    renderInAdmin(
      <>
        <AppBar />
        <Where />
      </>,
      { path: '/admin/clientes/7/ver', authProvider: signIn({ id: 1, roleId: 1 }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.getByLabelText('ruta')).toHaveTextContent(/^\/admin\/clientes$/));
  });

  it("names the screen in the top bar and the browser tab; an unknown path is 'Sección inexistente'", () => {
    const { unmount } = renderInAdmin(<RouteTitle />, { path: '/admin/clientes/7/ver' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ver cliente');
    expect(document.title).toBe('Ver cliente | Cotizador de Seguros Agrícolas');
    unmount();
    renderInAdmin(<RouteTitle />, { path: '/admin/no-existe' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sección inexistente');
  });

  it("shows the user's logo, which this API keeps behind the token, loaded with it", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/users/7/logo', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return new HttpResponse(new Uint8Array([0x89, 0x50]), { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    const { container } = renderInAdmin(<AppBar />, {
      path: '/admin/perfil',
      authProvider: signIn({ id: 7, roleId: 4, logo: 'https://api.example.com/api/users/7/logo' }),
    });
    await waitFor(() => expect(container.querySelector('img[src="blob:logo"]')).not.toBeNull());
    expect(seen).toEqual(['Bearer token-de-prueba']);
  });
});
