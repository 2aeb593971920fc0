import { describe, expect, it } from 'vitest';
import { http, HttpResponse, setupApiServer } from '../testing/msw';
import { specList } from '../testing/spec-contract';
import { referenceApi } from './reference';

const server = setupApiServer();

describe('reference data against the spec contract', () => {
  it("keeps one insurer's departments and coverages when the API answers every insurer's", async () => {
    server.use(
      specList('zones/provinces/6', 'zones', [
        { id: 1, description: '9 de Julio', provinceId: 6, companyId: 1 },
        { id: 2, description: '9 de Julio', provinceId: 6, companyId: 2 },
      ]),
      specList('coverages', 'coverages', [
        { id: 7, description: 'Granizo Básico', companyId: 1 },
        { id: 8, description: 'Granizo Plus', companyId: 2 },
      ]),
    );
    expect((await referenceApi.zonesOfProvince(6, 2)).map((z) => z.id)).toEqual([2]);
    expect((await referenceApi.coverages(1)).map((c) => c.id)).toEqual([7]);
    expect(await referenceApi.coverages()).toHaveLength(2);
  });

  it('reads a list the API answers as a bare array or under another key', async () => {
    server.use(
      http.get('*/api/provinces', () => HttpResponse.json({ data: [{ id: 6, name: 'Buenos Aires' }] })),
      http.get('*/api/crops', () => HttpResponse.json({ data: { items: [{ id: 1, description: 'Soja' }] }, meta: { total: 1 } })),
    );
    expect((await referenceApi.provinces()).map((p) => p.name)).toEqual(['Buenos Aires']);
    expect((await referenceApi.crops()).map((c) => c.description)).toEqual(['Soja']);
  });
});
