// The PDFs: who may download each (role matrix, ownership 403), their file names (docs/rules/documents.md#nombres-de-archivo),
// and what a reader finds in them (pdftotext): figures in es-AR, the matching footnote.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, modules, notes, quotations, users } from '../db/schema';
import { pdfText } from './pdf-text';
import { NO_ADVANCE } from './quotation-documents';
import { createTestApp, type DemoUser, type TestApp } from '../testing';
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

async function quoted(riskList = [riskPayload(lopez)], overrides: Record<string, unknown> = {}) {
  const clientId = await clientOf(t.db, uid.productor);
  const res = await t.as('productor').post('/api/negotiations', negotiationPayload(clientId, riskList, { modules: [1, 2], ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const number = res.json().data.number as number;
  const [client] = await t.db.select().from(clients).where(eq(clients.id, clientId));
  return { id, number, client: client!, qs: await quotationsOfNegotiation(t.db, id) };
}

const disposition = (res: { headers: Record<string, unknown> }) => String(res.headers['content-disposition']);
const nameOf = (res: { headers: Record<string, unknown> }) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition(res))![1]!);

describe('GET negotiations/{id}/negotiations_report', () => {
  it('with and without costs: the breakdown in es-AR, the footnote of its terms with entities decoded, the spec name', async () => {
    await t.db
      .update(notes)
      .set({
        value:
          '<p>Tasas sujetas a <strong>aprobación</strong> &amp; vigencia.</p><script>alert(1)</script><p>&lt;b&gt;no es markup&lt;/b&gt;</p>',
      })
      .where(and(eq(notes.paymentMethodId, 1), eq(notes.rateOptionId, 1), eq(notes.hectarePriceCurrencyId, 1)));
    const { id, number, client, qs } = await quoted([riskPayload(lopez, { number_of_hectares: '1250', hectare_price: '30' })]);
    const withCost = await t.as('productor').get(`/api/negotiations/${id}/negotiations_report?showCost=1`);
    expect(withCost.statusCode, withCost.body).toBe(200);
    expect(withCost.headers['content-type']).toBe('application/pdf');
    expect(nameOf(withCost)).toBe(`${number} ${client.name} ${client.lastname} Soja 1250.pdf`);
    const text = pdfText(withCost.rawPayload);
    expect(text).toContain(`Cotización N° ${number}`);
    // the producer's and the client's CUIT as the lists write them
    expect(text.match(/CUIT: \d{2}-\d{8}-\d/g)).toHaveLength(2);
    expect(text).toContain('37.500,00'); // insured sum 1250 ha x 30 QQ
    const q = qs[0]!;
    expect(text).toMatch(new RegExp(`${Number(q.value).toFixed(2).replace('.', ',')}\\s%`));
    expect(text).toContain(Number(q.cost).toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    expect(text).toContain('Aclaraciones');
    expect(text).toMatch(/Tasas sujetas a aprobación & vigencia\./);
    expect(text).toContain('<b>no es markup</b>');
    expect(text).not.toContain('alert(1)');
    expect(text).not.toContain('&amp;');

    const without = pdfText((await t.as('productor').get(`/api/negotiations/${id}/negotiations_report?showCost=0`)).rawPayload);
    expect(without).toContain('(sin costos)');
    expect(without).not.toContain('Costo');
    expect(without).not.toContain(Number(q.cost).toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    expect(text).toContain('Costo por ha.');
  });

  it("says in the rate's heading when the rate already includes the correction factor, and only then", async () => {
    const inKind = await quoted([riskPayload(lopez)], { payment_method_id: 3, rate_option_id: 3, correction_factor: '5' });
    expect(Number(inKind.qs[0]!.rateValueWithCf)).toBeGreaterThan(Number(inKind.qs[0]!.rateValue));
    const text = pdfText((await t.as('productor').get(`/api/negotiations/${inKind.id}/negotiations_report?showCost=1`)).rawPayload);
    // the headings wrap in their narrow columns: 'Tasa con factor / de corrección'
    expect(text).toContain('Tasa con factor');
    expect(text).toMatch(/Adicionales con\s/);
    const plain = await quoted();
    const other = pdfText((await t.as('productor').get(`/api/negotiations/${plain.id}/negotiations_report?showCost=1`)).rawPayload);
    expect(other).not.toContain('Tasa con');
    expect(other).not.toContain('Adicionales con');
  });

  it('names a double crop with both crops and DOBLE CULTIVO, and several risks as N Riesgos', async () => {
    const double = await t
      .as('productor')
      .post(
        '/api/simple-negotiations',
        negotiationPayload(
          await clientOf(t.db, uid.productor),
          [riskPayload(lopez, { crop_id: 4, addons: [], is_double_crop: 1, double_crop: { crop_id: 1, hectare_price: '28' } })],
          { modules: [3, 9] },
        ),
      );
    expect(double.statusCode, double.body).toBe(201);
    const d = double.json().data as { id: number; number: number };
    const doublePdf = await t.as('productor').get(`/api/negotiations/${d.id}/negotiations_report?showCost=1`);
    expect(nameOf(doublePdf)).toMatch(new RegExp(`^${d.number} .+ Trigo Soja DOBLE CULTIVO 100\\.pdf$`));
    const { id, number, client } = await quoted([riskPayload(lopez), riskPayload(lopez, { crop_id: 2 })]);
    const pdf = await t.as('productor').get(`/api/negotiations/${id}/negotiations_report?showCost=0`);
    expect(nameOf(pdf)).toBe(`${number} ${client.name} ${client.lastname} 2 Riesgos.pdf`);
  });

  it("carries the producer's logo where one exists", async () => {
    const { id } = await quoted();
    const without = (await t.as('productor').get(`/api/negotiations/${id}/negotiations_report?showCost=1`)).rawPayload;
    expect(without.toString('latin1')).not.toContain('/Subtype /Image');
    const logo = fs.readFileSync(path.join(import.meta.dirname, '../../tests/fixtures/plans/plano-norte.png'));
    expect(
      (
        await t
          .as('productor')
          .upload(`/api/users/${uid.productor}/logo`, {}, [{ field: 'logo', name: 'logo.png', data: logo, type: 'image/png' }])
      ).statusCode,
    ).toBe(200);
    const withLogo = (await t.as('productor').get(`/api/negotiations/${id}/negotiations_report?showCost=1`)).rawPayload;
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
  });

  it('ownership: the producer, its supervisor and admins get it; another producer 403; an unknown one 404; bad showCost 422', async () => {
    const { id } = await quoted();
    for (const who of ['productor', 'supervisor', 'admin', 'sudo'] as const)
      expect((await t.as(who).get(`/api/negotiations/${id}/negotiations_report?showCost=1`)).statusCode, who).toBe(200);
    expect((await t.as('productor2').get(`/api/negotiations/${id}/negotiations_report?showCost=1`)).statusCode).toBe(403);
    expect((await t.as('productor2').get(`/api/negotiations/${id}/accepted_negotiations_report`)).statusCode).toBe(403);
    expect((await t.as('productor').get('/api/negotiations/999999/negotiations_report')).statusCode).toBe(404);
    expect((await t.as('productor').get(`/api/negotiations/${id}/negotiations_report?showCost=x`)).statusCode).toBe(422);
  });
});

describe('quotation documents', () => {
  it('accepted coverage and accepted report after accepting; the advance PDF only once advanced (the spec warning)', async () => {
    const { id, number, qs } = await quoted();
    const q = qs[0]!;
    expect((await t.as('productor').get(`/api/accepted-coverage-report/${q.id}`)).statusCode).toBe(409);
    expect((await t.as('productor').get(`/api/negotiations/${id}/accepted_negotiations_report`)).statusCode).toBe(409);
    expect((await t.as('productor').put(`/api/quotations/${q.id}/accept`, { comment: 'Conforme' })).statusCode).toBe(200);

    const accepted = await t.as('productor').get(`/api/accepted-coverage-report/${q.id}`);
    expect(accepted.statusCode).toBe(200);
    expect(nameOf(accepted)).toBe(`cotizacion_aceptada_${number}_${q.id}.pdf`);
    expect(pdfText(accepted.rawPayload)).toContain('Conforme');
    const report = await t.as('productor').get(`/api/negotiations/${id}/accepted_negotiations_report`);
    expect(report.statusCode).toBe(200);
    expect(pdfText(report.rawPayload)).toContain(`Cotizaciones aceptadas de la cotización N° ${number}`);

    const early = await t.as('productor').get(`/api/advanced-quotation-report/${q.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NO_ADVANCE);
    await t.db
      .update(quotations)
      .set({ status: 'advanced', advanceDate: new Date('2026-03-05T15:00:00Z') })
      .where(eq(quotations.id, q.id));
    const advance = await t.as('supervisor').get(`/api/advanced-quotation-report/${q.id}`);
    expect(advance.statusCode).toBe(200);
    expect(nameOf(advance)).toBe(`pdf_anticipo_${number}_${q.id}.pdf`);
    expect(pdfText(advance.rawPayload)).toContain('Anticipada el 05/03/2026');
    expect((await t.as('productor2').get(`/api/advanced-quotation-report/${q.id}`)).statusCode).toBe(403);
    expect((await t.as('productor2').get(`/api/accepted-coverage-report/${q.id}`)).statusCode).toBe(403);
    expect((await t.as('productor').get('/api/accepted-coverage-report/999999')).statusCode).toBe(404);
  });

  it('the accepted-quotations report: admin and sudo only, reporte_aceptadas.pdf listing the accepted ones', async () => {
    const { number, qs } = await quoted();
    await t.as('productor').put(`/api/quotations/${qs[0]!.id}/accept`, {});
    for (const who of ['productor', 'supervisor'] as const)
      expect((await t.as(who).get('/api/report/accepted/quotations')).statusCode).toBe(403);
    for (const who of ['admin', 'sudo'] as const) {
      const res = await t.as(who).get('/api/report/accepted/quotations');
      expect(res.statusCode).toBe(200);
      expect(disposition(res)).toContain('filename="reporte_aceptadas.pdf"');
      expect(pdfText(res.rawPayload)).toMatch(new RegExp(`\\b${number}\\b`));
    }
  });

  it('the accepted-quotations report keeps each figure on one line, with its unit as every document writes it', async () => {
    const [pack] = await t.db.select({ description: modules.description }).from(modules).where(eq(modules.id, 5));
    expect(pack!.description.length).toBeGreaterThan(50); // the coverage column wraps
    const { number, qs } = await quoted([riskPayload(lopez, { hectare_price: '1500', hectare_price_currency_id: 2 })], { modules: [5] });
    await t.as('productor').put(`/api/quotations/${qs[0]!.id}/accept`, {});
    const [q] = await t.db.select().from(quotations).where(eq(quotations.id, qs[0]!.id));
    const text = pdfText((await t.as('admin').get('/api/report/accepted/quotations')).rawPayload);
    const row = text.split('\n').find((line) => line.startsWith(String(number)))!;
    const esAR = (v: string | null) => Number(v).toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(row).toContain(`${esAR(q!.value)} %`);
    expect(row).toContain(`USD ${esAR(q!.cost)}`);
  });

  it('the coverage sheets of the reports card list the coverages in force', async () => {
    const byModule = await t.as('productor').get('/api/reports/coverages-by-module');
    expect(byModule.statusCode).toBe(200);
    expect(pdfText(byModule.rawPayload)).toContain('Coberturas por módulo');
    const descriptions = await t.as('productor').get('/api/reports/coverage-descriptions');
    expect(descriptions.statusCode).toBe(200);
    expect(pdfText(descriptions.rawPayload)).toContain('Descripción de coberturas');
  });
});
