// What a reader finds in the quotation PDFs (pdftotext): each document's footnotes are those of the
// risks it shows, a double crop's second crop under its own price per hectare, and no risk heading
// left at the bottom of a page without its table.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notes, quotations } from '../db/schema';
import { pdfText } from './pdf-text';
import { createTestApp, type DemoUser, type TestApp } from '../testing';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';

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

async function negotiation(riskList: object[], overrides: Record<string, unknown> = {}, path = '/api/negotiations') {
  const clientId = await clientOf(t.db, uid.productor);
  const res = await t.as('productor').post(path, negotiationPayload(clientId, riskList, { modules: [1, 2], ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  const { id, number } = res.json().data as { id: number; number: number };
  return { id, number, qs: await quotationsOfNegotiation(t.db, id) };
}

async function pdf(url: string, who: DemoUser = 'productor') {
  const res = await t.as(who).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

const QQ_NOTE = 'Nota de la prima en quintales.';
const USD_NOTE = 'Nota de la prima en dólares.';

it("a quotation's documents carry its own currency's footnote; the quotation PDF, every risk's", async () => {
  for (const [currency, value] of [
    [1, QQ_NOTE],
    [2, USD_NOTE],
  ] as const)
    await t.db
      .update(notes)
      .set({ value: `<p>${value}</p>` })
      .where(and(eq(notes.paymentMethodId, 1), eq(notes.rateOptionId, 1), eq(notes.hectarePriceCurrencyId, currency)));
  const { id, qs } = await negotiation([
    riskPayload(lopez),
    riskPayload(lopez, { crop_id: 2, hectare_price: '1500', hectare_price_currency_id: 2 }),
  ]);
  const [soyRisk] = await t.db.select({ riskId: quotations.riskId }).from(quotations).where(eq(quotations.id, qs[0]!.id));
  const inQuintals = qs.find((q) => q.riskId === soyRisk!.riskId)!;
  expect((await t.as('productor').put(`/api/quotations/${inQuintals.id}/accept`, {})).statusCode).toBe(200);
  await t.db
    .update(quotations)
    .set({ status: 'advanced', advanceDate: new Date('2026-03-05T15:00:00Z') })
    .where(eq(quotations.id, inQuintals.id));

  const whole = await pdf(`/api/negotiations/${id}/negotiations_report?showCost=1`);
  expect(whole).toContain(QQ_NOTE);
  expect(whole).toContain(USD_NOTE);
  for (const url of [
    `/api/advanced-quotation-report/${inQuintals.id}`,
    `/api/accepted-coverage-report/${inQuintals.id}`,
    `/api/negotiations/${id}/accepted_negotiations_report`,
  ]) {
    const text = await pdf(url);
    expect(text, url).toContain('Aclaraciones');
    expect(text.split(QQ_NOTE), url).toHaveLength(2);
    expect(text, url).not.toContain(USD_NOTE);
  }
});

it("a double crop prints the second crop's price per hectare over its rows", async () => {
  const { id } = await negotiation(
    [
      riskPayload(lopez, {
        crop_id: 4,
        number_of_hectares: '260',
        hectare_price: '36',
        addons: [],
        is_double_crop: 1,
        double_crop: { crop_id: 1, hectare_price: '28' },
      }),
    ],
    { modules: [3, 9] },
    '/api/simple-negotiations',
  );
  const text = await pdf(`/api/negotiations/${id}/negotiations_report?showCost=1`);
  const [first, second] = text.split('Soja (doble cultivo): 260,00 ha a 28,00 QQ por ha');
  expect(second).toBeDefined();
  expect(first).toContain('Trigo: 260,00 ha a 36,00 QQ por ha');
  expect(first).toContain('9.360,00'); // 260 ha x 36 QQ
  expect(first).not.toContain('Doble Cultivo');
  expect(second).toContain('Doble Cultivo');
  expect(second).toContain('7.280,00'); // 260 ha x 28 QQ
  expect(second).not.toContain('9.360,00');
});

it('never leaves a risk heading at the bottom of a page with its table on the next one', async () => {
  // 14 risks of one coverage: without the fix, risks 5 and 10 (with costs) and 13 (without) lost their tables
  const crops = Array.from({ length: 14 }, (_, i) => [1, 2, 1, 3][i % 4]!);
  const { id, number } = await negotiation(
    crops.map((crop_id, i) => riskPayload(lopez, { crop_id, description: `Lote ${i + 1}` })),
    { modules: [1] },
  );
  for (const showCost of [1, 0]) {
    const pages = (await pdf(`/api/negotiations/${id}/negotiations_report?showCost=${showCost}`)).split('\f');
    expect(pages.length).toBeGreaterThan(2);
    const headings = pages.flatMap((page, p) =>
      [...page.matchAll(/Riesgo (\d+): /g)].map((m) => ({ page: p, risk: m[1], rest: page.slice(m.index) })),
    );
    expect([...new Set(headings.map((h) => h.risk))]).toEqual(crops.map((_, i) => String(i + 1)));
    for (const h of headings) expect(h.rest, `${number}: risk ${h.risk}, page ${h.page + 1}`).toMatch(/\n.*(Sancor|San Cristobal)/);
  }
});
