import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaigns, modules } from '../db/schema';
import { at, countRows, createTestApp, type TestApp } from '../testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
});

const campaign = (from: number, description = `Campaña ${from}/${from + 1}`) => ({
  description,
  dateFrom: `${from}-07-01`,
  dateTo: `${from + 1}-06-30`,
});

describe('GET /api/campaigns', () => {
  it('lists newest first with meta.total, paged', async () => {
    const res = await t.as('admin').get('/api/campaigns?perPage=2&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(await countRows(t.db, 'campaigns'));
    expect(body.data.campaigns).toHaveLength(2);
    const [first, second] = body.data.campaigns;
    expect(Object.keys(first).sort()).toEqual(['dateFrom', 'dateTo', 'description', 'id']);
    expect(first.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.dateFrom > second.dateFrom).toBe(true);
    const page2 = (await t.as('admin').get('/api/campaigns?perPage=2&currentPage=2')).json();
    expect(page2.data.campaigns[0].dateFrom < second.dateFrom).toBe(true);
  });

  it('searches the description without case or accents', async () => {
    const created = await t.as('admin').post('/api/campaigns', campaign(2101, 'Campaña Especial Córdoba'));
    expect(created.statusCode).toBe(201);
    const res = await t.as('sudo').get(`/api/campaigns?filter[search]=${encodeURIComponent('CAMPANA especial cordoba')}`);
    expect(res.json().data.campaigns.map((c: { description: string }) => c.description)).toEqual(['Campaña Especial Córdoba']);
    expect(res.json().meta.total).toBe(1);
    const none = await t.as('admin').get('/api/campaigns?filter[search]=zzzz%25');
    expect(none.json()).toMatchObject({ data: { campaigns: [] }, meta: { total: 0 } });
  });

  it('is for admin and sudo only', async () => {
    expect((await t.as('productor').get('/api/campaigns')).statusCode).toBe(403);
    expect((await t.as('supervisor').get('/api/campaigns')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/campaigns' })).statusCode).toBe(401);
  });
});

describe('GET /api/campaigns-all and /api/campaigns/{id}', () => {
  it('gives every campaign to any signed-in user', async () => {
    const res = await t.as('productor').get('/api/campaigns-all');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.campaigns).toHaveLength(await countRows(t.db, 'campaigns'));
  });

  it('gives one campaign, 404 for an unknown id', async () => {
    const row = at(await t.db.select().from(campaigns).limit(1), 0);
    const res = await t.as('admin').get(`/api/campaigns/${row.id}`);
    expect(res.json().data).toEqual({ id: row.id, description: row.description, dateFrom: row.dateFrom, dateTo: row.dateTo });
    expect((await t.as('admin').get('/api/campaigns/999999')).statusCode).toBe(404);
    expect((await t.as('admin').get('/api/campaigns/abc')).statusCode).toBe(404);
  });
});

describe('GET /api/campaigns/{id}/modules', () => {
  it('pages the coverages of the campaign with their company', async () => {
    const m = at(await t.db.select({ campaignId: modules.campaignId }).from(modules).limit(1), 0);
    const total = await countRows(t.db, 'modules', `campaign_id = ${m.campaignId}`);
    expect(total).toBeGreaterThan(3);
    const res = await t.as('admin').get(`/api/campaigns/${m.campaignId}/modules?perPage=3&page=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(total);
    expect(body.data.modules).toHaveLength(3);
    expect(body.data.modules[0]).toMatchObject({
      id: expect.any(Number),
      description: expect.any(String),
      coverageType: expect.stringMatching(/^(basic|addon|pack|double-crop)$/),
      company: { id: expect.any(Number), name: expect.stringMatching(/Sancor|San Cristobal/) },
    });
    const page2 = (await t.as('admin').get(`/api/campaigns/${m.campaignId}/modules?perPage=3&page=2`)).json();
    expect(page2.data.modules[0].id).not.toBe(body.data.modules[0].id);
    expect((await t.as('admin').get('/api/campaigns/999999/modules')).statusCode).toBe(404);
  });
});

describe('POST /api/campaigns', () => {
  it('creates for admin (201) and sudo', async () => {
    const res = await t.as('admin').post('/api/campaigns', campaign(2110));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ id: expect.any(Number), ...campaign(2110) });
    expect((await t.as('sudo').post('/api/campaigns', campaign(2111))).statusCode).toBe(201);
  });

  it('is refused to producers and supervisors (403), writing nothing', async () => {
    const before = await countRows(t.db, 'campaigns');
    expect((await t.as('productor').post('/api/campaigns', campaign(2120))).statusCode).toBe(403);
    expect((await t.as('supervisor').post('/api/campaigns', campaign(2121))).statusCode).toBe(403);
    expect(await countRows(t.db, 'campaigns')).toBe(before);
  });

  it('answers 422 with the spec messages', async () => {
    const res = await t.as('admin').post('/api/campaigns', { description: '', dateFrom: '2130-07-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Ocurrió un error de validación.',
      errors: { description: ['Hay campos incompletos.'], dateTo: ['Hay campos incompletos.'] },
    });
    const interval = await t.as('admin').post('/api/campaigns', { description: 'X', dateFrom: '2131-07-01', dateTo: '2130-07-01' });
    expect(interval.statusCode).toBe(422);
    expect(interval.json().errors).toEqual({ dateTo: ['Intervalo de fechas no válido.'] });
    expect((await t.as('admin').post('/api/campaigns', [])).statusCode).toBe(400);
  });

  it('refuses overlapping dates with a Spanish message and writes nothing', async () => {
    await t.as('admin').post('/api/campaigns', campaign(2140, 'Campaña Base'));
    const before = await countRows(t.db, 'campaigns');
    const res = await t.as('admin').post('/api/campaigns', { description: 'Solapada', dateFrom: '2141-06-30', dateTo: '2142-01-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      dateFrom: ['Las fechas se superponen con la campaña Campaña Base.'],
      dateTo: ['Las fechas se superponen con la campaña Campaña Base.'],
    });
    expect(await countRows(t.db, 'campaigns')).toBe(before);
    // the day after the other ends is free
    expect((await t.as('admin').post('/api/campaigns', campaign(2141))).statusCode).toBe(201);
  });

  it('names every campaign the new dates overlap', async () => {
    await t.as('admin').post('/api/campaigns', campaign(2170, 'Primera'));
    await t.as('admin').post('/api/campaigns', campaign(2171, 'Segunda'));
    await t.as('admin').post('/api/campaigns', campaign(2172, 'Tercera'));
    const res = await t.as('admin').post('/api/campaigns', { description: 'Larga', dateFrom: '2170-08-01', dateTo: '2172-08-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.dateFrom).toEqual(['Las fechas se superponen con las campañas Primera, Segunda y Tercera.']);
  });

  it('lets only one of two concurrent overlapping creates pass', async () => {
    const results = await Promise.all([
      t.as('admin').post('/api/campaigns', campaign(2150, 'Carrera A')),
      t.as('sudo').post('/api/campaigns', campaign(2150, 'Carrera B')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await countRows(t.db, 'campaigns', `date_from = '2150-07-01'`)).toBe(1);
  });
});

describe('PUT /api/campaigns/{id}', () => {
  it("updates, may keep its own dates, and refuses another campaign's", async () => {
    const id = (await t.as('admin').post('/api/campaigns', campaign(2160))).json().data.id;
    await t.as('admin').post('/api/campaigns', campaign(2161, 'Siguiente'));
    const ok = await t.as('admin').put(`/api/campaigns/${id}`, { ...campaign(2160), description: 'Renombrada' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id, description: 'Renombrada', dateFrom: '2160-07-01' });
    const overlap = await t.as('admin').put(`/api/campaigns/${id}`, {
      description: 'Renombrada',
      dateFrom: '2160-07-01',
      dateTo: '2161-07-01',
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.dateTo).toEqual(['Las fechas se superponen con la campaña Siguiente.']);
    const row = at(await t.db.select().from(campaigns).where(eq(campaigns.id, id)), 0);
    expect(row.dateTo).toBe('2161-06-30');
  });

  it('403 for a producer, 404 for an unknown campaign', async () => {
    const row = at(await t.db.select().from(campaigns).limit(1), 0);
    expect((await t.as('productor').put(`/api/campaigns/${row.id}`, campaign(2170))).statusCode).toBe(403);
    expect((await t.as('admin').put('/api/campaigns/999999', campaign(2170))).statusCode).toBe(404);
  });
});
