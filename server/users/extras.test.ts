// Logo, supervised producers, preferred coverages, the coverage list and the assign-clients filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lte } from 'drizzle-orm';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { campaigns, modules, userClients, users } from '../db/schema';
import { countRows, createTestApp, type DemoUser, type TestApp } from '../testing';
import { insertClient, tinyPng, validCuit } from '../testing/fixtures';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
  await t.db.update(users).set({ supervisorId: null }).where(eq(users.id, uid.productor2));
});
afterAll(async () => {
  await t?.close();
});

const upload = (who: DemoUser, userId: number, filename: string, content: Buffer, { field = 'logo', type = 'image/png' } = {}) =>
  t.as(who).upload(`/api/users/${userId}/logo`, {}, [{ field, name: filename, data: content, type }]);

describe('logo', () => {
  it('accepts a real PNG, stores it and streams it back with its type and cache headers', async () => {
    const png = tinyPng();
    const res = await upload('productor2', uid.productor2, 'logo.png', png);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.logo).toBe(`/api/users/${uid.productor2}/logo`);
    const img = await t.as('productor2').get(`/api/users/${uid.productor2}/logo`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('private');
    expect(img.rawPayload.equals(png)).toBe(true);
    const etag = img.headers.etag as string;
    const again = await t.as('productor2').get(`/api/users/${uid.productor2}/logo`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: `/api/users/${uid.productor2}/logo` })).statusCode).toBe(401);
  });

  it('judges the content, not the name or declared type: a text file named .png is refused', async () => {
    const res = await upload('admin', uid.productor, 'foto.png', Buffer.from('esto no es una imagen\n'), { type: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.logo).toEqual(['El archivo (foto.png) no es una imagen']);
    // a PNG named .txt with a text type is still an image
    const ok = await upload('admin', uid.productor, 'logo.txt', tinyPng(), { type: 'text/plain' });
    expect(ok.statusCode).toBe(200);
    expect((await t.as('admin').get(`/api/users/${uid.productor}/logo`)).headers['content-type']).toBe('image/png');
  });

  it('refuses files over 2 MB and keeps the previous logo', async () => {
    const before = (await t.as('admin').get(`/api/users/${uid.productor}/logo`)).rawPayload;
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload('admin', uid.productor, 'grande.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.logo).toEqual(['El logo no puede superar los 2 MB.']);
    expect((await t.as('admin').get(`/api/users/${uid.productor}/logo`)).rawPayload.equals(before)).toBe(true);
  });

  it('422 without a file or with another field name', async () => {
    expect((await t.as('admin').post(`/api/users/${uid.productor}/logo`, { logo: 'x' })).statusCode).toBe(422);
    const res = await upload('admin', uid.productor, 'logo.png', tinyPng(), { field: 'imagen' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.logo).toEqual(['Elegí una imagen para el logo.']);
  });

  it('a broken multipart body is a 400, never a 500', async () => {
    for (const [type, payload] of [
      ['multipart/form-data', 'basura'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nabc'],
    ]) {
      const res = await t.as('admin').inject({
        method: 'POST',
        url: `/api/users/${uid.productor}/logo`,
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().errors.logo).toEqual(['No se pudo leer el archivo enviado.']);
    }
  });

  it('who: itself, its supervisor, admin and sudo; others 403', async () => {
    for (const who of ['sudo', 'admin', 'supervisor', 'productor'] as const) {
      expect((await upload(who, uid.productor, 'l.png', tinyPng())).statusCode, who).toBe(200);
      expect((await t.as(who).get(`/api/users/${uid.productor}/logo`)).statusCode, who).toBe(200);
    }
    expect((await upload('productor2', uid.productor, 'l.png', tinyPng())).statusCode).toBe(403);
    expect((await t.as('productor2').get(`/api/users/${uid.productor}/logo`)).statusCode).toBe(403);
    expect((await t.as('productor2').delete(`/api/users/${uid.productor}/logo`)).statusCode).toBe(403);
    expect((await upload('supervisor', uid.productor2, 'l.png', tinyPng())).statusCode).toBe(403);
    expect((await upload('admin', 999999, 'l.png', tinyPng())).statusCode).toBe(404);
  });

  it('DELETE removes it (204) and the image is then 404', async () => {
    expect((await t.as('supervisor').delete(`/api/users/${uid.productor}/logo`)).statusCode).toBe(204);
    expect((await t.as('admin').get(`/api/users/${uid.productor}/logo`)).statusCode).toBe(404);
    expect((await t.as('admin').get(`/api/users/${uid.productor}`)).json().data.logo).toBeNull();
  });
});

describe('supervised producers', () => {
  it('lists the producers a supervisor has in charge (itself, admin; others 403)', async () => {
    for (const who of ['admin', 'sudo', 'supervisor'] as const) {
      const res = await t.as(who).get(`/api/users/${uid.supervisor}/supervised_users`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.users.map((u: { id: number }) => u.id)).toEqual([uid.productor]);
    }
    expect((await t.as('productor2').get(`/api/users/${uid.supervisor}/supervised_users`)).statusCode).toBe(403);
  });

  it('pages the list: page 2 holds the next producers, not page 1 again', async () => {
    await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor2));
    try {
      const page = async (n: number) =>
        (await t.as('supervisor').get(`/api/users/${uid.supervisor}/supervised_users?perPage=1&page=${n}`)).json();
      const [one, two] = [await page(1), await page(2)];
      expect(one.meta.total).toBe(2);
      expect(one.data.users).toHaveLength(1);
      expect(two.data.users).toHaveLength(1);
      expect(two.data.users[0].id).not.toBe(one.data.users[0].id);
    } finally {
      await t.db.update(users).set({ supervisorId: null }).where(eq(users.id, uid.productor2));
    }
  });

  it('admin replaces the list in one step: added ones get the supervisor, removed ones lose it', async () => {
    let res = await t.as('admin').put(`/api/users/${uid.supervisor}/supervised-producers`, { supervisedProducers: [uid.productor2] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.users.map((u: { id: number }) => u.id)).toEqual([uid.productor2]);
    const rows = await t.db.select({ id: users.id, s: users.supervisorId }).from(users);
    expect(rows.find((r) => r.id === uid.productor)!.s).toBeNull();
    expect(rows.find((r) => r.id === uid.productor2)!.s).toBe(uid.supervisor);
    // the supervisor now sees only productor2
    expect((await t.as('supervisor').get('/api/users')).json().data.users.map((u: { id: number }) => u.id)).toEqual([uid.productor2]);
    res = await t.as('sudo').put(`/api/users/${uid.supervisor}/supervised-producers`, {
      supervisedProducers: [uid.productor, String(uid.productor2)],
    });
    expect(res.json().meta.total).toBe(2);
    res = await t.as('admin').put(`/api/users/${uid.supervisor}/supervised-producers`, { supervisedProducers: [] });
    expect(res.json().data.users).toEqual([]);
    await t.as('admin').put(`/api/users/${uid.supervisor}/supervised-producers`, { supervisedProducers: [uid.productor] });
  });

  it('refuses a non-supervisor target, non-producer ids and non-admins, changing nothing', async () => {
    const snapshot = async () => (await t.db.select({ id: users.id, s: users.supervisorId }).from(users)).sort((a, b) => a.id - b.id);
    const before = await snapshot();
    let res = await t.as('admin').put(`/api/users/${uid.productor2}/supervised-producers`, { supervisedProducers: [uid.productor] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.supervisedProducers).toEqual(['El usuario no es supervisor.']);
    res = await t.as('admin').put(`/api/users/${uid.supervisor}/supervised-producers`, {
      supervisedProducers: [uid.productor2, uid.admin],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.supervisedProducers).toEqual(['Productor inválido']);
    res = await t.as('admin').put(`/api/users/${uid.supervisor}/supervised-producers`, { supervisedProducers: 'x' });
    expect(res.statusCode).toBe(422);
    for (const who of ['supervisor', 'productor', 'productor2'] as const) {
      expect(
        (await t.as(who).put(`/api/users/${uid.supervisor}/supervised-producers`, { supervisedProducers: [uid.productor2] })).statusCode,
      ).toBe(403);
    }
    expect((await t.as('admin').put('/api/users/999999/supervised-producers', { supervisedProducers: [] })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('preferred coverages', () => {
  const currentModules = async () =>
    (
      await t.db
        .select({ id: modules.id })
        .from(modules)
        .innerJoin(campaigns, eq(campaigns.id, modules.campaignId))
        .where(and(lte(campaigns.dateFrom, isoDateInArgentina()), gte(campaigns.dateTo, isoDateInArgentina())))
    ).map((m) => m.id);

  it('replaces the set ({modules} or a bare array), lists it, adds and removes one', async () => {
    const [a, b, c] = await currentModules();
    let res = await t.as('productor2').post(`/api/users/${uid.productor2}/modules`, { modules: [a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Coberturas preferidas actualizadas.');
    expect(
      res
        .json()
        .data.modules.map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([a, b].sort());
    res = await t.as('productor2').post(`/api/users/${uid.productor2}/modules`, [c]);
    expect(res.json().data.modules.map((m: { id: number }) => m.id)).toEqual([c]);
    expect((await t.as('productor2').post(`/api/users/${uid.productor2}/modules/${a}`)).statusCode).toBe(201);
    expect((await t.as('productor2').post(`/api/users/${uid.productor2}/modules/${a}`)).statusCode).toBe(200);
    res = await t.as('productor2').get(`/api/users/${uid.productor2}/modules`);
    expect(
      res
        .json()
        .data.modules.map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([a, c].sort());
    expect(res.json().data.modules[0]).toEqual({
      id: expect.any(Number),
      description: expect.any(String),
      companyId: expect.any(Number),
      coverageType: expect.any(String),
    });
    expect((await t.as('productor2').delete(`/api/users/${uid.productor2}/modules/${c}`)).statusCode).toBe(204);
    expect((await t.as('admin').get(`/api/users/${uid.productor2}`)).json().data.coverages.map((m: { id: number }) => m.id)).toEqual([a]);
  });

  it('refuses unknown coverages (422, nothing written) and strangers (403)', async () => {
    const before = await countRows(t.db, 'user_modules', `user_id = ${uid.productor2}`);
    const [a] = await currentModules();
    const res = await t.as('productor2').post(`/api/users/${uid.productor2}/modules`, { modules: [a, 999999] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.modules).toEqual(['Cobertura inválida']);
    expect((await t.as('productor2').post(`/api/users/${uid.productor2}/modules`, { modules: ['x'] })).statusCode).toBe(422);
    expect(await countRows(t.db, 'user_modules', `user_id = ${uid.productor2}`)).toBe(before);
    expect((await t.as('productor2').post(`/api/users/${uid.productor2}/modules/999999`)).statusCode).toBe(404);
    expect((await t.as('productor').post(`/api/users/${uid.productor2}/modules`, { modules: [a] })).statusCode).toBe(403);
    expect((await t.as('supervisor').post(`/api/users/${uid.productor2}/modules/${a}`)).statusCode).toBe(403);
    expect((await t.as('productor').get(`/api/users/${uid.productor2}/modules`)).statusCode).toBe(403);
    for (const who of ['admin', 'sudo'] as const)
      expect((await t.as(who).get(`/api/users/${uid.productor2}/modules`)).statusCode).toBe(200);
    expect((await t.as('supervisor').get(`/api/users/${uid.productor}/modules`)).statusCode).toBe(200);
  });
});

describe('GET /api/coverages', () => {
  it('lists the current campaign coverages of the user insurers, by company, order and description', async () => {
    const all = await t.as('admin').get('/api/coverages');
    expect(all.statusCode).toBe(200);
    const rows = all.json().data.coverages as { id: number; companyId: number; sortOrder: number; company: { name: string } }[];
    const current = await currentModulesCount();
    expect(all.json().meta.total).toBe(current);
    expect(all.json().meta.perPage).toBe(50);
    expect(new Set(rows.map((r) => r.companyId))).toEqual(new Set([1, 2]));
    const sorted = [...rows].sort((x, y) => x.companyId - y.companyId || x.sortOrder - y.sortOrder);
    expect(rows.map((r) => r.companyId)).toEqual(sorted.map((r) => r.companyId));
    // productor2 quotes only with Sancor
    const own = (await t.as('productor2').get('/api/coverages?perPage=100')).json().data.coverages as { companyId: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.companyId === 1)).toBe(true);
  });

  async function currentModulesCount() {
    const today = isoDateInArgentina();
    return countRows(t.db, 'modules m join campaigns c on c.id = m.campaign_id', `c.date_from <= '${today}' and c.date_to >= '${today}'`);
  }
});

describe('GET /api/clients?filter[unassignedTo]', () => {
  it('lists visible clients neither owned by nor assigned to the user', async () => {
    const owned = await insertClient(t.db, uid.productor2, { lastname: 'Asignable', cuit: validCuit(71_000_001) });
    const assigned = await insertClient(t.db, uid.admin, { lastname: 'Asignable', cuit: validCuit(71_000_101) });
    const free = await insertClient(t.db, uid.admin, { lastname: 'Asignable', cuit: validCuit(71_000_201) });
    const orphan = await insertClient(t.db, null, { lastname: 'Asignable', cuit: validCuit(71_000_301) });
    await t.db.insert(userClients).values({ userId: uid.productor2, clientId: assigned.id });
    const res = await t.as('admin').get(`/api/clients?filter[search]=asignable&filter[unassignedTo]=${uid.productor2}&perPage=50`);
    expect(res.statusCode).toBe(200);
    const got = res.json().data.clients.map((c: { id: number }) => c.id);
    expect(got).toEqual(expect.arrayContaining([free.id, orphan.id]));
    expect(got).not.toContain(owned.id);
    expect(got).not.toContain(assigned.id);
    expect(res.json().meta.total).toBe(2);
    expect((await t.as('productor').get(`/api/clients?filter[unassignedTo]=${uid.productor2}`)).statusCode).toBe(403);
  });
});
