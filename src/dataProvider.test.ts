import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http/errors';
import { onSessionExpired } from './http/request';
import { clearSession, getToken, setToken } from './http/session';
import { http, HttpResponse, recorder, setupApiServer, validationFailure } from './testing/msw';
import { dataProvider } from './dataProvider';

const server = setupApiServer();
beforeEach(() => {
  clearSession();
  setToken('tok-123', 3600);
});

const page = (page: number, perPage: number) => ({ pagination: { page, perPage }, sort: { field: 'id', order: 'ASC' as const } });

describe('lists (our own calls)', () => {
  it('sends filter[search], filter[field], perPage and page, and reads data.<key> and meta.total', async () => {
    const r = recorder();
    server.use(
      http.get('*/api/clients', async ({ request }) => {
        await r.record(request);
        return HttpResponse.json({ data: { clients: [{ id: 7, name: 'Córdoba SA' }] }, meta: { total: 31 } });
      }),
    );
    const res = await dataProvider.getList('clients', {
      ...page(2, 25),
      filter: { q: 'cordoba', supervisor_id: 3, is_confirmed: true, empty: '' },
    });
    expect(res).toEqual({ data: [{ id: 7, name: 'Córdoba SA' }], total: 31 });
    const q = r.seen[0]!.url.searchParams;
    expect(q.get('filter[search]')).toBe('cordoba');
    expect(q.get('filter[supervisor_id]')).toBe('3');
    expect(q.get('filter[is_confirmed]')).toBe('1');
    expect(q.has('filter[empty]')).toBe(false);
    expect(q.get('perPage')).toBe('25');
    expect(q.get('page')).toBe('2');
    expect(q.has('sort')).toBe(false);
    expect(r.seen[0]!.auth).toBe('Bearer tok-123');
  });

  it("reads the spec's list keys (ignore_discounts -> ignoreDiscounts); without meta.total the total is the rows", async () => {
    server.use(
      http.get('*/api/ignore_discounts', () =>
        HttpResponse.json({ data: { ignoreDiscounts: [{ id: 1 }, { id: 2 }] }, meta: { total: 12 } }),
      ),
      http.get('*/api/tax_vats', () => HttpResponse.json({ data: { taxVats: [{ id: 4, value: '10.50' }] } })),
    );
    const ignore = await dataProvider.getList('ignore_discounts', { ...page(1, 10), filter: {} });
    expect(ignore).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 12 });
    expect(await dataProvider.getList('tax_vats', { ...page(1, 10), filter: {} })).toEqual({ data: [{ id: 4, value: '10.50' }], total: 1 });
  });

  it('follows meta.path and meta.key (a list under another path: the rates of a coverage)', async () => {
    const r = recorder();
    server.use(
      http.get('*/api/modules/module-rates-pag/5', async ({ request }) => {
        await r.record(request);
        return HttpResponse.json({ data: { rates: [{ id: 90, amount: '2.50' }] }, meta: { total: 1 } });
      }),
    );
    const res = await dataProvider.getList('rates', {
      ...page(1, 10),
      filter: { zone: 12 },
      meta: { path: 'modules/module-rates-pag/5', key: 'rates' },
    });
    expect(res.data).toEqual([{ id: 90, amount: '2.50' }]);
    expect(r.seen[0]!.url.searchParams.get('filter[zone]')).toBe('12');
  });

  it('getManyReference filters by the target', async () => {
    const r = recorder();
    server.use(
      http.get('*/api/users', async ({ request }) => {
        await r.record(request);
        return HttpResponse.json({ data: { users: [{ id: 3 }] }, meta: { total: 1 } });
      }),
    );
    await dataProvider.getManyReference('users', { target: 'supervisor_id', id: 9, ...page(1, 10), filter: {} });
    expect(r.seen[0]!.url.searchParams.get('filter[supervisor_id]')).toBe('9');
  });
});

describe('one record (ra-data-simple-rest)', () => {
  it('getOne unwraps {data}', async () => {
    server.use(http.get('*/api/clients/7', () => HttpResponse.json({ data: { id: 7, name: 'Juan', lastname: 'Pérez' } })));
    expect(await dataProvider.getOne('clients', { id: 7 })).toEqual({ data: { id: 7, name: 'Juan', lastname: 'Pérez' } });
  });

  it('getMany fetches each distinct id once and leaves out the missing ones', async () => {
    const r = recorder();
    server.use(
      http.get('*/api/clients/:id', async ({ request, params }) => {
        await r.record(request);
        if (params.id === '99') return HttpResponse.json({ message: 'No se encontró el cliente.' }, { status: 404 });
        return HttpResponse.json({ data: { id: Number(params.id) } });
      }),
    );
    const res = await dataProvider.getMany('clients', { ids: [1, 2, 1, 99] });
    expect(res.data.map((c) => c.id).sort()).toEqual([1, 2]);
    expect(r.seen).toHaveLength(3);
  });

  it('create POSTs the values as JSON and answers the created record', async () => {
    const r = recorder();
    server.use(
      http.post('*/api/campaigns', async ({ request }) => {
        const { body } = await r.record(request);
        return HttpResponse.json({ data: { id: 12, ...(body as object) } }, { status: 201 });
      }),
    );
    const res = await dataProvider.create('campaigns', { data: { description: '2025/2026', dateFrom: '2025-07-01' } });
    expect(r.seen[0]!.body).toEqual({ description: '2025/2026', dateFrom: '2025-07-01' });
    expect(res.data).toEqual({ id: 12, description: '2025/2026', dateFrom: '2025-07-01' });
  });

  it("update PUTs the values and answers the server's record", async () => {
    const r = recorder();
    server.use(
      http.put('*/api/clients/7', async ({ request }) => {
        await r.record(request);
        return HttpResponse.json({ data: { id: 7, name: 'Juana', lastname: 'Pérez' } });
      }),
    );
    const res = await dataProvider.update('clients', { id: 7, data: { name: 'Juana' }, previousData: { id: 7, name: 'Juan' } });
    expect(r.seen[0]!.body).toEqual({ name: 'Juana' });
    expect(res.data).toEqual({ id: 7, name: 'Juana', lastname: 'Pérez' });
  });

  it('delete answers 204 and returns the previous record', async () => {
    const r = recorder();
    server.use(
      http.delete('*/api/clients/7', async ({ request }) => {
        await r.record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await dataProvider.delete('clients', { id: 7, previousData: { id: 7, name: 'Juan' } })).toEqual({
      data: { id: 7, name: 'Juan' },
    });
    expect(r.to('DELETE', 'clients/7')).toHaveLength(1);
  });
});

describe('errors', () => {
  it('a 422 becomes field errors react-admin forms read, plus the spec list', async () => {
    server.use(
      http.post('*/api/clients', () =>
        validationFailure({ cuit: ['Ya existe un cliente con ese CUIT.', 'Otro'], 'risks.0.zone_id': ['Departamento inválido'] }),
      ),
    );
    const error = (await dataProvider.create('clients', { data: { cuit: '20123456786' } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Ocurrió un error de validación.');
    expect(error.body.errors).toEqual({
      cuit: 'Ya existe un cliente con ese CUIT.',
      'risks.0.zone_id': 'Departamento inválido',
      root: { serverError: 'Ocurrió un error de validación.' },
    });
    expect(error.validationList).toEqual(['Ya existe un cliente con ese CUIT.', 'Departamento inválido']);
  });

  it("other failures carry the server's message, or the spec's generic one", async () => {
    server.use(
      http.put('*/api/campaigns/3', () => HttpResponse.json({ message: 'Fechas de campaña solapadas' }, { status: 409 })),
      http.get('*/api/settings', () => new HttpResponse('<html>boom</html>', { status: 500 })),
    );
    const overlap = (await dataProvider
      .update('campaigns', { id: 3, data: {}, previousData: { id: 3 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(overlap).toMatchObject({ status: 409, message: 'Fechas de campaña solapadas' });
    expect(overlap.body.errors).toBeUndefined();
    await expect(dataProvider.getList('settings', { ...page(1, 50), filter: {} })).rejects.toMatchObject({
      status: 500,
      message: 'Ocurrio un error mientras se realizaba la operacion.',
    });
  });

  it('a 401 ends the session through onSessionExpired', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    server.use(http.get('*/api/clients', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await expect(dataProvider.getList('clients', { ...page(1, 10), filter: {} })).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });
});

describe("the app's own calls as custom methods", () => {
  it('accepting a quotation is dataProvider.negotiationsAccept, on the same HTTP layer (token, /api base, {data} read)', async () => {
    const r = recorder();
    server.use(
      http.put('*/api/quotations/55/accept', async ({ request }) => {
        await r.record(request);
        return HttpResponse.json({ data: { id: 55, status: 'accepted' } });
      }),
    );
    expect(await dataProvider.negotiationsAccept(55, 'Por teléfono.')).toEqual({ id: 55, status: 'accepted' });
    expect(r.seen[0]!.body).toEqual({ comment: 'Por teléfono.' });
    expect(r.seen[0]!.auth).toBe('Bearer tok-123');
  });
});
