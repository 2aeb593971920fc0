import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { RouteGate } from './App';
import { FEATURES, MENU, PROTECTED_ROUTES, screenOf } from './features';
import { ROLE_PRODUCER } from './domain/access/access';
import { clearSession } from './http/session';
import { ROUTE_LIST, ROUTES, pathTo } from './routes';
import { renderInAdmin, signIn } from './testing/render';

describe('features', () => {
  it('every route behind the session has a screen, or says PLACEHOLDER', () => {
    const missing = PROTECTED_ROUTES.filter((r) => screenOf(r.name) === undefined).map((r) => r.name);
    expect(missing).toEqual([]);
  });

  it('every screen a feature registers is a route of the registry, and none is registered twice', () => {
    const registered = FEATURES.flatMap((f) => Object.keys(f.screens));
    expect(registered.filter((name) => !(name in ROUTES))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered.length).toBe(PROTECTED_ROUTES.length);
  });

  it('public routes have no screen here (main.tsx serves them without react-admin)', () => {
    const publicWithScreen = ROUTE_LIST.filter((r) => r.public && screenOf(r.name) !== undefined);
    expect(publicWithScreen).toEqual([]);
  });

  it('menu entries point at routes with a screen, in the order of docs/rules/ui.md#menú-y-barra-superior', () => {
    for (const entry of MENU) expect(screenOf(entry.route)).toBeDefined();
    expect(MENU.map((e) => e.order)).toEqual([...MENU.map((e) => e.order)].sort((a, b) => a - b));
  });

  it('the route gate asks the access table: a producer gets the 403 page for users, and the profile for settings', async () => {
    clearSession();
    const gated = (name: 'usuarios' | 'configuraciones') => {
      const route = { name, ...ROUTES[name] };
      return (
        <Route
          path={route.path}
          element={
            <RouteGate route={route}>
              <p>pantalla {name}</p>
            </RouteGate>
          }
        />
      );
    };
    const authProvider = signIn({ id: 4, roleId: ROLE_PRODUCER });
    const { unmount } = renderInAdmin(<Routes>{gated('usuarios')}</Routes>, { path: pathTo('usuarios'), authProvider });
    expect(await screen.findByText('No tiene los permisos para acceder a esta sección.')).toBeInTheDocument();
    expect(screen.queryByText('pantalla usuarios')).not.toBeInTheDocument();
    unmount();
    renderInAdmin(
      <Routes>
        {gated('configuraciones')}
        <Route path={pathTo('perfil')} element={<p>perfil</p>} />
      </Routes>,
      { path: pathTo('configuraciones'), authProvider },
    );
    expect(await screen.findByText('perfil')).toBeInTheDocument();
  });

  it('the route gate lets in who the table allows', async () => {
    clearSession();
    const route = { name: 'clientes' as const, ...ROUTES.clientes };
    renderInAdmin(
      <Routes>
        <Route
          path={route.path}
          element={
            <RouteGate route={route}>
              <p>lista de clientes</p>
            </RouteGate>
          }
        />
      </Routes>,
      { path: pathTo('clientes'), authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER }) },
    );
    expect(await screen.findByText('lista de clientes')).toBeInTheDocument();
  });
});
