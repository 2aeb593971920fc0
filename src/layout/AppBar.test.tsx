import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderInAdmin, signIn } from '../testing/render';
import { AppBar, RouteTitle } from './AppBar';

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

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
});
