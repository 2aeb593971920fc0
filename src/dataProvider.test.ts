import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createElement as h } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { AdminContext, Create, Notification, SimpleForm, TextInput } from 'react-admin';
import i18nProvider from './i18n/i18nProvider';
import dataProvider from './dataProvider';
import authProvider from './authProvider';
import { clearSession, getToken, setStoredUser, setToken } from './http';
import { at } from '../tests/support/present';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  clearSession();
  setToken('tok-123', 3600);
});

/** Records the requests a handler receives. */
function capture() {
  const seen: { url: URL; method: string; auth: string | null; body?: unknown }[] = [];
  return {
    seen,
    push: (request: Request, body?: unknown) =>
      seen.push({ url: new URL(request.url), method: request.method, auth: request.headers.get('authorization'), body }),
    /** The first request seen. */
    first: () => at(seen, 0, 'a request'),
  };
}

describe('getList', () => {
  it('sends filter[search], filter[field], perPage and page, and reads data.<key> and meta.total', async () => {
    const c = capture();
    server.use(
      http.get('*/api/clients', ({ request }) => {
        c.push(request);
        return HttpResponse.json({ data: { clients: [{ id: 7, name: 'Córdoba SA' }] }, meta: { total: 31 } });
      }),
    );
    const res = await dataProvider.getList('clients', {
      filter: { q: 'cordoba', supervisor_id: 3, is_confirmed: true, empty: '' },
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(res).toEqual({ data: [{ id: 7, name: 'Córdoba SA' }], total: 31 });
    const q = c.first().url.searchParams;
    expect(q.get('filter[search]')).toBe('cordoba');
    expect(q.get('filter[supervisor_id]')).toBe('3');
    expect(q.get('filter[is_confirmed]')).toBe('1');
    expect(q.has('filter[empty]')).toBe(false);
    expect(q.get('perPage')).toBe('25');
    expect(q.get('page')).toBe('2');
    expect(q.has('sort')).toBe(false);
    expect(c.first().auth).toBe('Bearer tok-123');
  });

  it('sends sort and order only for a field other than id', async () => {
    const c = capture();
    server.use(
      http.get('*/api/campaigns', ({ request }) => {
        c.push(request);
        return HttpResponse.json({ data: { campaigns: [] }, meta: { total: 0 } });
      }),
    );
    await dataProvider.getList('campaigns', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'DESC' }, filter: {} });
    expect(c.first().url.searchParams.get('sort')).toBe('name');
    expect(c.first().url.searchParams.get('order')).toBe('DESC');
  });

  it('maps ignore_discounts to data.ignoreDiscounts and tax_vats to data.taxVats', async () => {
    server.use(
      http.get('*/api/ignore_discounts', () =>
        HttpResponse.json({ data: { ignoreDiscounts: [{ id: 1 }, { id: 2 }] }, meta: { total: 12 } }),
      ),
      http.get('*/api/tax_vats', () => HttpResponse.json({ data: { taxVats: [{ id: 4, value: 10.5 }] } })),
    );
    const ignore = await dataProvider.getList('ignore_discounts', { pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(ignore.data.map((r) => r.id)).toEqual([1, 2]);
    expect(ignore.total).toBe(12);
    const taxes = await dataProvider.getList('tax_vats', { pagination: { page: 1, perPage: 10 }, filter: {} });
    // no meta: the total is the number of rows
    expect(taxes).toEqual({ data: [{ id: 4, value: 10.5 }], total: 1 });
  });

  it('follows meta.path and meta.key (module rates of a coverage)', async () => {
    const c = capture();
    server.use(
      http.get('*/api/modules/module-rates-pag/5', ({ request }) => {
        c.push(request);
        return HttpResponse.json({ data: { rates: [{ id: 90, amount: 2.5 }] }, meta: { total: 1 } });
      }),
    );
    const res = await dataProvider.getList('rates', {
      pagination: { page: 1, perPage: 10 },
      filter: { zone: 12 },
      meta: { path: 'modules/module-rates-pag/5' },
    });
    expect(res.data).toEqual([{ id: 90, amount: 2.5 }]);
    expect(c.first().url.searchParams.get('filter[zone]')).toBe('12');
  });

  it('getManyReference filters by the target', async () => {
    const c = capture();
    server.use(
      http.get('*/api/users', ({ request }) => {
        c.push(request);
        return HttpResponse.json({ data: { users: [{ id: 3 }] }, meta: { total: 1 } });
      }),
    );
    await dataProvider.getManyReference('users', {
      target: 'supervisor_id',
      id: 9,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(c.first().url.searchParams.get('filter[supervisor_id]')).toBe('9');
  });
});

describe('one record', () => {
  it('getOne unwraps {data}', async () => {
    server.use(http.get('*/api/clients/7', () => HttpResponse.json({ data: { id: 7, name: 'Juan', lastname: 'Pérez' } })));
    expect(await dataProvider.getOne('clients', { id: 7 })).toEqual({ data: { id: 7, name: 'Juan', lastname: 'Pérez' } });
  });

  it('getMany fetches each distinct id once and leaves out the missing ones', async () => {
    const c = capture();
    server.use(
      http.get('*/api/crops/:id', ({ request, params }) => {
        c.push(request);
        if (params.id === '99') return HttpResponse.json({ message: 'No encontrado' }, { status: 404 });
        return HttpResponse.json({ data: { id: Number(params.id), name: `Cultivo ${params.id}` } });
      }),
    );
    const res = await dataProvider.getMany('crops', { ids: [1, 2, 1, 99] });
    expect(res.data.map((r) => r.id).sort()).toEqual([1, 2]);
    expect(c.seen).toHaveLength(3);
  });

  it('create POSTs the form values and returns the created record', async () => {
    const c = capture();
    server.use(
      http.post('*/api/campaigns', async ({ request }) => {
        const body = await request.json();
        c.push(request, body);
        return HttpResponse.json({ data: { id: 12, ...(body as object) } }, { status: 201 });
      }),
    );
    const res = await dataProvider.create('campaigns', { data: { name: '2025/2026', dateFrom: '2025-07-01' } });
    expect(c.first().body).toEqual({ name: '2025/2026', dateFrom: '2025-07-01' });
    expect(res.data).toMatchObject({ id: 12, name: '2025/2026' });
  });

  it('update PUTs only params.data', async () => {
    const c = capture();
    server.use(
      http.put('*/api/clients/7', async ({ request }) => {
        const body = await request.json();
        c.push(request, body);
        return HttpResponse.json({ data: { id: 7, name: 'Juana', lastname: 'Pérez' } });
      }),
    );
    const res = await dataProvider.update('clients', {
      id: 7,
      data: { name: 'Juana' },
      previousData: { id: 7, name: 'Juan', lastname: 'Pérez' },
    });
    expect(c.first().body).toEqual({ name: 'Juana' });
    expect(res.data).toEqual({ id: 7, name: 'Juana', lastname: 'Pérez' });
  });

  it('update with meta.multipart sends the file inputs as multipart', async () => {
    let got: { name?: string; file?: string } = {};
    server.use(
      http.put('*/api/users/3', async ({ request }) => {
        const fd = await request.formData();
        got = { name: String(fd.get('name')), file: (fd.get('logo') as File).name };
        return HttpResponse.json({ data: { id: 3 } });
      }),
    );
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await dataProvider.update('users', {
      id: 3,
      data: { name: 'Ana', logo: { rawFile: file, src: 'blob:x' } },
      previousData: { id: 3 },
      meta: { multipart: true },
    });
    expect(got).toEqual({ name: 'Ana', file: 'logo.png' });
  });

  it('delete answers 204 and returns the previous record', async () => {
    const c = capture();
    server.use(
      http.delete('*/api/clients/7', ({ request }) => {
        c.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const res = await dataProvider.delete('clients', { id: 7, previousData: { id: 7, name: 'Juan' } });
    expect(res).toEqual({ data: { id: 7, name: 'Juan' } });
    expect(c.first().method).toBe('DELETE');
  });

  it('deleteMany deletes each id', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/rates/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await dataProvider.deleteMany('rates', { ids: [4, 5] })).toEqual({ data: [4, 5] });
    expect(deleted.sort()).toEqual(['4', '5']);
  });
});

describe('errors', () => {
  it("422: HttpError with the validation message and each field's first message in body.errors", async () => {
    server.use(
      http.post('*/api/clients', () =>
        HttpResponse.json(
          {
            message: 'Ocurrió un error de validación.',
            errors: {
              cuit: ['El CUIT es inválido.', 'El CUIT ya existe.'],
              'contacts.0.phone': ['Teléfono inválido'],
              company: ['Falta la aseguradora.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await dataProvider.create('clients', { data: { name: 'X', cuit: '20123', contacts: [{ phone: '1' }] } }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Ocurrió un error de validación.');
    // what react-admin's form puts under each input
    expect(error.body.errors).toMatchObject({ cuit: 'El CUIT es inválido.', 'contacts.0.phone': 'Teléfono inválido' });
    // a field the form did not send is not set on the form: it goes into the notification
    expect(error.body.errors.company).toBeUndefined();
    expect(error.body.errors.root.serverError).toBe('Ocurrió un error de validación. Falta la aseguradora.');
    // the spec's list: first message of each field
    expect(error.body.list).toEqual(['El CUIT es inválido.', 'Teléfono inválido', 'Falta la aseguradora.']);
  });

  it('422 in a react-admin form: messages under their inputs, the rest in the notification', async () => {
    server.use(
      http.post('*/api/clients', () =>
        HttpResponse.json(
          {
            message: 'Ocurrió un error de validación.',
            errors: { cuit: ['El CUIT es inválido.', 'El CUIT ya existe.'], company: ['Falta la aseguradora.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      h(
        AdminContext,
        { dataProvider, i18nProvider },
        h(Create, { resource: 'clients' }, h(SimpleForm, null, h(TextInput, { source: 'name' }), h(TextInput, { source: 'cuit' }))),
        h(Notification),
      ),
    );
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Juan' } });
    fireEvent.change(screen.getByLabelText('Cuit'), { target: { value: '20123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El CUIT es inválido.')).toBeInTheDocument();
    expect(screen.queryByText('El CUIT ya existe.')).toBeNull();
    expect(await screen.findByText('Ocurrió un error de validación. Falta la aseguradora.')).toBeInTheDocument();
    silence.mockRestore();
  });

  it("other failures carry the server message, or the spec's generic one", async () => {
    server.use(
      http.post('*/api/campaigns', () => HttpResponse.json({ message: 'Fechas de campaña solapadas' }, { status: 409 })),
      http.get('*/api/settings', () => new HttpResponse('<html>boom</html>', { status: 500 })),
    );
    const overlap = await dataProvider.create('campaigns', { data: { name: 'x' } }).catch((e) => e);
    expect(overlap).toMatchObject({ status: 409, message: 'Fechas de campaña solapadas' });
    expect(overlap.body.errors).toBeUndefined();
    const boom = await dataProvider.getList('settings', { filter: {}, pagination: { page: 1, perPage: 50 } }).catch((e) => e);
    expect(boom).toMatchObject({ status: 500, message: 'Ocurrio un error mientras se realizaba la operacion.' });
  });

  it('401 from the API ends the session through authProvider.checkError', async () => {
    setStoredUser({ id: 1, roleId: 2, name: 'Ana', username: 'ana' });
    server.use(http.get('*/api/clients', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const error = await dataProvider.getList('clients', { filter: {}, pagination: { page: 1, perPage: 10 } }).catch((e) => e);
    expect(error.status).toBe(401);
    await expect(authProvider.checkError(error)).rejects.toBeDefined();
    expect(getToken()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: expect.stringMatching(/^\/login/) });
  });

  it('403 from the API leads to the 403 page without logging out', async () => {
    server.use(http.delete('*/api/negotiations/5', () => HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 })));
    const error = await dataProvider.delete('negotiations', { id: 5 }).catch((e) => e);
    expect(error).toMatchObject({ status: 403, message: 'No tiene los permisos para acceder a esta sección.' });
    await expect(authProvider.checkError(error)).rejects.toEqual({ logoutUser: false, redirectTo: '/403' });
    expect(getToken()).toBe('tok-123');
  });

  it('other errors do not log out', async () => {
    await expect(authProvider.checkError(new HttpError('x', 500))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('x', 422, { errors: {} }))).resolves.toBeUndefined();
    expect(getToken()).toBe('tok-123');
  });
});

describe('custom calls', () => {
  it('users and their clients', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/all-users', () => HttpResponse.json({ data: { users: [{ id: 1, name: 'Ana' }] } })),
      http.get('*/api/users/3/clients', () => HttpResponse.json({ data: { clients: [{ id: 8 }] } })),
      http.post('*/api/users/3/clients/8', () => {
        calls.push('assign');
        return HttpResponse.json({ data: {} });
      }),
      http.delete('*/api/users/3/clients/8', () => {
        calls.push('remove');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await dataProvider.getAllUsers()).toEqual([{ id: 1, name: 'Ana' }]);
    expect(await dataProvider.getUserClients(3)).toEqual([{ id: 8 }]);
    await dataProvider.assignClient(3, 8);
    await dataProvider.removeClient(3, 8);
    expect(calls).toEqual(['assign', 'remove']);
  });

  it("zones by province, locations and the user's companies", async () => {
    server.use(
      http.get('*/api/zones/provinces/6', () => HttpResponse.json({ data: { zones: [{ id: 60, name: 'Río Cuarto' }] } })),
      http.get('*/api/locations/60', () => HttpResponse.json({ data: [{ id: 1, name: 'Alcira' }] })),
      http.get('*/api/user-companies', () => HttpResponse.json({ data: { companies: [{ id: 1, name: 'Sancor' }] } })),
    );
    expect(await dataProvider.getZonesByProvince(6)).toEqual([{ id: 60, name: 'Río Cuarto' }]);
    expect(await dataProvider.getLocations(60)).toEqual([{ id: 1, name: 'Alcira' }]);
    expect(await dataProvider.getUserCompanies()).toEqual([{ id: 1, name: 'Sancor' }]);
  });

  describe('downloads', () => {
    let saved: { name: string; href: string }[];
    beforeEach(() => {
      saved = [];
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it("saves the XLSX under the spec's name", async () => {
      server.use(
        http.get('*/api/rates/export', ({ request }) =>
          new URL(request.url).searchParams.get('campaign') === '4'
            ? new HttpResponse(new Uint8Array([80, 75]), {
                headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
              })
            : HttpResponse.json({ message: 'sin campaña' }, { status: 400 }),
        ),
      );
      const res = await dataProvider.download('rates/export', 'Tasas.xlsx', { query: { campaign: 4 } });
      expect(res.fileName).toBe('Tasas.xlsx');
      expect(saved).toEqual([{ name: 'Tasas.xlsx', href: 'blob:test' }]);
    });

    it('adds the extension from the content type, or uses the Content-Disposition name', async () => {
      server.use(
        http.post('*/api/refinance-pdf', () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })),
        http.get(
          '*/api/negotiations/5/negotiations_report',
          () =>
            new HttpResponse('%PDF-1.4', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="1020.pdf"; filename*=UTF-8\'\'1020%20Juan%20P%C3%A9rez%20Soja%20100.pdf',
              },
            }),
        ),
      );
      await dataProvider.download('refinance-pdf', 'Financiación', { method: 'POST', body: { negotiationId: 5 } });
      await dataProvider.download('negotiations/5/negotiations_report', undefined, { query: { showCost: 1 } });
      expect(saved.map((s) => s.name)).toEqual(['Financiación.pdf', '1020 Juan Pérez Soja 100.pdf']);
    });

    it('a failed download rejects with the server message and saves nothing', async () => {
      server.use(
        http.get('*/api/advanced-quotation-report/3', () =>
          HttpResponse.json({ message: 'No hay ninguna cotización anticipada' }, { status: 404 }),
        ),
      );
      const error = await dataProvider.download('advanced-quotation-report/3', 'pdf_anticipo_1_3').catch((e) => e);
      expect(error).toMatchObject({ status: 404, message: 'No hay ninguna cotización anticipada' });
      expect(saved).toEqual([]);
    });
  });

  it('upload sends the FormData as multipart', async () => {
    let got: Record<string, string> = {};
    server.use(
      http.post('*/api/rates/import', async ({ request }) => {
        const fd = await request.formData();
        got = {
          type: request.headers.get('content-type')?.split(';')[0] ?? '',
          campaign: String(fd.get('campaign')),
          file: (fd.get('file') as File).name,
          auth: request.headers.get('authorization') ?? '',
        };
        return HttpResponse.json({ data: { import_report: { new: 3, notProcessed: 1 } } });
      }),
    );
    const fd = new FormData();
    fd.append('campaign', '4');
    fd.append('file', new File(['x'], 'tasas.xlsx'));
    const res = await dataProvider.upload('rates/import', fd);
    expect(got).toEqual({ type: 'multipart/form-data', campaign: '4', file: 'tasas.xlsx', auth: 'Bearer tok-123' });
    expect(res.data.import_report).toEqual({ new: 3, notProcessed: 1 });
  });
});
