import { beforeEach, describe, expect, it } from 'vitest';
import authProvider, { getCurrentUser } from './authProvider';
import type { UserProfile } from './domain/users/entity';
import { ApiError } from './http/errors';
import { clearSession, getStoredUser, getToken, setStoredUser, setToken } from './http/session';
import { http, HttpResponse, setupApiServer } from './testing/msw';

const server = setupApiServer();
beforeEach(() => {
  clearSession();
  window.history.pushState({}, '', '/');
});

const profile = (over: Partial<UserProfile> = {}): UserProfile =>
  ({
    id: 5,
    name: 'María',
    lastname: 'González',
    username: 'mgonzalez',
    email: 'maria@example.com',
    roleId: 4,
    role: { id: 4, name: 'ROLE_USER' },
    seeSimulator: 0,
    seeCoverageUserModule: 1,
    sendProposal: 0,
    logo: null,
    deletedAt: null,
    ...over,
  }) as UserProfile;

const tokenOk = () => HttpResponse.json({ token_type: 'Bearer', expires_in: 31536000, access_token: 'acc-1', refresh_token: 'ref-1' });

describe('login', () => {
  it('gets a token with the password grant, then the profile, and keeps both', async () => {
    let tokenBody: unknown;
    let userAuth: string | null = null;
    server.use(
      http.post('*/oauth/token', async ({ request }) => {
        tokenBody = await request.json();
        return tokenOk();
      }),
      http.get('*/api/user', ({ request }) => {
        userAuth = request.headers.get('authorization');
        return HttpResponse.json({ data: profile() });
      }),
    );
    const user = await authProvider.login({ username: ' mgonzalez ', password: 'secreta' });
    expect(tokenBody).toEqual({
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice',
      username: 'mgonzalez',
      password: 'secreta',
    });
    expect(userAuth).toBe('Bearer acc-1');
    expect(user.username).toBe('mgonzalez');
    expect(getToken()).toBe('acc-1');
    expect(getCurrentUser()?.id).toBe(5);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity()).resolves.toEqual({ id: 5, fullName: 'María González', avatar: undefined, logo: null });
    await expect(authProvider.getPermissions({})).resolves.toMatchObject({ id: 5, roleId: 4 });
  });

  it("wrong credentials: 'Credenciales incorrectas.' and no session", async () => {
    server.use(
      http.post('*/oauth/token', () =>
        HttpResponse.json({ error: 'invalid_grant', message: 'The user credentials were incorrect.' }, { status: 400 }),
      ),
    );
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toThrow('Credenciales incorrectas.');
    expect(getToken()).toBeNull();
  });

  it("a deleted user's profile: 'Usuario Eliminado' and the session is dropped", async () => {
    server.use(
      http.post('*/oauth/token', tokenOk),
      http.get('*/api/user', () => HttpResponse.json({ data: profile({ deletedAt: '2024-03-01T10:00:00Z' }) })),
    );
    await expect(authProvider.login({ username: 'mgonzalez', password: 'x' })).rejects.toThrow('Usuario Eliminado');
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it("the server's 'Usuario Eliminado' message is shown as it is", async () => {
    server.use(http.post('*/oauth/token', () => HttpResponse.json({ message: 'Usuario Eliminado' }, { status: 401 })));
    await expect(authProvider.login({ username: 'borrado', password: 'x' })).rejects.toThrow('Usuario Eliminado');
  });

  it('too many attempts shows the server message; no connection a Spanish one', async () => {
    server.use(
      http.post('*/oauth/token', () => HttpResponse.json({ message: 'Demasiados intentos. Intentá en 60 segundos.' }, { status: 429 })),
    );
    await expect(authProvider.login({ username: 'a', password: 'b' })).rejects.toThrow('Demasiados intentos. Intentá en 60 segundos.');
    server.use(http.post('*/oauth/token', () => HttpResponse.error()));
    await expect(authProvider.login({ username: 'a', password: 'b' })).rejects.toThrow(/No se pudo conectar con el servidor/);
  });
});

describe('session', () => {
  it('checkAuth without a token sends to login carrying the page asked for', async () => {
    window.history.pushState({}, '', '/admin/clientes/7/ver?tab=2');
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/login?redirect=%2Fadmin%2Fclientes%2F7%2Fver%3Ftab%3D2',
      message: false,
    });
  });

  it('checkAuth from the root, /admin or a public page sends to plain /login', async () => {
    for (const path of ['/', '/admin', '/admin/', '/login', '/reset-password?token=abc']) {
      window.history.pushState({}, '', path);
      await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    }
  });

  it('an expired token counts as no session', async () => {
    setToken('old', 1);
    localStorage.setItem('agro.tokenExpiresAt', String(Date.now() - 1000));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('logout calls /api/logout with the token, forgets the session and goes to /login', async () => {
    let auth: string | null = null;
    server.use(
      http.post('*/api/logout', ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    setToken('acc-1', 3600);
    setStoredUser(profile());
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(auth).toBe('Bearer acc-1');
    expect(getToken()).toBeNull();
    expect(getCurrentUser()).toBeNull();
  });

  it('logout still ends the session when the API lacks /api/logout', async () => {
    server.use(http.post('*/api/logout', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    setToken('acc-1', 3600);
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('getIdentity fetches the profile when it is not stored, with the logo as avatar', async () => {
    server.use(http.get('*/api/user', () => HttpResponse.json({ data: profile({ logo: 'https://cdn.example.com/l.png' }) })));
    setToken('acc-1', 3600);
    await expect(authProvider.getIdentity()).resolves.toEqual({
      id: 5,
      fullName: 'María González',
      avatar: 'https://cdn.example.com/l.png',
      logo: 'https://cdn.example.com/l.png',
    });
    expect(getStoredUser()?.id).toBe(5);
  });

  it("getIdentity leaves this API's token-protected logo out of the avatar URL (the top bar loads it with the token)", async () => {
    server.use(http.get('*/api/user', () => HttpResponse.json({ data: profile({ logo: 'http://localhost:3000/api/users/5/logo' }) })));
    setToken('acc-1', 3600);
    await expect(authProvider.getIdentity()).resolves.toMatchObject({ avatar: undefined, logo: 'http://localhost:3000/api/users/5/logo' });
  });
});

describe('checkError', () => {
  it('a 401 ends the session and sends to login carrying the page', async () => {
    window.history.pushState({}, '', '/admin/clientes');
    setToken('acc-1', 3600);
    await expect(authProvider.checkError(new ApiError(401, 'x'))).rejects.toEqual({ redirectTo: '/login?redirect=%2Fadmin%2Fclientes' });
    expect(getToken()).toBeNull();
  });

  it('a 403 stays on the screen (its 403 inside the layout) without logging out; other errors change nothing', async () => {
    setToken('acc-1', 3600);
    await expect(authProvider.checkError(new ApiError(403, 'x'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new ApiError(500, 'x'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new ApiError(422, 'x'))).resolves.toBeUndefined();
    expect(getToken()).toBe('acc-1');
  });
});

describe('canAccess', () => {
  const can = (resource: string, action = 'list') => authProvider.canAccess({ resource, action });

  it('a producer sees clients but not campaigns, coverages administration or users', async () => {
    setToken('t', 3600);
    setStoredUser(profile({ roleId: 4 }));
    expect(await can('clients')).toBe(true);
    expect(await can('campaigns')).toBe(false);
    expect(await can('modules')).toBe(false);
    expect(await can('users')).toBe(false);
    expect(await can('negotiations', 'delete')).toBe(false);
  });

  it('a supervisor manages users but not their producers page; an admin everything', async () => {
    setToken('t', 3600);
    setStoredUser(profile({ roleId: 3 }));
    expect(await can('users')).toBe(true);
    expect(await can('users', 'producers')).toBe(false);
    expect(await can('settings')).toBe(false);
    setStoredUser(profile({ roleId: 2 }));
    expect(await can('users', 'producers')).toBe(true);
    expect(await can('settings')).toBe(true);
    expect(await can('campaigns', 'create')).toBe(true);
  });

  it('nobody signed in may access nothing', async () => {
    expect(await can('clients')).toBe(false);
  });
});

describe('password recovery', () => {
  it('forgotPassword posts the username or e-mail as email', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/forgot-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await authProvider.forgotPassword('mgonzalez');
    expect(body).toEqual({ email: 'mgonzalez' });
  });

  it("an unknown user: 'Usuario no encontrado.'", async () => {
    server.use(http.post('*/api/forgot-password', () => HttpResponse.json({ message: 'x' }, { status: 404 })));
    await expect(authProvider.forgotPassword('nadie')).rejects.toThrow('Usuario no encontrado.');
    server.use(
      http.post('*/api/forgot-password', () => HttpResponse.json({ message: 'x', errors: { email: ['No existe'] } }, { status: 422 })),
    );
    await expect(authProvider.forgotPassword('nadie')).rejects.toThrow('Usuario no encontrado.');
  });

  it('resetPassword sends token, email and both passwords', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const params = { token: 'tk', email: 'a@b.com', password: 'nueva123', password_confirmation: 'nueva123' };
    await authProvider.resetPassword(params);
    expect(body).toEqual(params);
  });

  it('resetPassword: field errors on 422, the spec message otherwise', async () => {
    server.use(
      http.post('*/api/reset-password', () =>
        HttpResponse.json(
          { message: 'Ocurrió un error de validación.', errors: { password: ['La clave debe tener 8 caracteres.'] } },
          { status: 422 },
        ),
      ),
    );
    const e: ApiError = await authProvider.resetPassword({ token: 't', email: 'a@b.com', password: 'x', password_confirmation: 'x' }).then(
      () => null as never,
      (err: ApiError) => err,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e.message).toBe('Ocurrió un error de validación.');
    expect(e.fieldErrors).toEqual({ password: ['La clave debe tener 8 caracteres.'] });

    server.use(http.post('*/api/reset-password', () => HttpResponse.json({ message: 'token vencido' }, { status: 400 })));
    await expect(authProvider.resetPassword({ token: 't', email: 'a@b.com', password: 'x', password_confirmation: 'x' })).rejects.toThrow(
      'Ocurrio un error al intentar actualizar la clave.',
    );
  });
});
