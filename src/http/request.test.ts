import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, recorder, setupApiServer } from '../testing/msw';
import { ApiError } from './errors';
import { apiFetch, onSessionExpired } from './request';
import { clearSession, getRefreshToken, getStoredUser, getToken, hasToken, sessionEnded, setStoredUser, setToken } from './session';

const server = setupApiServer();
beforeEach(() => clearSession());

describe('apiFetch', () => {
  it('sends JSON with Accept, Content-Type and the bearer token', async () => {
    const r = recorder();
    let type: string | null = null;
    server.use(
      http.post('*/api/risks', async ({ request }) => {
        type = request.headers.get('content-type');
        await r.record(request);
        return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      }),
    );
    setToken('abc', 3600);
    expect(await apiFetch('/api/risks', { method: 'POST', body: { number_of_hectares: 100 } })).toEqual({ data: { id: 1 } });
    expect(type).toBe('application/json');
    expect(r.seen[0]).toMatchObject({ auth: 'Bearer abc', body: { number_of_hectares: 100 } });
  });

  it('sends no Authorization header without a session, and resolves 204 to null', async () => {
    const r = recorder();
    server.use(
      http.delete('*/api/notes/1', async ({ request }) => {
        await r.record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await apiFetch('/api/notes/1', { method: 'DELETE' })).toBeNull();
    expect(r.seen[0]?.auth).toBeNull();
  });

  it('sends FormData untouched (multipart, the browser sets the boundary)', async () => {
    let seen: Record<string, string | undefined> = {};
    server.use(
      http.post('*/api/users/3/logo', async ({ request }) => {
        const fd = await request.formData();
        seen = { type: request.headers.get('content-type')?.split(';')[0], logo: (fd.get('logo') as File).name };
        return HttpResponse.json({ data: {} });
      }),
    );
    const fd = new FormData();
    fd.append('logo', new File(['x'], 'logo.png', { type: 'image/png' }));
    await apiFetch('/api/users/3/logo', { method: 'POST', body: fd });
    expect(seen).toEqual({ type: 'multipart/form-data', logo: 'logo.png' });
  });
});

describe('errors', () => {
  it('422: ApiError with the validation message, every field message and the form shape', async () => {
    server.use(
      http.put('*/api/settings', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { 'settings.0.value': ['Valor inválido', 'Otro'], email: 'Requerido' } },
          { status: 422 },
        ),
      ),
    );
    const e = (await apiFetch('/api/settings', { method: 'PUT', body: {} }).catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(422);
    expect(e.message).toBe('Ocurrió un error de validación.');
    expect(e.fieldErrors).toEqual({ 'settings.0.value': ['Valor inválido', 'Otro'], email: ['Requerido'] });
    expect(e.validationList).toEqual(['Valor inválido', 'Requerido']);
    // react-admin's forms read body.errors: the first message per field and the root message
    expect(e.body.errors).toEqual({
      'settings.0.value': 'Valor inválido',
      email: 'Requerido',
      root: { serverError: 'Ocurrió un error de validación.' },
    });
  });

  it("Laravel's English messages are replaced by Spanish ones; Spanish server messages are kept", async () => {
    server.use(
      http.get('*/api/b', () => HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 })),
      http.get('*/api/c', () => HttpResponse.json({ message: 'Cliente inexistente' }, { status: 404 })),
      http.get('*/api/d', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    await expect(apiFetch('/api/b')).rejects.toMatchObject({ status: 403, message: 'No tiene los permisos para acceder a esta sección.' });
    await expect(apiFetch('/api/c')).rejects.toMatchObject({ status: 404, message: 'Cliente inexistente' });
    await expect(apiFetch('/api/d')).rejects.toMatchObject({
      status: 500,
      message: 'Ocurrio un error mientras se realizaba la operacion.',
    });
  });

  it('no connection: ApiError with status 0 and a Spanish message', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.error()));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 0,
      message: 'No se pudo conectar con el servidor. Verificá tu conexión e intentá nuevamente.',
    });
  });
});

describe('session', () => {
  it('keeps token and profile until cleared', () => {
    setToken('abc', 3600);
    setStoredUser({ id: 1, roleId: 2, name: 'Ana', username: 'ana' } as never);
    expect(getToken()).toBe('abc');
    expect(getStoredUser()).toMatchObject({ id: 1, name: 'Ana' });
    clearSession();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('forgets the token once expires_in has passed, and the session has ended', () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T12:00:00Z'), toFake: ['Date'] });
    try {
      setToken('abc', 60);
      vi.setSystemTime(new Date('2025-05-01T12:00:59Z'));
      expect(getToken()).toBe('abc');
      expect(sessionEnded()).toBe(false);
      vi.setSystemTime(new Date('2025-05-01T12:01:01Z'));
      expect(getToken()).toBeNull();
      expect(sessionEnded()).toBe(true); // nothing renews it: /login says the session ended
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 401 to a request with a token ends the session once, through onSessionExpired', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    setToken('old', 3600);
    setStoredUser({ id: 4, name: 'Pedro' } as never);
    await expect(apiFetch('/api/user')).rejects.toMatchObject({ status: 401, message: 'Tu sesión terminó. Ingresá nuevamente.' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(sessionEnded()).toBe(true); // /login says so
    setToken('nuevo', 3600);
    expect(sessionEnded()).toBe(false); // until the next sign-in
  });

  it('a 401 without a token (a failed login) does not end anything', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    server.use(http.post('*/oauth/token', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await expect(apiFetch('/oauth/token', { method: 'POST', auth: false, body: {} })).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(sessionEnded()).toBe(false);
  });
});

describe('refresh token', () => {
  const tokenAnswer = (access: string, refresh: string) => ({
    token_type: 'Bearer',
    expires_in: 3600,
    access_token: access,
    refresh_token: refresh,
  });

  it('a 401 renews the access token once with the refresh token (rotated) and repeats the request', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    const grants: unknown[] = [];
    server.use(
      http.get('*/api/user', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ data: { id: 4 } })
          : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
      http.post('*/oauth/token', async ({ request }) => {
        grants.push(await request.json());
        return HttpResponse.json(tokenAnswer('new', 'r2'));
      }),
    );
    setToken('old', 3600, 'r1');
    const [a, b] = await Promise.all([apiFetch('/api/user'), apiFetch('/api/user')]);
    expect(a).toEqual({ data: { id: 4 } });
    expect(b).toEqual({ data: { id: 4 } });
    expect(grants).toEqual([expect.objectContaining({ grant_type: 'refresh_token', refresh_token: 'r1' })]);
    expect(getToken()).toBe('new');
    expect(getRefreshToken()).toBe('r2');
    expect(expired).not.toHaveBeenCalled();
  });

  it('an expired access token is renewed before the request', async () => {
    server.use(
      http.get('*/api/user', ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization') })),
      http.post('*/oauth/token', () => HttpResponse.json(tokenAnswer('fresh', 'r9'))),
    );
    vi.useFakeTimers({ now: new Date('2025-05-01T12:00:00Z'), toFake: ['Date'] });
    try {
      setToken('old', 60, 'r8');
      vi.setSystemTime(new Date('2025-05-01T12:02:00Z'));
      expect(hasToken()).toBe(true);
      expect(await apiFetch('/api/user')).toEqual({ auth: 'Bearer fresh' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused refresh ends the session once, through onSessionExpired', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    server.use(
      http.get('*/api/user', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
      http.post('*/oauth/token', () =>
        HttpResponse.json({ error: 'invalid_grant', message: 'La sesión terminó. Ingresá nuevamente.' }, { status: 400 }),
      ),
    );
    setToken('old', 3600, 'used');
    await expect(apiFetch('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });
});
