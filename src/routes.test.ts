import { describe, expect, it } from 'vitest';
import { PREFERRED_PAGES } from './domain/users/choices';
import { canEnter, deniedRedirectPath, isPublicPath, loginRedirectUrl, pathTo, publicRoute, ROUTE_LIST, routeByName } from './routes';
import { isKnownRoute, matchRoute, routeTitle, sectionPath, startPage } from './router/match';

describe('pathTo', () => {
  it('builds the spec Spanish paths from route names', () => {
    expect(pathTo('clientes')).toBe('/admin/clientes');
    expect(pathTo('nuevo cliente')).toBe('/admin/clientes/nuevo');
    expect(pathTo('ver cliente', { id: 7 })).toBe('/admin/clientes/7/ver');
    expect(pathTo('editar cliente', { id: '7' })).toBe('/admin/clientes/7/editar');
    expect(pathTo('ver campaña', { id: 3 })).toBe('/admin/campaigns/3/view');
    expect(pathTo('nueva propuesta', { id: 9 })).toBe('/admin/cotizacion/9/propuesta');
    expect(pathTo('ver cliente del usuario', { userId: 2, id: 5 })).toBe('/admin/usuarios/2/clientes/5/ver');
  });
  it('refuses a missing parameter instead of building /undefined/', () => {
    expect(() => pathTo('ver cliente', { id: undefined as unknown as number })).toThrow(/missing id/);
  });
  it('has one route per path', () => {
    const paths = ROUTE_LIST.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('matchRoute / routeTitle / isKnownRoute', () => {
  it('resolves static paths before parametrised ones', () => {
    expect(matchRoute('/admin/clientes/nuevo')?.name).toBe('nuevo cliente');
    expect(matchRoute('/admin/clientes/12/ver')?.name).toBe('ver cliente');
    expect(matchRoute('/admin/negociaciones/grupo')?.name).toBe('cotizar varios riesgos');
    expect(matchRoute('/admin/coberturas/importar')?.name).toBe('importar tasas');
  });
  it('ignores query strings and trailing slashes', () => {
    expect(routeTitle('/admin/clientes/?page=2')).toBe('Clientes');
    expect(routeTitle('/admin/perfil/editar')).toBe('Editar perfil');
  });
  it('knows spec routes and rejects others', () => {
    expect(isKnownRoute('/admin/solicitudes/5/ver')).toBe(true);
    expect(isKnownRoute('/admin/usuarios/5/productores')).toBe(true);
    expect(isKnownRoute('/admin/nada')).toBe(false);
    expect(isKnownRoute('/admin/clientes/1/borrar')).toBe(false);
    expect(routeTitle('/admin/nada')).toBe('');
  });
  it('marks public paths', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/reset-password?token=x')).toBe(true);
    expect(isPublicPath('/solicitud-cliente')).toBe(true);
    expect(isPublicPath('/admin/clientes')).toBe(false);
  });
  it('finds public pages by their literal path, as react-router matches them (main.tsx loads no router for them)', () => {
    for (const route of ROUTE_LIST.filter((r) => r.public)) {
      expect(route.path, route.name).not.toContain(':');
      expect(publicRoute(`${route.path}/?x=1`)?.name).toBe(matchRoute(route.path)?.name);
    }
    expect(publicRoute('/login/otra')).toBeUndefined();
  });
});

describe('sectionPath', () => {
  it("sends 'Volver' of a page opened directly to its section's list", () => {
    expect(sectionPath('/admin/clientes/7/ver')).toBe('/admin/clientes');
    expect(sectionPath('/admin/usuarios/5/clientes/3/ver')).toBe('/admin/usuarios');
    expect(sectionPath('/admin/campaigns/2/edit')).toBe('/admin/campaigns');
    expect(sectionPath('/admin/clientes')).toBe('/');
  });
});

describe('canEnter', () => {
  const producer = { id: 4, roleId: 4 };
  const supervisor = { id: 3, roleId: 3 };
  const admin = { id: 2, roleId: 2 };
  const sudo = { id: 1, roleId: 1 };
  it('gates panel and settings to admin/sudo', () => {
    const panel = routeByName('panel')!;
    expect(canEnter(admin, panel)).toBe(true);
    expect(canEnter(sudo, panel)).toBe(true);
    expect(canEnter(supervisor, panel)).toBe(false);
    expect(deniedRedirectPath(panel)).toBe('/admin/perfil');
  });
  it('gates users to managers and user producers to admin', () => {
    expect(canEnter(supervisor, matchRoute('/admin/usuarios')!)).toBe(true);
    expect(canEnter(producer, matchRoute('/admin/usuarios/1/ver')!)).toBe(false);
    expect(canEnter(supervisor, matchRoute('/admin/usuarios/1/productores')!)).toBe(false);
    expect(canEnter(admin, matchRoute('/admin/usuarios/1/productores')!)).toBe(true);
  });
  it('lets anyone into clients', () => {
    expect(canEnter(producer, matchRoute('/admin/clientes/3/editar')!)).toBe(true);
  });
  it('opens the proposal form only to who may send a proposal (the 403 page to anyone else)', () => {
    const form = matchRoute('/admin/cotizacion/21/propuesta')!;
    expect(canEnter(producer, form)).toBe(false);
    expect(canEnter({ ...producer, sendProposal: 1 }, form)).toBe(true);
    expect(canEnter(admin, form)).toBe(true);
  });
});

describe('startPage', () => {
  it('uses the redirect query when it resolves to a known route', () => {
    expect(startPage({ preferredUrl: 'perfil' }, '/admin/clientes/4/ver')).toBe('/admin/clientes/4/ver');
    expect(startPage(null, '/admin/clientes?page=2')).toBe('/admin/clientes?page=2');
    expect(startPage(null, encodeURIComponent('/admin/negociaciones'))).toBe('/admin/negociaciones');
  });
  it('ignores unknown, public and foreign redirects', () => {
    expect(startPage({ preferredUrl: 'perfil' }, '/admin/inexistente')).toBe('/admin/perfil');
    expect(startPage(null, '/login')).toBe('/admin/solicitudes');
    expect(startPage(null, '//evil.example/admin/clientes')).toBe('/admin/solicitudes');
    expect(startPage(null, 'https://evil.example/')).toBe('/admin/solicitudes');
  });
  it('falls back to the preferred_url route name', () => {
    expect(startPage({ preferredUrl: 'nueva cotizacion' })).toBe('/admin/negociaciones/nuevo');
    expect(startPage({ preferredUrl: 'cotizaciones' })).toBe('/admin/negociaciones');
    expect(startPage({ preferredUrl: 'solicitudes' })).toBe('/admin/solicitudes');
    expect(startPage({ preferredUrl: 'nueva solicitud' })).toBe('/admin/solicitudes/nuevo');
    expect(startPage({ preferredUrl: 'perfil' })).toBe('/admin/perfil');
    expect(startPage({ preferredUrl: 'Perfil' }, '')).toBe('/admin/perfil');
  });
  it("opens the route of each start page the user's form offers", () => {
    for (const page of PREFERRED_PAGES) expect(startPage({ preferredUrl: page.id }), page.name).toBe(pathTo(page.id));
  });
  it('defaults to the requests screen', () => {
    expect(startPage({ preferredUrl: '' })).toBe('/admin/solicitudes');
    expect(startPage({ preferredUrl: null })).toBe('/admin/solicitudes');
    expect(startPage({ preferredUrl: 'otra cosa' })).toBe('/admin/solicitudes');
    expect(startPage(undefined)).toBe('/admin/solicitudes');
  });
});

describe('loginRedirectUrl', () => {
  it('carries path and search, except for root and /admin', () => {
    expect(loginRedirectUrl('/admin/clientes', '?page=2')).toBe('/login?redirect=%2Fadmin%2Fclientes%3Fpage%3D2');
    expect(loginRedirectUrl('/')).toBe('/login');
    expect(loginRedirectUrl('/admin/')).toBe('/login');
  });
});
