import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROPOSAL_MESSAGES } from '../../src/domain/proposals/schema';
import { modules, proposals, quotations } from '../db/schema';
import { countRows, createTestApp, type DemoUser, type TestApp } from '../testing';
import { proposalForm } from '../testing/fixtures';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';
import { PROPOSAL_FAILED } from './gateway';

let t: TestApp;
let uid: Record<DemoUser, number>;
let lopez: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  lopez = await zoneIdOf(t.db, 1, 'General López');
});
afterAll(async () => {
  await t?.close();
});

/** A quotation of `who`, accepted, on a coverage of the insurer asked for (1 Sancor, 2 San Cristobal). */
async function acceptedQuotation(who: DemoUser = 'productor', companyId = 1, overrides: Record<string, unknown> = {}) {
  const risk = companyId === 1 ? riskPayload(lopez) : riskPayload(await zoneIdOf(t.db, 2, 'General López'), { company_id: 2, addons: [] });
  const res = await t.as(who).post('/api/negotiations', negotiationPayload(await clientOf(t.db, uid[who]), [risk], overrides));
  expect(res.statusCode, res.body).toBe(201);
  const negotiationId = res.json().data.id as number;
  const qs = await quotationsOfNegotiation(t.db, negotiationId);
  const companies = await t.db.select({ id: modules.id, companyId: modules.companyId }).from(modules);
  const q = qs.find((x) => companies.find((m) => m.id === x.moduleId)?.companyId === companyId)!;
  expect((await t.as(who).put(`/api/quotations/${q.id}/accept`, {})).statusCode).toBe(200);
  return { negotiationId, quotationId: q.id };
}

const form = proposalForm;

describe('POST /api/quotations/{id}/proposals', () => {
  it('files the proposal of an accepted Sancor quotation: sequential numbers, status Propuesta, GET proposals/{id}', async () => {
    const a = await acceptedQuotation();
    const b = await acceptedQuotation();
    const first = await t.as('productor').post(`/api/quotations/${a.quotationId}/proposals`, form());
    expect(first.statusCode, first.body).toBe(201);
    const numbers = first.json().data;
    expect(numbers).toEqual({
      managementNumber: expect.stringMatching(/^\d+$/),
      receiptNumber: expect.any(String),
      referenceNumber: expect.any(String),
    });
    const second = (await t.as('admin').post(`/api/quotations/${b.quotationId}/proposals`, form({ producerNumber: '777' }))).json().data;
    expect(Number(second.managementNumber)).toBe(Number(numbers.managementNumber) + 1);
    expect(Number(second.receiptNumber)).toBe(Number(numbers.receiptNumber) + 1);

    const [q] = await t.db.select().from(quotations).where(eq(quotations.id, a.quotationId));
    expect(q!.status).toBe('proposal');
    const [p] = await t.db.select().from(proposals).where(eq(proposals.quotationId, a.quotationId));
    // A producer's proposal carries its own producer code; an admin may write another one.
    expect(p!.payload).toMatchObject({ producerNumber: '40527', street: 'a 5 KM al Norte de Casilda', store: 5 });
    const [pb] = await t.db.select().from(proposals).where(eq(proposals.quotationId, b.quotationId));
    expect(pb!.payload).toMatchObject({ producerNumber: '777' });

    expect((await t.as('productor').get(`/api/proposals/${a.quotationId}`)).json().data).toEqual(numbers);
    const detail = (await t.as('productor').get(`/api/negotiations/${a.negotiationId}`)).json().data;
    expect(detail.risks[0].acceptedRate.proposal).toEqual(numbers);
  });

  it('never makes a second proposal: again 409, and 20 simultaneous posts make exactly one', async () => {
    const { quotationId } = await acceptedQuotation();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.as('productor').post(`/api/quotations/${quotationId}/proposals`, form())),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('La cotización ya tiene una propuesta.');
    expect(await countRows(t.db, 'proposals', `quotation_id = ${quotationId}`)).toBe(1);
  });

  it('lists every problem of the form with the spec messages (exchange payment)', async () => {
    const { quotationId } = await acceptedQuotation();
    const res = await t.as('admin').post(`/api/quotations/${quotationId}/proposals`, {
      client: { documentNumber: '20-1234', email: 'x', phoneNumber: '346-455' },
      producerNumber: '0',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      currencyId: [PROPOSAL_MESSAGES.currency],
      hailPaymentTypeId: [PROPOSAL_MESSAGES.exchangeType],
      center: [PROPOSAL_MESSAGES.center],
      store: [PROPOSAL_MESSAGES.store],
      cityId: [PROPOSAL_MESSAGES.city],
      cardPoint: [PROPOSAL_MESSAGES.cardPoint],
      street: [PROPOSAL_MESSAGES.street],
      'client.documentNumber': [PROPOSAL_MESSAGES.cuitDigits],
      'client.email': [PROPOSAL_MESSAGES.email],
      'client.phoneNumber': [PROPOSAL_MESSAGES.phoneMarks],
      producerNumber: [PROPOSAL_MESSAGES.producerNumber],
    });
    const [q] = await t.db.select().from(quotations).where(eq(quotations.id, quotationId));
    expect(q!.status).toBe('accepted');
  });

  it('takes a whole number of kilometres, 0 or more: a negative or decimal distance is 422 and the quotation stays accepted', async () => {
    const { quotationId } = await acceptedQuotation();
    for (const kilometers of [-5, '-5', '2.5']) {
      const res = await t
        .as('productor')
        .post(`/api/quotations/${quotationId}/proposals`, form({ kilometers, street: `a ${kilometers} KM al Norte de Casilda` }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ kilometers: [PROPOSAL_MESSAGES.kilometers] });
    }
    const [q] = await t.db.select().from(quotations).where(eq(quotations.id, quotationId));
    expect(q!.status).toBe('accepted');
    const atTown = await t
      .as('productor')
      .post(`/api/quotations/${quotationId}/proposals`, form({ kilometers: 0, street: 'a 0 KM al Norte de Casilda' }));
    expect(atTown.statusCode, atTown.body).toBe(201);
  });

  it('asks nothing of exchange when the payment is not an exchange', async () => {
    const { quotationId } = await acceptedQuotation('productor', 1, { payment_method_id: 2, rate_option_id: 1 });
    const res = await t
      .as('productor')
      .post(`/api/quotations/${quotationId}/proposals`, form({ hailPaymentTypeId: null, center: '', store: null }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses: no sendProposal flag (403), another producer (403), a producer changing its code (403), San Cristobal or not accepted (409)', async () => {
    const own2 = await acceptedQuotation('productor2');
    expect((await t.as('productor2').post(`/api/quotations/${own2.quotationId}/proposals`, form())).statusCode).toBe(403);
    const mine = await acceptedQuotation('productor');
    expect((await t.as('productor').post(`/api/quotations/${own2.quotationId}/proposals`, form())).statusCode).toBe(403);
    const code = await t.as('productor').post(`/api/quotations/${mine.quotationId}/proposals`, form({ producerNumber: '999' }));
    expect(code.statusCode).toBe(403);
    expect(code.json().message).toBe('Solo un administrador cambia el número de productor.');

    const other = await acceptedQuotation('productor', 2);
    const res = await t.as('productor').post(`/api/quotations/${other.quotationId}/proposals`, form());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Solo las coberturas de Sancor pasan a propuesta en el sistema de gestión.');

    const [open] = await t.db
      .select()
      .from(quotations)
      .where(and(eq(quotations.negotiationId, mine.negotiationId), eq(quotations.status, 'initiated')));
    expect((await t.as('productor').post(`/api/quotations/${open!.id}/proposals`, form())).statusCode).toBe(409);
    expect((await t.as('productor').post('/api/quotations/999999/proposals', form())).statusCode).toBe(404);
    expect((await t.as('productor').get(`/api/proposals/${mine.quotationId}`)).statusCode).toBe(404);
    expect((await t.as('productor2').get(`/api/proposals/${mine.quotationId}`)).statusCode).toBe(403);
  });
});

describe('exchange stores', () => {
  it('lists the seeded ports and stores to anyone; admins add and edit them, producers cannot', async () => {
    const list = (await t.as('productor').get('/api/exchange-stores')).json().data.exchangeStores;
    expect(list[0]).toEqual({ id: 1, description: 'Puerto Rosario', kind: 'port', portId: null });
    expect((await t.as('productor').post('/api/exchange-stores', { description: 'Acopio X', kind: 'store', portId: 1 })).statusCode).toBe(
      403,
    );
    const created = await t.as('admin').post('/api/exchange-stores', { description: 'Acopio Firmat', kind: 'store', portId: 1 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ id: list.length + 1, description: 'Acopio Firmat', portId: 1 });
    const bad = await t
      .as('admin')
      .put(`/api/exchange-stores/${created.json().data.id}`, { description: 'Acopio Firmat', kind: 'store', portId: 6 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.portId).toEqual(['Puerto inválido']);
    const edited = await t
      .as('admin')
      .put(`/api/exchange-stores/${created.json().data.id}`, { description: 'Acopio Firmat SA', kind: 'store', portId: 2 });
    expect(edited.json().data).toMatchObject({ description: 'Acopio Firmat SA', portId: 2 });
  });
});

// Last: on PostgreSQL a second test app shares (and reseeds) the one test database, ending the
// sessions of the first.
describe('a management system that fails', () => {
  it('answers the spec message and leaves the quotation as it was', async () => {
    const failing = await createTestApp({ managementSystemUrl: 'http://127.0.0.1:9/proposals' });
    try {
      await failing.loginDemoUsers();
      const prev = t;
      t = failing;
      const { quotationId } = await acceptedQuotation();
      t = prev;
      const res = await failing.as('admin').post(`/api/quotations/${quotationId}/proposals`, form({ producerNumber: '40527' }));
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(PROPOSAL_FAILED);
      const [q] = await failing.db.select().from(quotations).where(eq(quotations.id, quotationId));
      expect(q!.status).toBe('accepted');
      expect(await countRows(failing.db, 'proposals', `quotation_id = ${quotationId}`)).toBe(0);
    } finally {
      await failing.close();
    }
  });
});
