// Issue 17: figures and outcomes a broker can trust. A discount above the producer's maximum is
// refused (never priced smaller in silence), a risk no rate prices is named, the double crop prices
// in both wizards' readings, the preview is what is saved, the correction factor follows each
// wizard's rule, an ignored discount says why, and a simple quotation stays simple when edited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NEGOTIATION_MESSAGES } from '../../src/domain/quotations/schema';
import { negotiations, quotations, risks, users } from '../db/schema';
import { pdfText } from '../documents/pdf-text';
import { countRows, createTestApp, type TestApp } from '../testing';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';

let t: TestApp;
let uid: Record<string, number>;
let lopez: number; // General López (Santa Fe), Sancor
let rioCuarto: number; // Río Cuarto (Córdoba), Sancor: the seed's ignore-discount rule
let client: number;

const SOY = 1;
const WHEAT = 4;
const BARLEY = 5;
const ABOVE_MAX = 'El descuento no puede superar el máximo del productor (15,00 %).';

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  lopez = await zoneIdOf(t.db, 1, 'General López');
  rioCuarto = await zoneIdOf(t.db, 1, 'Río Cuarto');
  client = await clientOf(t.db, uid.productor!);
});
afterAll(async () => {
  await t?.close();
});

type PreviewRisk = {
  quotations: {
    module: { id: number };
    isDoubleCropPart: number;
    cost: string;
    discountApplied: number;
    discountIgnoredReason: string | null;
  }[];
  skipped: { module: { id: number; description: string }; reason: string }[];
  unpriced: string | null;
};
const previewRisks = (res: { json: () => unknown }) => (res.json() as { data: { preview: { risks: PreviewRisk[] } } }).data.preview.risks;

describe("a discount above the producer's maximum (productor: 15 %)", () => {
  it('is a 422 on the risk in the preview, creating, finishing, POST risks and PUT risks/{id}; 15 % is priced as 15 %', async () => {
    const over = negotiationPayload(client, [riskPayload(lopez, { discount: '20' })]);
    for (const path of ['/api/negotiations?preview=1', '/api/negotiations', '/api/simple-negotiations']) {
      const res = await t.as('productor').post(path, { ...over, type: 'simple' });
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errors, path).toEqual({ 'risks.0.discount': [ABOVE_MAX] });
    }
    const request = await t.as('productor').post('/api/negotiations', { ...over, state: 'solicitud', is_confirmed: 0 });
    expect(request.json().errors).toEqual({ 'risks.0.discount': [ABOVE_MAX] });

    const ok = await t.as('productor').post('/api/negotiations', negotiationPayload(client, [riskPayload(lopez, { discount: '15' })]));
    expect(ok.statusCode, ok.body).toBe(201);
    const id = ok.json().data.id as number;
    const stored = await quotationsOfNegotiation(t.db, id);
    expect(stored.filter((q) => q.discountApplied === 1).every((q) => q.discount === '15.000000')).toBe(true);
    const [risk] = await t.db.select().from(risks).where(eq(risks.negotiationId, id));

    const added = await t.as('productor').post('/api/risks', { ...riskPayload(lopez, { discount: '20' }), negotiation_id: id });
    expect(added.statusCode).toBe(422);
    expect(added.json().errors).toEqual({ discount: [ABOVE_MAX] });
    const edited = await t.as('productor').put(`/api/risks/${risk!.id}`, { discount: '20' });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ discount: [ABOVE_MAX] });
    expect((await t.db.select().from(risks).where(eq(risks.id, risk!.id)))[0]!.discount).toBe('15.00');
  });

  it("an admin quoting for productor gets productor's maximum; for itself, its own", async () => {
    const adminClient = await clientOf(t.db, uid.productor!);
    const forProducer = await t
      .as('admin')
      .post(
        '/api/negotiations?preview=1',
        negotiationPayload(adminClient, [riskPayload(lopez, { discount: '20' })], { user_id: uid.productor }),
      );
    expect(forProducer.json().errors).toEqual({ 'risks.0.discount': [ABOVE_MAX] });
    const [supervisor] = await t.db.select().from(users).where(eq(users.id, uid.supervisor!));
    expect(supervisor!.maxDiscountAllow).toBe('20.00');
    const bySupervisor = await t
      .as('supervisor')
      .post(
        '/api/negotiations?preview=1',
        negotiationPayload(adminClient, [riskPayload(lopez, { discount: '20' })], { user_id: uid.productor }),
      );
    expect(bySupervisor.json().errors).toEqual({ 'risks.0.discount': [ABOVE_MAX] });
    const forItself = await t
      .as('supervisor')
      .post(
        '/api/negotiations?preview=1',
        negotiationPayload(adminClient, [riskPayload(lopez, { discount: '20' })], { user_id: uid.supervisor }),
      );
    expect(forItself.statusCode, forItself.body).toBe(200);
  });
});

describe('a risk no rate prices (barley with a thick-harvest coverage)', () => {
  const barley = (over: Record<string, unknown> = {}) =>
    riskPayload(lopez, { crop_id: BARLEY, addons: [], description: 'Lote cebada', ...over });

  it('the preview names it and why; finishing is a 422 naming it, and nothing is written', async () => {
    const payload = negotiationPayload(client, [riskPayload(lopez), barley()], { modules: [1] });
    const preview = await t.as('productor').post('/api/negotiations?preview=1', payload);
    expect(preview.statusCode, preview.body).toBe(200);
    const [first, second] = previewRisks(preview);
    expect(first!.unpriced).toBeNull();
    expect(second!.quotations).toEqual([]);
    expect(second!.skipped).toEqual([
      {
        module: expect.objectContaining({ id: 1, description: 'Granizo + Incendio' }),
        reason: 'No tiene tasa para Cebada en General López.',
      },
    ]);
    const message =
      'El riesgo 2 (Lote cebada) no tiene ninguna cotización. Granizo + Incendio: No tiene tasa para Cebada en General López.';
    expect(second!.unpriced).toBe(message);

    const before = await countRows(t.db, 'negotiations');
    const finished = await t.as('productor').post('/api/negotiations', payload);
    expect(finished.statusCode).toBe(422);
    expect(finished.json().errors).toEqual({ 'risks.1': [message] });
    expect(await countRows(t.db, 'negotiations')).toBe(before);
    const simple = await t
      .as('productor')
      .post('/api/simple-negotiations', negotiationPayload(client, [barley({ description: '' })], { modules: [1] }));
    expect(simple.json().errors).toEqual({
      'risks.0': [
        'El riesgo 1 (Cebada en General López) no tiene ninguna cotización. Granizo + Incendio: No tiene tasa para Cebada en General López.',
      ],
    });
  });

  it('a chosen coverage that yields nothing for a priced risk is named as skipped; a risk with no coverage of its insurer says so', async () => {
    const preview = await t
      .as('productor')
      .post('/api/negotiations?preview=1', negotiationPayload(client, [riskPayload(lopez)], { modules: [1, 3, 9] }));
    const [risk] = previewRisks(preview);
    expect(risk!.quotations.length).toBeGreaterThan(0);
    expect(risk!.skipped.map((s) => [s.module.id, s.reason])).toEqual([
      [3, 'No tiene tasa para Soja en General López.'],
      [9, 'El riesgo no es doble cultivo.'],
    ]);
    const sanCristobal = riskPayload(await zoneIdOf(t.db, 2, 'General López'), { company_id: 2, addons: [], description: 'Lote SC' });
    const other = await t
      .as('productor')
      .post('/api/negotiations?preview=1', negotiationPayload(client, [riskPayload(lopez), sanCristobal], { modules: [1] }));
    expect(previewRisks(other)[1]!.unpriced).toBe(
      'El riesgo 2 (Lote SC) no tiene ninguna cotización. No elegiste ninguna cobertura de San Cristobal.',
    );
  });

  it('a coverage of an insurer no risk has is refused by name: it would quote nothing (the wizard no longer offers it)', async () => {
    for (const path of ['/api/negotiations?preview=1', '/api/negotiations']) {
      const res = await t.as('productor').post(path, negotiationPayload(client, [riskPayload(lopez)], { modules: [1, 10] }));
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errors, path).toEqual({ modules: [NEGOTIATION_MESSAGES.modulesOfNoRisk] });
    }
  });
});

describe('double crop: the double-crop coverage prices the second crop in both readings', () => {
  const doubleCropRows = (risk: PreviewRisk) => risk.quotations.filter((q) => q.isDoubleCropPart === 1).map((q) => q.module.id);

  it('grouped wizard: soy with wheat as second crop and "Doble Cultivo Trigo / Soja de Segunda"', async () => {
    const payload = negotiationPayload(
      client,
      [riskPayload(lopez, { is_double_crop: 1, double_crop: { crop_id: WHEAT, hectare_price: '25' } })],
      { modules: [1, 9] },
    );
    const [risk] = previewRisks(await t.as('productor').post('/api/negotiations?preview=1', payload));
    expect(doubleCropRows(risk!).length).toBeGreaterThan(0);
    expect(doubleCropRows(risk!).every((id) => id === 9)).toBe(true);
    expect(risk!.skipped).toEqual([]);
  });

  it('simple wizard: wheat with soy as second crop, and a pairing the coverage has no rate for is named', async () => {
    const wheat = (second: number) =>
      negotiationPayload(
        client,
        [riskPayload(lopez, { crop_id: WHEAT, addons: [], is_double_crop: 1, double_crop: { crop_id: second, hectare_price: '28' } })],
        {
          modules: [3, 9],
        },
      );
    const [soySecond] = previewRisks(await t.as('productor').post('/api/simple-negotiations?preview=1', wheat(SOY)));
    expect(doubleCropRows(soySecond!).length).toBeGreaterThan(0);
    const [cornSecond] = previewRisks(await t.as('productor').post('/api/simple-negotiations?preview=1', wheat(2)));
    expect(doubleCropRows(cornSecond!)).toEqual([]);
    expect(cornSecond!.skipped.map((s) => [s.module.id, s.reason])).toEqual([[9, 'No tiene tasa para Maíz en General López.']]);
  });
});

describe('the preview is what is saved', () => {
  it('123.456 ha x 17.855 QQ with discount 12.345: both use 123.46, 17.86 and 12.35', async () => {
    const payload = negotiationPayload(
      client,
      [riskPayload(lopez, { number_of_hectares: '123.456', hectare_price: '17.855', discount: '12.345', addons: [] })],
      {
        modules: [1],
      },
    );
    const preview = previewRisks(await t.as('productor').post('/api/negotiations?preview=1', payload))[0]!;
    const saved = await t.as('productor').post('/api/negotiations', payload);
    expect(saved.statusCode, saved.body).toBe(201);
    const stored = await quotationsOfNegotiation(t.db, saved.json().data.id);
    expect(stored.map((q) => q.cost)).toEqual(preview.quotations.map((q) => q.cost));
    expect(stored.map((q) => q.insuredSum)).toEqual(['2205.00', '2205.00']); // 123.46 x 17.86 = 2204.9956
    const [risk] = await t.db.select().from(risks).where(eq(risks.negotiationId, saved.json().data.id));
    expect(risk).toMatchObject({ numberOfHectares: '123.46', hectarePrice: '17.86', discount: '12.35' });
  });
});

describe('the correction factor follows the rule of each wizard', () => {
  const inKind = (method: number) =>
    negotiationPayload(client, [riskPayload(lopez, { addons: [] })], {
      modules: [1],
      payment_method_id: method,
      rate_option_id: 3,
      correction_factor: '8',
    });

  it('simple wizard: method 3 only (4 resets it to 0); grouped wizard: 3 and 4', async () => {
    const cf = async (path: string, method: number) => {
      const res = await t.as('productor').post(path, inKind(method));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.db.select().from(negotiations).where(eq(negotiations.id, res.json().data.id));
      const qs = await t.db.select().from(quotations).where(eq(quotations.negotiationId, row!.id));
      return [row!.correctionFactor, ...new Set(qs.map((q) => q.correctionFactor))];
    };
    expect(await cf('/api/simple-negotiations', 3)).toEqual(['8.0000', '8.000000']);
    expect(await cf('/api/simple-negotiations', 4)).toEqual(['0.0000', '0.000000']);
    expect(await cf('/api/negotiations', 4)).toEqual(['8.0000', '8.000000']);
    const preview = previewRisks(await t.as('productor').post('/api/simple-negotiations?preview=1', inKind(4)))[0]!;
    expect(preview.quotations.every((q) => (q as unknown as { correctionFactor: string }).correctionFactor === '0.000000')).toBe(true);
  });
});

describe('an ignored discount says why', () => {
  it("Río Cuarto's ignore rule: the preview and the detail carry the rule that removed it", async () => {
    const payload = negotiationPayload(client, [riskPayload(rioCuarto, { addons: [] })], { modules: [1] });
    const reason = 'Regla de Ignorar descuentos: provincia Córdoba, departamento Río Cuarto.';
    const preview = previewRisks(await t.as('productor').post('/api/negotiations?preview=1', payload))[0]!;
    expect(preview.quotations.map((q) => [q.discountApplied, q.discountIgnoredReason])).toEqual([
      [0, reason],
      [0, reason],
    ]);
    const saved = await t.as('productor').post('/api/negotiations', payload);
    const detail = await t.as('productor').get(`/api/negotiations/${saved.json().data.id}`);
    const qs = detail.json().data.risks[0].quotations as { discountApplied: number; discountIgnoredReason: string | null }[];
    expect(qs.map((q) => q.discountIgnoredReason)).toEqual([reason, reason]);
    // the quotation PDF says it too, in its Descuento column (the words wrap in the narrow column)
    const pdf = pdfText(
      (await t.as('productor').get(`/api/negotiations/${saved.json().data.id}/negotiations_report?showCost=1`)).rawPayload,
    );
    expect(pdf.replace(/\s+/g, ' ')).toContain('Regla de Ignorar');
    expect(pdf.replace(/\s+/g, ' ')).toMatch(/Río\s?Cuarto/);
  });
});

describe('editing a simple quotation keeps it simple', () => {
  it("POST negotiations/{id} with type 'simple' keeps 'simple' (or 'double-crop' by its switch); a second risk is refused", async () => {
    const created = await t
      .as('productor')
      .post('/api/simple-negotiations', negotiationPayload(client, [riskPayload(lopez)], { modules: [1] }));
    const id = created.json().data.id as number;
    const [risk] = await t.db.select().from(risks).where(eq(risks.negotiationId, id));
    const edit = negotiationPayload(client, [riskPayload(lopez, { id: risk!.id, hectare_price: '31' })], { modules: [1], type: 'simple' });
    const res = await t.as('productor').post(`/api/negotiations/${id}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.type).toBe('simple');
    const two = await t.as('productor').post(`/api/negotiations/${id}`, { ...edit, risks: [...edit.risks, riskPayload(lopez)] });
    expect(two.statusCode).toBe(422);
    expect((await t.db.select().from(negotiations).where(eq(negotiations.id, id)))[0]!.type).toBe('simple');
  });
});
