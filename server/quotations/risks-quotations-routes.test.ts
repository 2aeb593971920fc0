import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { quotations, quotationStatuses, rates, risks, users } from '../db/schema';
import { countRows, createTestApp, type DemoUser, type TestApp } from '../testing';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';

let t: TestApp;
let uid: Record<DemoUser, number>;
let lopez: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
  lopez = await zoneIdOf(t.db, 1, 'General López');
});
afterAll(async () => {
  await t?.close();
});

/** A finished quotation of `who` with these risks (each on General López unless overridden). */
async function quoted(who: DemoUser = 'productor', riskList = [riskPayload(lopez)], modules = [1, 2, 5]) {
  const res = await t.as(who).post('/api/negotiations', negotiationPayload(await clientOf(t.db, uid[who]), riskList, { modules }));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const qs = await quotationsOfNegotiation(t.db, id);
  const riskRows = await t.db.select().from(risks).where(eq(risks.negotiationId, id)).orderBy(risks.id);
  return { id, qs, risks: riskRows };
}

describe('PUT /api/quotations/{id}/accept and /reject', () => {
  it('accepts with a comment: status and history, the negotiation accepted, the audit row; then the risk is closed', async () => {
    const { id, qs } = await quoted();
    const [first, second] = qs;
    const res = await t.as('productor').put(`/api/quotations/${first!.id}/accept`, { comment: 'Acepta por teléfono.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: first!.id, status: 'accepted' });
    const statuses = await t.db
      .select()
      .from(quotationStatuses)
      .where(eq(quotationStatuses.quotationId, first!.id))
      .orderBy(quotationStatuses.id);
    expect(statuses.map((s) => [s.description, s.comment, s.userId])).toEqual([
      ['initiated', null, uid.productor],
      ['accepted', 'Acepta por teléfono.', uid.productor],
    ]);
    const detail = (await t.as('productor').get(`/api/negotiations/${id}`)).json().data;
    expect(detail.state).toBe('accepted');
    expect(detail.risks[0].acceptedRate.id).toBe(first!.id);
    expect(detail.risks[0].history[0]).toMatchObject({
      entity: 'quotations',
      entityId: first!.id,
      action: 'accept',
      after: { status: 'accepted' },
    });

    const other = await t.as('productor').put(`/api/quotations/${second!.id}/accept`, {});
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('El riesgo ya tiene una cotización aceptada, anticipada o en propuesta: no se puede modificar.');
    expect((await t.as('productor').put(`/api/quotations/${first!.id}/reject`, {})).statusCode).toBe(409);
    expect((await t.as('productor').put(`/api/quotations/${second!.id}`)).statusCode).toBe(409);
  });

  it('a rejected quotation cannot be accepted', async () => {
    const { qs } = await quoted();
    const rejected = await t.as('productor').put(`/api/quotations/${qs[0]!.id}/reject`, { comment: 'Muy cara.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.status).toBe('rejected');
    const res = await t.as('productor').put(`/api/quotations/${qs[0]!.id}/accept`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No se puede aceptar una cotización rechazada.');
  });

  it("another producer gets 403 on every action; the team's supervisor may act; a missing one is 404", async () => {
    const { qs, risks: rs } = await quoted();
    const q = qs[0]!.id;
    for (const res of [
      await t.as('productor2').put(`/api/quotations/${q}/accept`, {}),
      await t.as('productor2').put(`/api/quotations/${q}/reject`, {}),
      await t.as('productor2').put(`/api/quotations/${q}`),
      await t.as('productor2').put(`/api/risks/${rs[0]!.id}`, { observations: 'x' }),
      await t.as('productor2').delete(`/api/risks/${rs[0]!.id}`),
    ])
      expect(res.statusCode).toBe(403);
    expect((await t.as('supervisor').put(`/api/quotations/${q}/reject`, {})).statusCode).toBe(200);
    expect((await t.as('admin').put('/api/quotations/999999/accept', {})).statusCode).toBe(404);
    expect(await countRows(t.db, 'quotations', `id = ${q} and status = 'rejected'`)).toBe(1);
  });

  it('50 simultaneous accepts on the quotations of one risk leave exactly one accepted', async () => {
    const { qs } = await quoted();
    expect(qs.length).toBeGreaterThan(2);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.as(i % 2 ? 'productor' : 'supervisor').put(`/api/quotations/${qs[i % qs.length]!.id}/accept`, {}),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const accepted = await t.db
      .select()
      .from(quotations)
      .where(and(eq(quotations.riskId, qs[0]!.riskId), eq(quotations.status, 'accepted')));
    expect(accepted).toHaveLength(1);
    expect(
      await countRows(t.db, 'quotation_statuses', `description = 'accepted' and quotation_id in (${qs.map((q) => q.id).join(',')})`),
    ).toBe(1);
  });
});

describe('PUT /api/quotations/{id} (recalculate)', () => {
  it("re-prices from today's rates, marks it 'updated' (Recotizada) and records it", async () => {
    const { qs } = await quoted('productor', [riskPayload(lopez, { addons: [] })], [1]);
    const q = qs[0]!;
    await t.db.update(rates).set({ amount: '9.0000' }).where(eq(rates.id, q.rateId!));
    const res = await t.as('productor').put(`/api/quotations/${q.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('updated');
    expect(data.rateValue).toBe('9.000000');
    expect(data.cost).not.toBe(q.cost);
    expect(data.quotationStatuses.map((s: { description: string }) => s.description)).toEqual(['initiated', 'updated']);
    expect(await countRows(t.db, 'audit_log', `entity = 'quotations' and entity_id = ${q.id} and action = 'recalculate'`)).toBe(1);
  });
});

describe('risks from the detail page', () => {
  it('PUT risks/{id}: hectares, price and discount re-price its quotations; observations always; 422 with the messages', async () => {
    const { qs, risks: rs } = await quoted();
    const risk = rs[0]!;
    const res = await t.as('productor').put(`/api/risks/${risk.id}`, { number_of_hectares: '200', hectare_price: '30', discount: '5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.numberOfHectares).toBe('200.00');
    const after = await t.db.select().from(quotations).where(eq(quotations.riskId, risk.id)).orderBy(quotations.id);
    expect(after.map((q) => q.id)).toEqual(qs.map((q) => q.id));
    expect(after[0]!.insuredSum).toBe('6000.00');
    expect(await countRows(t.db, 'audit_log', `entity = 'risks' and entity_id = ${risk.id} and action = 'update'`)).toBe(1);

    const bad = await t.as('productor').put(`/api/risks/${risk.id}`, { number_of_hectares: '0', discount: '101' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      number_of_hectares: ['Cantidad de hectáreas inválida'],
      discount: ['El descuento no puede ser mayor a 100.'],
    });

    expect((await t.as('productor').put(`/api/quotations/${qs[0]!.id}/accept`, {})).statusCode).toBe(200);
    const closed = await t.as('productor').put(`/api/risks/${risk.id}`, { hectare_price: '40' });
    expect(closed.statusCode).toBe(409);
    const notes = await t.as('productor').put(`/api/risks/${risk.id}`, { observations: 'Lote con piedra en 2023.' });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().data.observations).toBe('Lote con piedra en 2023.');
  });

  it('POST risks prices the new risk of a confirmed negotiation; DELETE removes it but never the last one', async () => {
    const { id, risks: rs } = await quoted('productor', [riskPayload(lopez)], [1]);
    const res = await t
      .as('productor')
      .post('/api/risks', { ...riskPayload(lopez, { hectare_price: '40', addons: [] }), negotiation_id: id });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created.quotations.length).toBeGreaterThan(0);
    expect(created.quotations[0].insuredSum).toBe('4000.00');
    const badZone = await t.as('productor').post('/api/risks', { ...riskPayload(lopez, { company_id: 2 }), negotiation_id: id });
    expect(badZone.json().errors).toMatchObject({ zone_id: ['Departamento inválido'] });
    expect((await t.as('productor').delete(`/api/risks/${created.id}`)).statusCode).toBe(204);
    expect(await countRows(t.db, 'quotations', `risk_id = ${created.id}`)).toBe(0);
    const last = await t.as('productor').delete(`/api/risks/${rs[0]!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Debe agregar al menos un campo de riesgo.');
  });
});

describe('an action answers once (issue 19)', () => {
  it('an accept writes, audits and answers its quotation without reading the whole negotiation (14 statements, were 20)', async () => {
    const { qs } = await quoted();
    const { result: res, statements } = await t.sqlOf(() =>
      t.as('productor').put(`/api/quotations/${qs[0]!.id}/accept`, { comment: 'Conforme' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: qs[0]!.id,
      status: 'accepted',
      quotationStatuses: [{ description: 'initiated' }, { description: 'accepted', comment: 'Conforme' }],
    });
    // The job runner may poll meanwhile: its statements are not the request's.
    const own = statements.filter((s) => !/"jobs"/.test(s));
    const sent = own.filter((s) => s !== 'begin' && s !== 'commit');
    // Lock and checks (6), status, history and audit (3), the negotiation accepted and audited (2), the answer (3).
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(14);
    // On PostgreSQL drizzle logs the transaction too (PGlite's is not drizzle's): the answer is read after the commit.
    if (own.includes('commit'))
      expect(own.slice(own.indexOf('commit') + 1).map((s) => s.split(' ')[0])).toEqual(['select', 'select', 'select']);
    // None of the detail's reads: the producer and client head, its coverages, risks, history.
    for (const table of ['negotiation_modules', 'risks', 'risk_addons'])
      expect(own.filter((s) => s.includes(`from "${table}"`))).toEqual([]);
    expect(own.filter((s) => s.startsWith('select') && s.includes('"audit_log"'))).toEqual([]);
  });
});
