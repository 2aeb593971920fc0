import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import {
  ApiError,
  apiFetch,
  clearSession,
  fileNameFromDisposition,
  getStoredUser,
  getToken,
  hasToken,
  setStoredUser,
  setToken,
  toQueryString,
  uploadMultipart,
  validationList,
} from './http';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
beforeEach(() => clearSession());

describe('session storage', () => {
  it('keeps token and profile until cleared', () => {
    expect(hasToken()).toBe(false);
    setToken('abc', 3600);
    setStoredUser({ id: 1, roleId: 2, name: 'Ana', username: 'ana' });
    expect(getToken()).toBe('abc');
    expect(getStoredUser()).toMatchObject({ id: 1, name: 'Ana' });
    clearSession();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('forgets the token once expires_in has passed', () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T12:00:00Z'), toFake: ['Date'] });
    setToken('abc', 60);
    vi.setSystemTime(new Date('2025-05-01T12:00:59Z'));
    expect(getToken()).toBe('abc');
    vi.setSystemTime(new Date('2025-05-01T12:01:01Z'));
    expect(getToken()).toBeNull();
  });
});

describe('apiFetch', () => {
  it('sends JSON with Accept, Content-Type and the bearer token', async () => {
    let seen: Record<string, unknown> = {};
    server.use(
      http.post('*/api/risks', async ({ request }) => {
        seen = {
          accept: request.headers.get('accept'),
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
          body: await request.json(),
        };
        return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      }),
    );
    setToken('abc', 3600);
    expect(await apiFetch('/api/risks', { method: 'POST', body: { number_of_hectares: 100 } })).toEqual({ data: { id: 1 } });
    expect(seen).toEqual({
      accept: 'application/json',
      type: 'application/json',
      auth: 'Bearer abc',
      body: { number_of_hectares: 100 },
    });
  });

  it('sends no Authorization header without a session, and resolves 204 to null', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.delete('*/api/notes/1', ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await apiFetch('/api/notes/1', { method: 'DELETE' })).toBeNull();
    expect(auth).toBeNull();
  });

  it('422: ApiError with the validation message and the field map', async () => {
    server.use(
      http.put('*/api/settings', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { 'settings.0.value': ['Valor inválido', 'Otro'], email: 'Requerido' } },
          { status: 422 },
        ),
      ),
    );
    const e = await apiFetch('/api/settings', { method: 'PUT', body: {} }).catch((x) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(422);
    expect(e.message).toBe('Ocurrió un error de validación.');
    expect(e.errors).toEqual({ 'settings.0.value': ['Valor inválido', 'Otro'], email: ['Requerido'] });
    expect(validationList(e.errors)).toEqual(['Valor inválido', 'Requerido']);
  });

  it("Laravel's English messages are replaced by Spanish ones; Spanish server messages are kept", async () => {
    server.use(
      http.get('*/api/a', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
      http.get('*/api/b', () => HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 })),
      http.get('*/api/c', () => HttpResponse.json({ message: 'Cliente inexistente' }, { status: 404 })),
    );
    await expect(apiFetch('/api/a')).rejects.toMatchObject({ status: 401, message: 'Su sesión ha finalizado. Ingrese nuevamente.' });
    await expect(apiFetch('/api/b')).rejects.toMatchObject({
      status: 403,
      message: 'No tiene los permisos para acceder a esta sección.',
    });
    await expect(apiFetch('/api/c')).rejects.toMatchObject({ status: 404, message: 'Cliente inexistente' });
  });

  it('no connection: ApiError with status 0 and a Spanish message', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.error()));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 0,
      message: 'No se pudo conectar con el servidor. Verifique su conexión e intente nuevamente.',
    });
  });

  it('uploadMultipart sends FormData untouched', async () => {
    let seen: Record<string, string | undefined> = {};
    server.use(
      http.post('*/api/negotiations/3/advances', async ({ request }) => {
        const fd = await request.formData();
        seen = { type: request.headers.get('content-type')!.split(';')[0], image: (fd.get('images[0]') as File).name };
        return HttpResponse.json({ data: {} });
      }),
    );
    const fd = new FormData();
    fd.append('images[0]', new File(['x'], 'lote.jpg', { type: 'image/jpeg' }));
    await uploadMultipart('/api/negotiations/3/advances', fd);
    expect(seen).toEqual({ type: 'multipart/form-data', image: 'lote.jpg' });
  });
});

describe('helpers', () => {
  it('query strings follow Laravel conventions', () => {
    expect(decodeURIComponent(toQueryString({ 'filter[search]': 'río', perPage: 10, a: null, b: '', ok: true, ids: [1, 2] }))).toBe(
      '?filter[search]=río&perPage=10&ok=1&ids[]=1&ids[]=2',
    );
    expect(toQueryString({})).toBe('');
  });

  it('reads Content-Disposition names', () => {
    expect(fileNameFromDisposition('attachment; filename="Tasas.xlsx"')).toBe('Tasas.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Financiaci%C3%B3n.pdf")).toBe('Financiación.pdf');
    expect(fileNameFromDisposition('attachment; filename=reporte_aceptadas.pdf')).toBe('reporte_aceptadas.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('validationList lists the first message of each field', () => {
    expect(validationList({ name: ['Nombre requerido', 'x'], cuit: ['CUIT inválido'] })).toEqual(['Nombre requerido', 'CUIT inválido']);
    expect(validationList(undefined)).toEqual([]);
  });
});

describe('API_URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('prefixes requests with VITE_API_URL (trailing slash dropped)', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.com/');
    vi.resetModules();
    const fresh = await import('./http');
    let hit = '';
    server.use(
      http.get('https://api.example.com/api/crops', ({ request }) => {
        hit = request.url;
        return HttpResponse.json({ data: { crops: [] } });
      }),
    );
    await fresh.apiFetch('/api/crops');
    expect(hit).toBe('https://api.example.com/api/crops');
    expect(fresh.apiUrl('api/x', { a: 1 })).toBe('https://api.example.com/api/x?a=1');
  });
});
