// Hardening (issue 7, item 14): identical rates and ignore-discount rules sent at once create one
// row; the rest answer a 422 that says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rates } from '../db/schema';
import { countRows, createTestApp, type TestApp } from '../testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
});

const PARALLEL = 50;

describe('unique master data', () => {
  it(`${PARALLEL} parallel POST /api/rates with the same coverage, zone, crop and franchise create one rate`, async () => {
    const [seeded] = await t.db.select().from(rates).limit(1);
    if (!seeded) throw new Error('the demo seed has rates');
    const payload = {
      moduleId: seeded.moduleId,
      zoneId: seeded.zoneId,
      cropId: seeded.cropId,
      franchiseDeductible: 'F-carrera',
      amount: '1.5',
    };
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.as('admin').post('/api/rates', payload)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.franchiseDeductible).toEqual([
        'Ya existe una tasa de esa cobertura para ese departamento, cultivo y franquicia.',
      ]);
    }
    const where = `module_id = ${seeded.moduleId} and zone_id = ${seeded.zoneId} and crop_id = ${seeded.cropId} and franchise_deductible = 'F-carrera'`;
    expect(await countRows(t.db, 'rates', where)).toBe(1);
  });

  it('editing a rate onto the key of another is a 422', async () => {
    const [seeded] = await t.db.select().from(rates).limit(1);
    if (!seeded) throw new Error('the demo seed has rates');
    const other = await t.as('admin').post('/api/rates', { ...seeded, id: undefined, franchiseDeductible: 'F-otra', amount: '2' });
    expect(other.statusCode, other.body).toBe(201);
    const res = await t.as('admin').put(`/api/rates/${other.json().data.id}`, {
      zoneId: seeded.zoneId,
      cropId: seeded.cropId,
      franchiseDeductible: seeded.franchiseDeductible,
      amount: '3',
    });
    expect(res.statusCode, res.body).toBe(422);
  });

  it(`${PARALLEL} parallel identical ignore-discount rules create one`, async () => {
    const before = await countRows(t.db, 'ignore_discounts');
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.as('admin').post('/api/ignore_discounts', { cropId: 2 })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.root).toEqual(['Ya existe una regla con esos mismos filtros.']);
    }
    expect(await countRows(t.db, 'ignore_discounts')).toBe(before + 1);
  });
});
