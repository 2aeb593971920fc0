import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { add, dec, div, fmt, ZERO } from '../../src/domain/core/decimal';
import { simulateQuotation } from '../../src/domain/simulator';
import { externalRates, futures, negotiations, quotations, risks, settings } from '../db/schema';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
let grouped: number; // productor's: corn in dollars, sunflower and soy in quintals
let double: number; // productor's: wheat with soy as second crop
let others: number; // productor2's

async function negotiationOfRisk(description: string) {
  const [row] = await t.db.select({ id: risks.negotiationId }).from(risks).where(eq(risks.description, description)).limit(1);
  if (!row) throw new Error(description);
  return row.id;
}

/** The card as the settings fill it in. */
async function cardFromSettings() {
  const rows = await t.db.select().from(settings);
  const s = Object.fromEntries(rows.map((r) => [r.option, r.value ?? '']));
  return {
    thickRate: s.thick_recharge_rate,
    thinRate: s.thin_recharge_rate,
    soyRate: s.soy_recharge_rate,
    cornRate: s.corn_recharge_rate,
    sunflowerRate: s.sunflower_recharge_rate,
    wheatRate: s.wheat_recharge_rate,
    applyAllThickRates: s.apply_all_thick_rates,
    applyAllThinRates: s.apply_all_thin_rates,
    applyAllThickDates: s.apply_all_thick_dates,
    applyAllThinDates: s.apply_all_thin_dates,
    thickCropDate: s.thick_crop_date,
    thinCropDate: s.thin_crop_date,
    soyCropDate: s.soy_crop_date,
    cornCropDate: s.corn_crop_date,
    wheatCropDate: s.wheat_crop_date,
    soyDollarDate: s.soy_crop_date,
    cornDollarDate: s.corn_crop_date,
    wheatDollarDate: s.wheat_crop_date,
    applyQuotationsManually: '0',
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const demo = await t.loginDemoUsers();
  grouped = await negotiationOfRisk('Estancia Santa Rosa');
  double = await negotiationOfRisk('Lote Doble Cultivo');
  const [n] = await t.db
    .select({ id: negotiations.id })
    .from(negotiations)
    .innerJoin(risks, eq(risks.negotiationId, negotiations.id))
    .where(eq(negotiations.userId, demo.id.productor2))
    .limit(1);
  others = n!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/simulator/{id}', () => {
  it('simulates every quotation with the card, the board and the futures, to the figures of the domain', async () => {
    const card = await cardFromSettings();
    const res = await t.as('productor').post(`/api/simulator/${grouped}`, card);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.quotations.length).toBeGreaterThan(3);
    const [board] = await t.db.select().from(externalRates).where(eq(externalRates.date, isoDateInArgentina()));
    expect(data.rofex.dollarToday).toBe(fmt(dec(board!.dollars!), 2));

    const corn = data.quotations.find((q: { cropId: number; currencyId: number }) => q.cropId === 2)!;
    expect(corn.currencyId).toBe(2);
    const [cornFuture] = await t.db
      .select()
      .from(futures)
      .where(and(eq(futures.cropId, 2), eq(futures.month, `${(card.cornCropDate ?? '').slice(0, 7)}-01`)));
    const cornCrop = data.rofex.crops.find((c: { cropId: number }) => c.cropId === 2);
    expect(cornCrop).toMatchObject({ rechargeRate: '4.00', cropDate: card.cornCropDate, futureCrop: fmt(dec(cornFuture!.value), 2) });
    const [stored] = await t.db.select().from(quotations).where(eq(quotations.id, corn.quotationId));
    expect(corn).toMatchObject(
      simulateQuotation(
        {
          quotationId: corn.quotationId,
          cropId: 2,
          moduleId: corn.moduleId,
          hectares: '300',
          insuredSum: stored!.insuredSum!,
          currencyId: 2,
          value: stored!.value!,
          tax: stored!.tax!,
        },
        {
          rechargeRate: '4.00',
          dollarToday: board!.dollars!,
          boardQuotation: fmt(div(dec(board!.corn!), dec(10), 2), 2),
          cropFuture: cornFuture!.value,
          futureDollar: cornCrop.futureDollar,
          incomeTaxPercent: '35',
        },
      ),
    );
    expect(corn.totalSavings).not.toBeNull();

    // Sunflower has no futures: its figures at harvest are empty, never NaN.
    const sunflower = data.quotations.find((q: { cropId: number }) => q.cropId === 3)!;
    expect(sunflower.futureCrop).toBe('0');
    expect(sunflower.totalSavings).toBeNull();
    expect(res.body).not.toContain('NaN');

    // Totals per crop and coverage are the sums of their quotations; a crop without a future has none ('—').
    for (const m of data.modules) {
      const mine = data.quotations.filter(
        (q: { cropId: number; moduleId: number; totalSavings: string | null }) => q.cropId === m.cropId && q.moduleId === m.moduleId,
      );
      expect(m.quotations).toBe(mine.length);
      const shown = mine.filter((q: { totalSavings: string | null }) => q.totalSavings !== null);
      expect(m.totalSavings).toBe(
        shown.length
          ? fmt(
              shown.reduce((s: ReturnType<typeof dec>, q: { totalSavings: string }) => add(s, dec(q.totalSavings)), ZERO),
              2,
            )
          : null,
      );
    }
    expect(data.modules.find((m: { cropId: number }) => m.cropId === sunflower.cropId).totalSavings).toBeNull();
  });

  it('lists soy, corn and wheat in rofex whether quoted or not, with the per-quintal figures the simulation used (decimal, rounded once)', async () => {
    const card = await cardFromSettings();
    const today = isoDateInArgentina();
    const [before] = await t.db.select().from(externalRates).where(eq(externalRates.date, today));
    // 315.45 / 10 = 31.545: a float division gives 31.544999… and rounds to 31,54; the simulation uses 31,55
    await t.db.update(externalRates).set({ sunflower: '315.45' }).where(eq(externalRates.date, today));
    try {
      const { data } = (await t.as('productor').post(`/api/simulator/${grouped}`, card)).json();
      expect(data.rofex.boardPerQuintal).toContainEqual({ cropId: 3, crop: 'Girasol', value: '31.55' });
      const sunflower = data.quotations.find((q: { cropId: number }) => q.cropId === 3)!;
      expect(sunflower.boardQuotation).toBe('31.55');
      // the grouped quotation has no wheat: it is listed all the same, not quoted
      const crops = data.rofex.crops as { cropId: number; quoted: boolean; futureCrop: string; futureCropPerQuintal: string | null }[];
      expect(crops.map((c) => c.cropId)).toEqual([1, 2, 3, 4]);
      expect(crops.find((c) => c.cropId === 4)).toMatchObject({ quoted: false });
      expect(crops.find((c) => c.cropId === 2)).toMatchObject({ quoted: true });
      for (const c of crops.filter((x) => x.futureCrop !== '0'))
        expect(c.futureCropPerQuintal).toBe(fmt(div(dec(c.futureCrop), dec(10), 2), 2));
    } finally {
      await t.db.update(externalRates).set({ sunflower: before!.sunflower }).where(eq(externalRates.date, today));
    }
  });

  it('filters the summary with filteredQuotations (the Resumen tab)', async () => {
    const card = await cardFromSettings();
    const all = (await t.as('productor').post(`/api/simulator/${grouped}`, card)).json().data;
    const first = all.quotations[0];
    const one = (await t.as('productor').post(`/api/simulator/${grouped}`, { ...card, filteredQuotations: [first.quotationId] })).json()
      .data;
    expect(one.quotations.filter((q: { filtered: boolean }) => q.filtered)).toHaveLength(1);
    expect(one.modules).toHaveLength(1);
    expect(one.modules[0]).toMatchObject({
      cropId: first.cropId,
      moduleId: first.moduleId,
      quotations: 1,
      pesifyAmount: first.pesifyAmount,
    });
  });

  it('answers the card messages (422) and the one-year limit', async () => {
    const card = await cardFromSettings();
    const res = await t.as('admin').post(`/api/simulator/${double}`, { ...card, thinRate: '0', wheatDollarDate: '2000-01-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      thinRate: ['Las tasas deben ser completadas.'],
      wheatDollarDate: ['Fecha inválida, debe ser menor a un año a partir de hoy'],
    });
  });

  it('refuses users without the simulator permission (403) and negotiations of others (403)', async () => {
    const card = await cardFromSettings();
    expect((await t.as('productor2').post(`/api/simulator/${others}`, card)).statusCode).toBe(403);
    expect((await t.as('productor').post(`/api/simulator/${others}`, card)).statusCode).toBe(403);
    expect((await t.as('admin').post(`/api/simulator/${others}`, card)).statusCode).toBe(200);
    expect((await t.as('admin').post('/api/simulator/999999', card)).statusCode).toBe(404);
  });
});

describe('market data', () => {
  it('answers the latest board, the dollar future of this month and a crop future by month number', async () => {
    const latest = await t.as('productor').get('/api/external-rates/latest');
    expect(latest.statusCode).toBe(200);
    expect(latest.json().data.date).toBe(isoDateInArgentina());
    const dollar = (await t.as('productor').get('/api/future-dollar')).json().data;
    expect(dollar.month?.slice(0, 7)).toBe(isoDateInArgentina().slice(0, 7));
    const may = await t.as('productor').get('/api/future-to-crop/1?monthFuture=5');
    expect(may.statusCode).toBe(200);
    expect(may.json().data).toMatchObject({ cropId: 1, futureCrop: { value: expect.any(String) } });
    expect(may.json().data.month.slice(5, 7)).toBe('05');
    expect((await t.as('productor').get('/api/future-to-crop/3?monthFuture=5')).json().message).toBe(
      'No se encontró futuro del cultivo para ese mes.',
    );
    expect((await t.as('productor').get('/api/future-to-crop/1?monthFuture=13')).statusCode).toBe(422);
    for (const url of ['/api/external-rates/latest', '/api/future-dollar', '/api/future-to-crop/1?monthFuture=5']) {
      expect((await t.as('productor2').get(url)).statusCode, url).toBe(403);
    }
  });

  it('lets admins write a day of board prices (recorded), and nobody else', async () => {
    expect((await t.as('productor').put('/api/external-rates', { soy: '300' })).statusCode).toBe(403);
    const bad = await t.as('admin').put('/api/external-rates', { soy: '-1', date: '2999-01-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      soy: ['Ingresá un número mayor o igual a cero.'],
      date: ['Ingresá una fecha válida que no sea futura.'],
    });
    const res = await t.as('admin').put('/api/external-rates', { soy: '305,5', dollars: 1200 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ date: isoDateInArgentina(), soy: '305.5000', dollars: '1200.0000' });
    const latest = (await t.as('productor').get('/api/external-rates/latest')).json().data;
    expect(latest.soy).toBe('305.5000');
  });

  it("never leaves the day's board without a dollar: the simulator and the financing read it", async () => {
    const before = (await t.as('admin').get('/api/external-rates/latest')).json().data;
    for (const dollars of [null, '', '0']) {
      const cleared = await t.as('admin').put('/api/external-rates', { soy: '301', dollars });
      expect(cleared.statusCode, String(dollars)).toBe(422);
      expect(cleared.json().errors).toEqual({
        dollars: ['Ingresá el dólar del día, mayor a cero: el simulador y la financiación lo usan.'],
      });
    }
    // a past day with no board yet: its first values must bring the dollar
    const newDay = await t.as('admin').put('/api/external-rates', { date: '2020-03-02', soy: '301' });
    expect(newDay.statusCode).toBe(422);
    expect(newDay.json().errors).toHaveProperty('dollars');
    expect((await t.as('admin').put('/api/external-rates', { date: '2020-03-02', soy: '301', dollars: '80' })).statusCode).toBe(200);
    // today's stored dollar stays when only a crop changes
    const crop = await t.as('admin').put('/api/external-rates', { corn: '199' });
    expect(crop.statusCode, crop.body).toBe(200);
    expect(crop.json().data.dollars).toBe(before.dollars);
    expect((await t.as('admin').get('/api/external-rates/latest')).json().data).toMatchObject({ dollars: before.dollars, soy: before.soy });
  });
});

describe('POST /api/refinance', () => {
  const inDays = (n: number) => new Date(Date.parse(`${isoDateInArgentina()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  it('finances each crop with a future, and lists the crops without one', async () => {
    const soyDate = (await t.db.select().from(settings).where(eq(settings.option, 'soy_crop_date')))[0]!.value!;
    const crop = (cropId: number, date: string) => ({
      cropId,
      tnaPesos: '40',
      tnaDollars: '5',
      cropExpDate: date,
      dollarExpDate: date,
      interest: '1000',
      iva: '105',
      includeProfitTax: true,
      includeIvaTax: true,
      includeDollarsPesos: true,
    });
    const res = await t.as('productor').post('/api/refinance', {
      capital: '1000000',
      negotiationId: grouped,
      crops: [crop(1, soyDate), crop(4, inDays(400))],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.crops).toHaveLength(1);
    expect(data.crops[0]).toMatchObject({ crop_id: 1, crop: 'Soja', pesos: { total_pesos: '1001105.00', crop_exp_date: soyDate } });
    expect(data.crops[0].dollars).not.toBeNull();
    expect(data.withoutFuture).toEqual([{ crop_id: 4, crop: 'Trigo' }]);
  });

  it('answers the spec messages, 403 without the permission or on another producer’s negotiation', async () => {
    const bad = await t.as('productor').post('/api/refinance', { capital: 'x', negotiationId: grouped, crops: [] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ capital: ['Capital inválido'], crops: ['Revise los datos ingresados.'] });
    const early = await t.as('productor').post('/api/refinance', {
      capital: '1000',
      negotiationId: grouped,
      crops: [{ cropId: 1, tnaPesos: 'a', tnaDollars: '1', cropExpDate: inDays(30), dollarExpDate: inDays(31), interest: '1', iva: '1' }],
    });
    expect(early.json().errors).toMatchObject({ 'crops.0.tnaPesos': ['TNA inválido'], 'crops.0.cropExpDate': ['Fecha inválida'] });
    const ok = {
      capital: '1000',
      negotiationId: others,
      crops: [{ cropId: 1, tnaPesos: '1', tnaDollars: '1', cropExpDate: inDays(60), dollarExpDate: inDays(60), interest: '1', iva: '1' }],
    };
    expect((await t.as('productor').post('/api/refinance', ok)).statusCode).toBe(403);
    expect((await t.as('productor2').post('/api/refinance', ok)).statusCode).toBe(403);
  });
});
