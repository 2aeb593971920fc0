// The risk history of GET negotiations/{id} as the detail shows it (src/domain/quotations/history.ts):
// the names of what it mentions come with it, and every field the server records is known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import type { Negotiation } from '../../src/domain/quotations/entity';
import { HISTORY_FIELDS, historyActionLabel, historyLines, historySubject } from '../../src/domain/quotations/history';
import { risks } from '../db/schema';
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

describe('the history of a risk', () => {
  it('knows every column of a risk: a new one needs its label (or to be declared internal) in HISTORY_FIELDS', () => {
    const unknown = Object.keys(getTableColumns(risks)).filter((k) => !(k in HISTORY_FIELDS));
    expect(unknown).toEqual([]);
  });

  it('reads as a broker reads it after an edit, a re-quote and decisions: names, Spanish labels, es-AR values', async () => {
    const lopez = await zoneIdOf(t.db, 1, 'General López');
    const caseros = await zoneIdOf(t.db, 1, 'Caseros');
    const client = await clientOf(t.db, uid.productor);
    const created = await t
      .as('productor')
      .post('/api/negotiations', negotiationPayload(client, [riskPayload(lopez)], { modules: [1, 2] }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const before = (await t.as('productor').get(`/api/negotiations/${id}`)).json().data as Negotiation;
    const riskId = before.risks[0]!.id;
    // The wizard's edit: another department, a higher discount and wheat as second crop.
    const edited = await t
      .as('productor')
      .post(
        `/api/negotiations/${id}`,
        negotiationPayload(
          client,
          [riskPayload(caseros, { id: riskId, discount: '7', is_double_crop: 1, double_crop: { crop_id: 4, hectare_price: '20' } })],
          { modules: [1, 2] },
        ),
      );
    expect(edited.statusCode, edited.body).toBe(200);
    let detail = (await t.as('productor').get(`/api/negotiations/${id}`)).json().data as Negotiation;
    const [first, second] = detail.risks[0]!.quotations;
    expect((await t.as('productor').put(`/api/quotations/${second!.id}/reject`, { comment: 'Muy cara' })).statusCode).toBe(200);
    expect((await t.as('productor').put(`/api/quotations/${first!.id}`)).statusCode).toBe(200);
    expect((await t.as('productor').put(`/api/quotations/${first!.id}/accept`, {})).statusCode).toBe(200);

    detail = (await t.as('productor').get(`/api/negotiations/${id}`)).json().data as Negotiation;
    const names = detail.historyNames!;
    // The old department is named too, though no risk is in it any more.
    expect(names.zones).toMatchObject({ [lopez]: 'General López', [caseros]: 'Caseros' });
    expect(names.crops).toMatchObject({ '4': 'Trigo' });
    expect(names.quotations?.[first!.id]).toBe(`${first!.rate.module.description} (${first!.rate.franchiseDeductible})`);

    const ctx = { names, currencyId: detail.risks[0]!.hectarePriceCurrency.id };
    const history = detail.risks[0]!.history;
    const text = history.map((e) => `${historyActionLabel(e.action)} · ${historySubject(e, names)} · ${historyLines(e, ctx).join(' | ')}`);
    const edit = text.find((l) => l.startsWith('Modificación · Riesgo'));
    expect(edit).toContain('Departamento: General López → Caseros');
    expect(edit).toContain('Descuento: 5,00 % → 7,00 %');
    expect(edit).toContain('Doble cultivo: No → Sí');
    expect(edit).toContain('Cultivo de segunda: - → Trigo');
    expect(text.find((l) => l.startsWith('Alta · Riesgo'))).toMatch(
      /^Alta · Riesgo · Lote de prueba, Soja en General López, 100,00 ha a 30,00 QQ por ha, descuento 5,00 %$/,
    );
    expect(text.filter((l) => l.startsWith('Cotización · Riesgo'))[0]).toMatch(/^Cotización · Riesgo · Cotizaciones: .+\(.+\)/);
    expect(text).toContainEqual(expect.stringMatching(/^Rechazo · Cotización .+ · Estado: Nueva → Rechazada \| Comentario: - → Muy cara$/));
    expect(text).toContainEqual(expect.stringMatching(/^Aceptación · Cotización .+ · Estado: Recotizada → Aceptada$/));
    // Nothing internal, no raw id or ISO date, every action in Spanish.
    const all = text.join('\n');
    expect(all).not.toMatch(/createdAt|updatedAt|negotiationId|zoneId|cropId|doubleCropId|isDoubleCrop|applieTax|\d{4}-\d\d-\d\dT|\[\d/);
    for (const e of history) expect(historyActionLabel(e.action)).not.toBe(e.action);
  });
});
