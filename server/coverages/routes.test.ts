import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { modules, rates, zones } from '../db/schema';
import { at, countRows, createTestApp, DEMO_USERS, type TestApp } from '../testing';
import { MODULE_COMPANY_HAS_RATES, MODULE_IN_USE } from './writes';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
});

const coverage = (overrides: Record<string, unknown> = {}) => ({
  description: 'Granizo Test',
  coverageType: 'basic',
  cropId: 1,
  companyId: 2,
  campaign_id: 2,
  video: 'https://videos.example/granizo',
  pdfDescription: 'Cubre granizo',
  allowMultipleRisks: 1,
  sortOrder: 9,
  ...overrides,
});

async function createModule(overrides: Record<string, unknown> = {}) {
  const res = await t.as('admin').post('/api/modules', coverage(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; companyId: number; harvest: string };
}

/** Some zones of an insurer in a province. */
async function zonesOf(companyId: number, provinceId: number, n = 3) {
  const rows = await t.db
    .select({ id: zones.id })
    .from(zones)
    .where(sql`${zones.companyId} = ${companyId} and ${zones.provinceId} = ${provinceId}`)
    .orderBy(zones.id)
    .limit(n);
  return rows.map((r) => r.id);
}

describe('access', () => {
  it('lets only admin and sudo use the coverage and rate endpoints; 403 for the rest, nothing written', async () => {
    const m = await createModule();
    const [zoneId] = await zonesOf(2, 14, 1);
    const before = await countRows(t.db, 'modules');
    for (const who of ['supervisor', 'productor', 'productor2'] as const) {
      const calls = [
        t.as(who).get('/api/modules'),
        t.as(who).get(`/api/modules/${m.id}`),
        t.as(who).get(`/api/modules/module-rates-pag/${m.id}`),
        t.as(who).get(`/api/modules/module-rates/${m.id}`),
        t.as(who).post('/api/modules', coverage()),
        t.as(who).put(`/api/modules/${m.id}`, coverage({ description: 'Cambiada' })),
        t.as(who).delete(`/api/modules/${m.id}`),
        t.as(who).post('/api/rates', { moduleId: m.id, zoneId, cropId: 1, franchiseDeductible: 'F', amount: 2 }),
        t.as(who).put('/api/rates/1', { zoneId, cropId: 1, franchiseDeductible: 'F', amount: 2 }),
        t.as(who).delete('/api/rates/1'),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${who} ${res.body}`).toBe(403);
        expect(res.json().message).toBe('No tiene los permisos para acceder a esta sección.');
      }
    }
    expect(await countRows(t.db, 'modules')).toBe(before);
    expect(at(await t.db.select().from(modules).where(eq(modules.id, m.id)), 0).description).toBe('Granizo Test');
    expect(await countRows(t.db, 'rates', 'id = 1')).toBe(1);
    for (const who of ['admin', 'sudo'] as const) {
      expect((await t.as(who).get('/api/modules')).statusCode).toBe(200);
      expect((await t.as(who).get(`/api/modules/module-rates-pag/${m.id}`)).statusCode).toBe(200);
    }
  });

  it('serves /api/modules-all to every signed-in user, ordered by insurer, sort order and description', async () => {
    for (const who of DEMO_USERS) {
      const res = await t.as(who).get('/api/modules-all');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['data']);
      expect(Object.keys(body.data)).toEqual(['modules']);
      expect(body.data.modules.length).toBe(await countRows(t.db, 'modules'));
    }
    const list = (await t.as('productor').get('/api/modules-all')).json().data.modules as { companyId: number; sortOrder: number }[];
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [at(list, i - 1), at(list, i)];
      expect(a.companyId < b.companyId || (a.companyId === b.companyId && a.sortOrder <= b.sortOrder)).toBe(true);
    }
    expect((await t.app.inject({ url: '/api/modules-all' })).statusCode).toBe(401);
  });
});

describe('GET /api/modules', () => {
  it('pages with meta.total and the coverage shape', async () => {
    const res = await t.as('admin').get('/api/modules?perPage=5&page=1');
    const body = res.json();
    expect(body.data.modules).toHaveLength(5);
    expect(body.meta.total).toBe(await countRows(t.db, 'modules'));
    expect(body.data.modules[0]).toEqual({
      id: 1,
      description: 'Granizo + Incendio',
      coverageType: 'basic',
      harvest: 'thick',
      video: null,
      pdfDescription: expect.stringContaining('Granizo'),
      cropId: 1,
      cropDescription: 'Soja',
      sancorId: 101,
      companyId: 1,
      company: { id: 1, name: 'Sancor' },
      campaignId: 2,
      campaign_id: 2,
      campaign: { id: 2, description: expect.stringMatching(/^Campaña/) },
      allowMultipleRisks: 1,
      sortOrder: 1,
    });
  });

  it('filters by insurer, campaign and an accent-insensitive search of the description', async () => {
    const m = await createModule({ description: 'Helada Tardía Única', companyId: 2 });
    const sc = (await t.as('admin').get('/api/modules?filter[company]=2&perPage=100')).json();
    expect(sc.meta.total).toBe(await countRows(t.db, 'modules', 'company_id = 2'));
    expect(sc.data.modules.every((r: { companyId: number }) => r.companyId === 2)).toBe(true);
    const found = (await t.as('admin').get(`/api/modules?filter[search]=${encodeURIComponent('tardia UNICA')}`)).json();
    expect(found.data.modules.map((r: { id: number }) => r.id)).toEqual([m.id]);
    const other = (await t.as('admin').get('/api/modules?filter[search]=tardia&filter[company]=1')).json();
    expect(other.meta.total).toBe(0);
    expect((await t.as('admin').get('/api/modules?filter[campaign]=1')).json().meta.total).toBe(0);
    expect((await t.as('admin').get('/api/modules?filter[campaign]=2&perPage=100')).json().meta.total).toBe(
      await countRows(t.db, 'modules', 'campaign_id = 2'),
    );
  });
});

describe('POST/PUT /api/modules', () => {
  it('creates a coverage (201), copies the harvest from the crop and keeps search_text', async () => {
    const res = await t.as('admin').post('/api/modules', coverage({ cropId: 4, harvest: 'thick', description: 'Trigo Ñandú' }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      harvest: 'thin',
      cropId: 4,
      cropDescription: 'Trigo',
      companyId: 2,
      campaignId: 2,
      sancorId: null,
      sortOrder: 9,
    });
    const row = at(await t.db.select().from(modules).where(eq(modules.id, data.id)), 0);
    expect(row.searchText).toBe('trigo nandu');
    expect((await t.as('admin').get(`/api/modules/${data.id}`)).json().data).toEqual(data);
  });

  it('answers 422 with every spec message and writes nothing', async () => {
    const before = await countRows(t.db, 'modules');
    const res = await t.as('admin').post('/api/modules', { description: '  ', coverageType: 'x', companyId: 'a' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Ocurrió un error de validación.',
      errors: {
        description: ['Nombre de cobertura vacío'],
        coverageType: ['Seleccione alguna opción'],
        cropId: ['Seleccione alguna opción'],
        companyId: ['Seleccione alguna opción'],
        campaignId: ['Seleccione alguna opción'],
      },
    });
    const missing = await t.as('admin').post('/api/modules', coverage({ cropId: 999, companyId: 7, campaign_id: 999 }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      cropId: ['Seleccione alguna opción'],
      companyId: ['Seleccione alguna opción'],
      campaignId: ['Seleccione alguna opción'],
    });
    expect((await t.as('admin').post('/api/modules', [1, 2])).statusCode).toBe(400);
    expect(await countRows(t.db, 'modules')).toBe(before);
  });

  it('requires an integer sancorId for Sancor only', async () => {
    for (const sancorId of [undefined, '', 'abc', 1.5]) {
      const res = await t.as('admin').post('/api/modules', coverage({ companyId: 1, sancorId }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ sancorId: ['Sancor ID Invalido'] });
    }
    const ok = await createModule({ companyId: 1, sancorId: '555' });
    expect(ok).toMatchObject({ companyId: 1, sancorId: 555 });
    expect(await createModule({ companyId: 2, sancorId: 'abc' })).toMatchObject({ sancorId: null });
  });

  it('updates a coverage; 404 for an unknown one; 422 leaves it unchanged', async () => {
    const m = await createModule();
    const res = await t.as('admin').put(`/api/modules/${m.id}`, coverage({ description: 'Renombrada', coverageType: 'pack', cropId: 4 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ description: 'Renombrada', coverageType: 'pack', harvest: 'thin' });
    const bad = await t.as('admin').put(`/api/modules/${m.id}`, coverage({ description: '' }));
    expect(bad.statusCode).toBe(422);
    expect((await t.as('admin').get(`/api/modules/${m.id}`)).json().data.description).toBe('Renombrada');
    expect((await t.as('admin').put('/api/modules/999999', coverage())).statusCode).toBe(404);
    expect((await t.as('admin').get('/api/modules/999999')).statusCode).toBe(404);
    expect((await t.as('admin').get('/api/modules/abc')).statusCode).toBe(404);
  });

  it("refuses to move a coverage with rates to another insurer (their departments are the old insurer's)", async () => {
    const m = await createModule({ companyId: 2 });
    const [zoneId] = await zonesOf(2, 14, 1);
    await t.as('admin').post('/api/rates', { moduleId: m.id, zoneId, cropId: 1, franchiseDeductible: 'F', amount: 1 });
    const res = await t.as('admin').put(`/api/modules/${m.id}`, coverage({ companyId: 1, sancorId: 5 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ companyId: [MODULE_COMPANY_HAS_RATES] });
    expect((await t.as('admin').get(`/api/modules/${m.id}`)).json().data.companyId).toBe(2);
  });
});

describe('DELETE /api/modules/{id}', () => {
  it('deletes a coverage with its rates (204)', async () => {
    const m = await createModule();
    const [zoneId] = await zonesOf(2, 14, 1);
    for (const [franchiseDeductible, amount] of [
      ['F', '1.5'],
      ['D', '2.5'],
    ]) {
      expect((await t.as('admin').post('/api/rates', { moduleId: m.id, zoneId, cropId: 1, franchiseDeductible, amount })).statusCode).toBe(
        201,
      );
    }
    expect(await countRows(t.db, 'rates', `module_id = ${m.id}`)).toBe(2);
    expect((await t.as('sudo').delete(`/api/modules/${m.id}`)).statusCode).toBe(204);
    expect(await countRows(t.db, 'modules', `id = ${m.id}`)).toBe(0);
    expect(await countRows(t.db, 'rates', `module_id = ${m.id}`)).toBe(0);
    expect((await t.as('sudo').delete(`/api/modules/${m.id}`)).statusCode).toBe(404);
  });

  it('refuses (409) a coverage that quotations use, and keeps it and its rates', async () => {
    const used = await countRows(t.db, 'quotations', 'module_id = 1');
    expect(used).toBeGreaterThan(0);
    const ratesBefore = await countRows(t.db, 'rates', 'module_id = 1');
    const res = await t.as('admin').delete('/api/modules/1');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MODULE_IN_USE);
    expect(await countRows(t.db, 'modules', 'id = 1')).toBe(1);
    expect(await countRows(t.db, 'rates', 'module_id = 1')).toBe(ratesBefore);
  });
});

describe('rates', () => {
  it('creates a rate (201) with a blank description and the exact premium', async () => {
    const m = await createModule();
    const [zoneId] = await zonesOf(2, 82, 1);
    const res = await t.as('admin').post('/api/rates', {
      moduleId: m.id,
      zoneId,
      cropId: 2,
      franchiseDeductible: 'Franquicia 10%',
      amount: 4.75,
    });
    expect(res.statusCode).toBe(201);
    const rate = res.json().data;
    expect(rate).toMatchObject({
      moduleId: m.id,
      zoneId,
      cropId: 2,
      franchiseDeductible: 'Franquicia 10%',
      amount: '4.75',
      description: ' ',
      crop: { description: 'Maíz' },
    });
    expect(rate.zone.province.name).toBe('Santa Fe');
    const exact = await t.as('admin').post('/api/rates', {
      moduleId: m.id,
      zoneId,
      cropId: 2,
      franchiseDeductible: 'D',
      amount: '3,12',
    });
    expect(exact.json().data.amount).toBe('3.12');
    const stored = at(await t.db.select({ amount: rates.amount }).from(rates).where(eq(rates.id, exact.json().data.id)), 0);
    expect(stored.amount).toBe('3.1200');
    // more decimals than the list shows: refused, not priced at a figure nobody sees
    const finer = await t.as('admin').post('/api/rates', { moduleId: m.id, zoneId, cropId: 2, franchiseDeductible: 'E', amount: '3,1234' });
    expect(finer.statusCode).toBe(422);
    expect(finer.json().errors).toEqual({ amount: ['Prima inválida'] });
  });

  it('answers 422 with every spec message, and for a zone of another insurer or a crop of another harvest; nothing written', async () => {
    const m = await createModule({ companyId: 2, cropId: 1 });
    const before = await countRows(t.db, 'rates');
    const empty = await t.as('admin').post('/api/rates', { moduleId: m.id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      zoneId: ['Departamento inválido'],
      cropId: ['Cultivo inválido'],
      franchiseDeductible: ['Deducible/Franquicia inválida'],
      amount: ['Prima inválida'],
    });
    const [sancorZone] = await zonesOf(1, 14, 1);
    const [ownZone] = await zonesOf(2, 14, 1);
    const wrongZone = await t.as('admin').post('/api/rates', {
      moduleId: m.id,
      zoneId: sancorZone,
      cropId: 1,
      franchiseDeductible: 'F',
      amount: 2,
    });
    expect(wrongZone.statusCode).toBe(422);
    expect(wrongZone.json().errors).toEqual({ zoneId: ['Departamento inválido'] });
    const wrongCrop = await t.as('admin').post('/api/rates', {
      moduleId: m.id,
      zoneId: ownZone,
      cropId: 4,
      franchiseDeductible: 'F',
      amount: 2,
    });
    expect(wrongCrop.json().errors).toEqual({ cropId: ['Cultivo inválido'] });
    for (const amount of [0, -1, 100.5, '1.23456', 'abc']) {
      const res = await t.as('admin').post('/api/rates', {
        moduleId: m.id,
        zoneId: ownZone,
        cropId: 1,
        franchiseDeductible: 'F',
        amount,
      });
      expect(res.json().errors, String(amount)).toEqual({ amount: ['Prima inválida'] });
    }
    const noModule = await t.as('admin').post('/api/rates', {
      moduleId: 999999,
      zoneId: ownZone,
      cropId: 1,
      franchiseDeductible: 'F',
      amount: 1,
    });
    expect(noModule.statusCode).toBe(422);
    expect(await countRows(t.db, 'rates')).toBe(before);
  });

  it('updates a rate (only its own coverage), deletes it (204), 404 afterwards', async () => {
    const m = await createModule();
    const [zoneId, otherZone] = await zonesOf(2, 14, 2);
    const created = (
      await t.as('admin').post('/api/rates', { moduleId: m.id, zoneId, cropId: 1, franchiseDeductible: 'F', amount: 2 })
    ).json().data;
    const upd = await t.as('admin').put(`/api/rates/${created.id}`, {
      moduleId: 1,
      zoneId: otherZone,
      cropId: 2,
      franchiseDeductible: 'D 5%',
      amount: '4.5',
      description: 'x',
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({
      moduleId: m.id,
      zoneId: otherZone,
      cropId: 2,
      franchiseDeductible: 'D 5%',
      amount: '4.50',
      description: 'x',
    });
    const bad = await t.as('admin').put(`/api/rates/${created.id}`, {
      zoneId: otherZone,
      cropId: 2,
      franchiseDeductible: 'D 5%',
      amount: '101',
    });
    expect(bad.json().errors).toEqual({ amount: ['Prima inválida'] });
    const row = at(await t.db.select({ amount: rates.amount }).from(rates).where(eq(rates.id, created.id)), 0);
    expect(row.amount).toBe('4.5000');
    expect((await t.as('admin').delete(`/api/rates/${created.id}`)).statusCode).toBe(204);
    expect((await t.as('admin').delete(`/api/rates/${created.id}`)).statusCode).toBe(404);
    expect(
      (await t.as('admin').put(`/api/rates/${created.id}`, { zoneId, cropId: 1, franchiseDeductible: 'F', amount: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/modules/module-rates-pag/{id}', () => {
  it('pages the rates of a coverage with province and zone filters and meta.total', async () => {
    const m = await createModule({ cropId: 1 });
    const cordoba = await zonesOf(2, 14, 3);
    const santaFe = await zonesOf(2, 82, 2);
    for (const zoneId of [...cordoba, ...santaFe]) {
      for (const cropId of [1, 2]) {
        await t.as('admin').post('/api/rates', {
          moduleId: m.id,
          zoneId,
          cropId,
          franchiseDeductible: 'Franquicia 10%',
          amount: '2.25',
        });
      }
    }
    const all = (await t.as('admin').get(`/api/modules/module-rates-pag/${m.id}?perPage=50`)).json();
    expect(all.meta.total).toBe(10);
    const order = all.data.rates.map((r: { zone: { province: { name: string }; description: string }; crop: { description: string } }) =>
      [r.zone.province.name, r.zone.description, r.crop.description].join('|'),
    );
    expect(order).toEqual([...order].sort((a: string, b: string) => a.localeCompare(b, 'es')));
    const page2 = (await t.as('admin').get(`/api/modules/module-rates-pag/${m.id}?perPage=5&page=2`)).json();
    expect(page2.data.rates.map((r: { id: number }) => r.id)).toEqual(all.data.rates.slice(5, 10).map((r: { id: number }) => r.id));
    const byProvince = (await t.as('admin').get(`/api/modules/module-rates-pag/${m.id}?filter[province]=82&perPage=5`)).json();
    expect(byProvince.meta.total).toBe(4);
    expect(byProvince.data.rates.every((r: { zone: { province: { name: string } } }) => r.zone.province.name === 'Santa Fe')).toBe(true);
    const byZone = (await t.as('admin').get(`/api/modules/module-rates-pag/${m.id}?filter[province]=14&filter[zone]=${cordoba[1]}`)).json();
    expect(byZone.meta.total).toBe(2);
    expect(byZone.data.rates.every((r: { zoneId: number }) => r.zoneId === cordoba[1])).toBe(true);
    const mismatch = (
      await t.as('admin').get(`/api/modules/module-rates-pag/${m.id}?filter[province]=82&filter[zone]=${cordoba[1]}`)
    ).json();
    expect(mismatch.meta.total).toBe(0);
    const every = (await t.as('admin').get(`/api/modules/module-rates/${m.id}`)).json();
    expect(every.data.rates).toHaveLength(10);
    expect((await t.as('admin').get('/api/modules/module-rates-pag/999999')).statusCode).toBe(404);
  });
});
