import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { clients, users } from '../db/schema';
import { countRows, createTestApp, type DemoUser, type TestApp } from '../testing';
import { clientById, clientPayload, insertClient, validCuit } from '../testing/fixtures';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  // the demo seed makes supervisor supervise productor; make sure of it for these tests
  await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
});
afterAll(async () => {
  await t?.close();
});

async function listAll(who: DemoUser, search = ''): Promise<{ id: number; userId: number }[]> {
  const out: { id: number; userId: number }[] = [];
  for (let page = 1; ; page++) {
    const res = await t.as(who).get(`/api/clients?perPage=100&page=${page}&filter[search]=${encodeURIComponent(search)}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.clients;
    out.push(...rows);
    if (rows.length < 100) return out;
  }
}

describe('GET /api/clients', () => {
  it('pages with meta.total, ordered by last name, name and id', async () => {
    const res = await t.as('admin').get('/api/clients?perPage=2&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.clients.length).toBeLessThanOrEqual(2);
    const total = body.meta.total;
    expect(total).toBe(await countRows(t.db, 'clients', 'deleted_at is null'));
    const all = await listAll('admin');
    expect(all.length).toBe(total);
    const second = (await t.as('admin').get('/api/clients?perPage=2&currentPage=2')).json();
    expect(second.data.clients.map((c: { id: number }) => c.id)).toEqual(all.slice(2, 4).map((c) => c.id));
    // the database's own collation decides the order
    const expected = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(isNull(clients.deletedAt))
      .orderBy(asc(clients.lastname), asc(clients.name), asc(clients.id));
    expect(all.map((c) => c.id)).toEqual(expected.map((c) => c.id));
  });

  it('orders a filtered list the same way (search and visibility)', async () => {
    for (const ln of ['Zárate', 'Álvarez', 'alba', 'Zapata', 'Ábalos'])
      await insertClient(t.db, uid.productor, { lastname: ln, name: 'Orden' });
    const got = await listAll('productor', 'orden');
    const expected = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(isNull(clients.deletedAt), eq(clients.userId, uid.productor), eq(clients.name, 'Orden')))
      .orderBy(asc(clients.lastname), asc(clients.name), asc(clients.id));
    expect(got.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    const page2 = (await t.as('productor').get('/api/clients?filter[search]=orden&perPage=2&page=2')).json();
    expect(page2.meta.total).toBe(5);
    expect(page2.data.clients.map((c: { id: number }) => c.id)).toEqual(expected.slice(2, 4).map((c) => c.id));
  });

  it('returns the client fields in camelCase with the owner', async () => {
    const c = await insertClient(t.db, uid.productor, { lastname: 'Formato', name: 'Ana', sancorId: 'Z900' });
    const res = await t.as('productor').get(`/api/clients?filter[search]=formato`);
    const row = res.json().data.clients.find((r: { id: number }) => r.id === c.id);
    expect(row).toMatchObject({
      id: c.id,
      name: 'Ana',
      lastname: 'Formato',
      cuit: c.cuit,
      address: c.address,
      location: c.location,
      province: c.province,
      cell: c.cell,
      email: c.email,
      sancorId: 'Z900',
      userId: uid.productor,
      deletedAt: null,
      user: { id: uid.productor },
    });
    expect(row).not.toHaveProperty('searchText');
  });

  it('searches without regard to accents or case', async () => {
    const c = await insertClient(t.db, uid.productor, { lastname: 'Córdoba', name: 'Martín' });
    for (const q of ['cordoba', 'CÓRDOBA', 'martin cordoba', 'Cordob']) {
      const rows = (await t.as('admin').get(`/api/clients?filter[search]=${encodeURIComponent(q)}`)).json().data.clients;
      expect(
        rows.map((r: { id: number }) => r.id),
        q,
      ).toContain(c.id);
    }
    const byCuit = (await t.as('admin').get(`/api/clients?filter[search]=${c.cuit}`)).json();
    expect(byCuit.data.clients.map((r: { id: number }) => r.id)).toContain(c.id);
    const none = (await t.as('admin').get(`/api/clients?filter[search]=${encodeURIComponent('zzz%_inexistente')}`)).json();
    expect(none.data.clients).toEqual([]);
    expect(none.meta.total).toBe(0);
  });

  it('shows a producer only its own and assigned clients', async () => {
    const mine = await insertClient(t.db, uid.productor);
    const theirs = await insertClient(t.db, uid.productor2);
    const ids = (await listAll('productor2')).map((c) => c.id);
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(mine.id);
    for (const c of await listAll('productor2')) expect(c.userId).toBe(uid.productor2);
  });

  it('shows a supervisor the clients of the producers it supervises', async () => {
    const ofSupervised = await insertClient(t.db, uid.productor);
    const ofOther = await insertClient(t.db, uid.productor2);
    const ids = (await listAll('supervisor')).map((c) => c.id);
    expect(ids).toContain(ofSupervised.id);
    expect(ids).not.toContain(ofOther.id);
  });

  it('shows admin and sudo every client', async () => {
    const total = await countRows(t.db, 'clients', 'deleted_at is null');
    expect((await t.as('admin').get('/api/clients')).json().meta.total).toBe(total);
    expect((await t.as('sudo').get('/api/clients')).json().meta.total).toBe(total);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/clients' })).statusCode).toBe(401);
  });
});

describe('GET/PUT/DELETE /api/clients/{id} ownership', () => {
  it("403 on another producer's client for GET, PUT and DELETE; nothing changes", async () => {
    const c = await insertClient(t.db, uid.productor, { lastname: 'Ajeno' });
    expect((await t.as('productor2').get(`/api/clients/${c.id}`)).statusCode).toBe(403);
    const put = await t.as('productor2').put(`/api/clients/${c.id}`, clientPayload({ lastname: 'Cambiado' }));
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBeTruthy();
    expect((await t.as('productor2').delete(`/api/clients/${c.id}`)).statusCode).toBe(403);
    const after = await clientById(t.db, c.id);
    expect(after.lastname).toBe('Ajeno');
    expect(after.deletedAt).toBeNull();
    // the owner, its supervisor and admin do reach it
    expect((await t.as('productor').get(`/api/clients/${c.id}`)).statusCode).toBe(200);
    expect((await t.as('supervisor').get(`/api/clients/${c.id}`)).statusCode).toBe(200);
    expect((await t.as('admin').get(`/api/clients/${c.id}`)).json().data.lastname).toBe('Ajeno');
  });

  it('404 for an unknown or malformed id', async () => {
    expect((await t.as('admin').get('/api/clients/999999')).statusCode).toBe(404);
    expect((await t.as('admin').get('/api/clients/abc')).statusCode).toBe(404);
    expect((await t.as('admin').put('/api/clients/999999', clientPayload())).statusCode).toBe(404);
    expect((await t.as('admin').delete('/api/clients/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/clients', () => {
  it('creates a client owned by the current user (201) and keeps it searchable', async () => {
    const payload = clientPayload({ lastname: '  Ñandú  ', name: 'José' });
    const res = await t.as('productor').post('/api/clients', payload);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ lastname: 'Ñandú', name: 'José', userId: uid.productor, cuit: payload.cuit });
    const found = (await t.as('productor').get('/api/clients?filter[search]=nandu')).json().data.clients;
    expect(found.map((c: { id: number }) => c.id)).toContain(data.id);
    const one = await t.as('productor').get(`/api/clients/${data.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.id).toBe(data.id);
  });

  it('blanks the name of a legal person (CUIT 30)', async () => {
    const res = await t.as('productor').post('/api/clients', clientPayload({ cuit: validCuit(55_000_001, '30'), name: 'Ignorado' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('');
  });

  it('lets admin create for a producer with userId, and rejects an unknown producer', async () => {
    const res = await t.as('admin').post('/api/clients', clientPayload({ userId: uid.productor2 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.userId).toBe(uid.productor2);
    const res2 = await t.as('admin').post('/api/clients', clientPayload({ user_id: uid.productor }));
    expect(res2.json().data.userId).toBe(uid.productor);
    const bad = await t.as('admin').post('/api/clients', clientPayload({ userId: 987654 }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.userId).toBeTruthy();
    // a producer cannot create for someone else: the field is ignored
    const own = await t.as('productor').post('/api/clients', clientPayload({ userId: uid.productor2 }));
    expect(own.statusCode).toBe(201);
    expect(own.json().data.userId).toBe(uid.productor);
  });

  it('refuses a duplicate CUIT for the same owner with 422, but not for another owner', async () => {
    const payload = clientPayload();
    expect((await t.as('productor').post('/api/clients', payload)).statusCode).toBe(201);
    const before = await countRows(t.db, 'clients');
    const dup = await t.as('productor').post('/api/clients', { ...payload, lastname: 'Otro' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: 'Ocurrió un error de validación.', errors: { cuit: ['Ya existe un cliente con ese CUIT.'] } });
    expect(await countRows(t.db, 'clients')).toBe(before);
    expect((await t.as('productor2').post('/api/clients', payload)).statusCode).toBe(201);
  });

  it("answers 422 with the spec's message for each bad field and writes nothing", async () => {
    const before = await countRows(t.db, 'clients');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lastname: '' }, 'lastname', 'Apellido de cliente inválido'],
      [{ lastname: 'Pérez<script>' }, 'lastname', 'Apellido de cliente inválido'],
      [{ name: 'Juan$' }, 'name', 'Nombre de cliente inválido'],
      [{ cuit: '20123456780' }, 'cuit', 'Cuit inválido'],
      [{ cuit: '20-1234' }, 'cuit', 'Cuit inválido'],
      [{ address: '' }, 'address', 'Dirección inválida'],
      [{ location: '' }, 'location', 'Localidad inválida'],
      [{ province: '' }, 'province', 'Provincia inválida'],
      [{ cell: '123' }, 'cell', 'Numero de teléfono inválido'],
      [{ cell: '12345678901' }, 'cell', 'Numero de teléfono inválido'],
      [{ email: 'no-es-mail' }, 'email', 'Email inválido'],
      [{ sancorId: '' }, 'sancorId', 'Código de cliente inválido'],
    ];
    for (const [override, field, message] of cases) {
      const res = await t.as('productor').post('/api/clients', clientPayload(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      const body = res.json();
      expect(body.message).toBe('Ocurrió un error de validación.');
      expect(body.errors[field], JSON.stringify(override)).toContain(message);
    }
    const empty = await t.as('productor').post('/api/clients', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(
      expect.arrayContaining(['lastname', 'cuit', 'address', 'location', 'province', 'cell', 'email', 'sancorId']),
    );
    expect(await countRows(t.db, 'clients')).toBe(before);
  });

  it('answers 422 for wrong types, 400 for malformed JSON or a non-object body, 413 for an oversize body', async () => {
    const before = await countRows(t.db, 'clients');
    const typed = await t.as('productor').post('/api/clients', clientPayload({ lastname: 123, cell: 3472123456, email: ['a'] }));
    expect(typed.statusCode).toBe(422);
    expect(Object.keys(typed.json().errors)).toEqual(expect.arrayContaining(['lastname', 'cell', 'email']));
    const bad = await t.as('productor').inject({
      method: 'POST',
      url: '/api/clients',
      headers: { 'content-type': 'application/json' },
      payload: '{"lastname": "Pérez",',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const arr = await t.as('productor').inject({
      method: 'POST',
      url: '/api/clients',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(arr.statusCode).toBe(400);
    const big = await t.as('productor').inject({
      method: 'POST',
      url: '/api/clients',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(clientPayload({ address: 'x'.repeat(2 * 1024 * 1024) })),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBeTruthy();
    expect(await countRows(t.db, 'clients')).toBe(before);
  });
});

describe('PUT and DELETE /api/clients/{id}', () => {
  it("updates the owner's client and its search text", async () => {
    const c = await insertClient(t.db, uid.productor);
    const res = await t.as('productor').put(`/api/clients/${c.id}`, clientPayload({ lastname: 'Güemes', cuit: c.cuit }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: c.id, lastname: 'Güemes', userId: uid.productor });
    const found = (await t.as('productor').get('/api/clients?filter[search]=guemes')).json().data.clients;
    expect(found.map((r: { id: number }) => r.id)).toContain(c.id);
  });

  it('keeps the row unchanged on 422', async () => {
    const c = await insertClient(t.db, uid.productor, { lastname: 'Intacto' });
    const res = await t.as('productor').put(`/api/clients/${c.id}`, clientPayload({ lastname: 'Nuevo', email: 'mal' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Email inválido']);
    expect((await clientById(t.db, c.id)).lastname).toBe('Intacto');
  });

  it('refuses to give a client the CUIT of another client of the same owner', async () => {
    const a = await insertClient(t.db, uid.productor);
    const b = await insertClient(t.db, uid.productor);
    const res = await t.as('productor').put(`/api/clients/${b.id}`, clientPayload({ cuit: a.cuit }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cuit).toEqual(['Ya existe un cliente con ese CUIT.']);
  });

  it("lets the supervisor edit its producer's client", async () => {
    const c = await insertClient(t.db, uid.productor);
    const res = await t.as('supervisor').put(`/api/clients/${c.id}`, clientPayload({ cuit: c.cuit, lastname: 'Supervisado' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userId).toBe(uid.productor);
  });

  it('soft deletes: 204, hidden from the list, still readable with deletedAt', async () => {
    const c = await insertClient(t.db, uid.productor, { lastname: 'Borrable' });
    const res = await t.as('productor').delete(`/api/clients/${c.id}`);
    expect(res.statusCode).toBe(204);
    expect((await clientById(t.db, c.id)).deletedAt).not.toBeNull();
    const ids = (await listAll('productor', 'borrable')).map((r) => r.id);
    expect(ids).not.toContain(c.id);
    const one = await t.as('admin').get(`/api/clients/${c.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.deletedAt).toBeTruthy();
    // a deleted client's CUIT can be used again
    const again = await t.as('productor').post('/api/clients', clientPayload({ cuit: c.cuit }));
    expect(again.statusCode).toBe(201);
    // and it can no longer be edited nor deleted again: a 404 that says why
    const gone = { message: 'El cliente fue eliminado: no se puede editar ni volver a eliminar.' };
    const edit = await t.as('productor').put(`/api/clients/${c.id}`, clientPayload());
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject(gone);
    const twice = await t.as('productor').delete(`/api/clients/${c.id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject(gone);
    expect(await countRows(t.db, 'clients', `id = ${c.id}`)).toBe(1);
  });
});
