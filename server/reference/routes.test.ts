import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
});

describe('reference data', () => {
  it('needs a token', async () => {
    for (const url of ['/api/provinces', '/api/zones', '/api/crops', '/api/companies', '/api/user-companies', '/api/locations/1']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it('provinces: the 24 with official ids, and one by id', async () => {
    const res = await t.as('productor').get('/api/provinces');
    expect(res.statusCode).toBe(200);
    const provinces = res.json().data.provinces as { id: number; name: string }[];
    expect(provinces.length).toBe(24);
    // in Spanish order: 'Córdoba' before 'Corrientes'
    const names = provinces.map((p) => p.name);
    expect(names.indexOf('Córdoba')).toBe(names.indexOf('Corrientes') - 1);
    const cba = provinces.find((p) => p.name === 'Córdoba')!;
    expect(cba.id).toBe(14);
    const one = await t.as('productor').get(`/api/provinces/${cba.id}`);
    expect(one.json()).toEqual({ data: { id: 14, name: 'Córdoba' } });
    expect((await t.as('productor').get('/api/provinces/999')).statusCode).toBe(404);
  });

  it('zones: by company, by province, with province; all unless perPage', async () => {
    const all = (await t.as('productor').get('/api/zones?filter[company]=1')).json();
    const zones = all.data.zones as {
      id: number;
      description: string;
      provinceId: number;
      companyId: number;
      province: { id: number; name: string };
    }[];
    expect(zones.length).toBeGreaterThan(10);
    expect(all.meta.total).toBe(zones.length);
    for (const z of zones) {
      expect(z.companyId).toBe(1);
      expect(z.province.id).toBe(z.provinceId);
      expect(typeof z.province.name).toBe('string');
    }
    const paged = (await t.as('productor').get('/api/zones?filter[company]=1&perPage=5&page=2')).json();
    expect(paged.data.zones.length).toBe(5);
    expect(paged.meta.total).toBe(zones.length);

    const byProvince = (await t.as('productor').get('/api/zones/provinces/14?filter[company]=1')).json().data.zones as {
      provinceId: number;
      companyId: number;
    }[];
    expect(byProvince.length).toBeGreaterThan(0);
    expect(byProvince.every((z) => z.provinceId === 14 && z.companyId === 1)).toBe(true);
    const filtered = (await t.as('productor').get('/api/zones?filter[province]=14&filter[company]=1')).json().data.zones;
    expect(filtered.length).toBe(byProvince.length);
  });

  it('zones search is accent-insensitive', async () => {
    const zones = (await t.as('productor').get('/api/zones')).json().data.zones as { description: string }[];
    const accented = zones.find((z) => /[áéíóúñ]/i.test(z.description));
    if (!accented) return;
    const plain = accented.description.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const found = (await t.as('productor').get(`/api/zones?filter[search]=${encodeURIComponent(plain)}`)).json().data.zones as {
      description: string;
    }[];
    expect(found.map((z) => z.description)).toContain(accented.description);
  });

  it('locations of a zone in the sancor_location shape', async () => {
    const zones = (await t.as('productor').get('/api/zones?filter[company]=1')).json().data.zones as { id: number; description: string }[];
    let checked = false;
    for (const z of zones.slice(0, 20)) {
      const res = await t.as('productor').get(`/api/locations/${z.id}`);
      expect(res.statusCode).toBe(200);
      const items = res.json().data.sancor_location;
      expect(res.json().data.locations).toEqual(items);
      if (items.length) {
        expect(Object.keys(items[0]).sort()).toEqual(['cityDescription', 'cityId', 'zipCode', 'zoneDescription']);
        expect(items[0]).toMatchObject({ cityId: expect.any(Number), cityDescription: expect.any(String), zoneDescription: z.description });
        expect(items[0].zipCode === null || typeof items[0].zipCode === 'string').toBe(true);
        checked = true;
        break;
      }
    }
    expect(checked).toBe(true);
    expect((await t.as('productor').get('/api/locations/99999999')).statusCode).toBe(404);
  });

  it('crops with harvest and allowDoubleCrop', async () => {
    const crops = (await t.as('productor').get('/api/crops')).json().data.crops as {
      id: number;
      description: string;
      harvest: string;
      allowDoubleCrop: number;
    }[];
    const ids = crops.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 4]));
    for (const c of crops) {
      expect(['thin', 'thick']).toContain(c.harvest);
      expect([0, 1]).toContain(c.allowDoubleCrop);
    }
    expect(crops.find((c) => c.id === 4)!.harvest).toBe('thin');
  });

  it("companies and the user's companies", async () => {
    const companies = (await t.as('productor').get('/api/companies')).json().data.companies;
    expect(companies).toEqual([
      { id: 1, name: 'Sancor' },
      { id: 2, name: 'San Cristobal' },
    ]);
    const all = (await t.as('admin').get('/api/user-companies')).json().data.companies;
    expect(all.length).toBe(2);
    const mine = (await t.as('productor').get('/api/user-companies')).json().data.companies as { id: number }[];
    const profile = (await t.as('productor').get('/api/user')).json().data;
    expect(mine.map((c) => c.id)).toEqual([...profile.companies].sort());
  });
});
