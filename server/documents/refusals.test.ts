// A negotiation with no quotation (a request, a draft) has no quotation PDF: 409 with the reason
// the detail shows (src/domain/quotations/detail.ts), never an empty PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_QUOTATIONS_FOR_PDF } from '../../src/domain/quotations/detail';
import { createTestApp, type DemoUser, type TestApp } from '../testing';
import { clientOf, negotiationPayload, riskPayload, zoneIdOf } from '../testing/negotiations';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
});
afterAll(async () => {
  await t?.close();
});

describe('GET negotiations/{id}/negotiations_report without quotations', () => {
  it('answers 409 with the reason, with or without costs', async () => {
    const lopez = await zoneIdOf(t.db, 1, 'General López');
    const request = await t
      .as('productor')
      .post(
        '/api/negotiations',
        negotiationPayload(await clientOf(t.db, uid.productor), [riskPayload(lopez)], { state: 'solicitud', is_confirmed: 0 }),
      );
    expect(request.statusCode, request.body).toBe(201);
    const id = request.json().data.id as number;
    for (const showCost of [1, 0]) {
      const res = await t.as('productor').get(`/api/negotiations/${id}/negotiations_report?showCost=${showCost}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NO_QUOTATIONS_FOR_PDF);
    }
  });
});
