import { describe, expect, it } from 'vitest';
import { add, dec, fmt, ZERO } from '../core/decimal';
import { CROP_IDS } from '../coverages/crops';
import {
  cropParameters,
  savingsByCrop,
  simulateQuotation,
  simulatorRequestErrors,
  simulatorRequestSchema,
  summarizeByCropAndModule,
  SUMMED_FIELDS,
  type CropMarket,
  type SimulatedQuotationInput,
} from '.';

// The worked example of docs/simulator.md, figured by hand.
const market: CropMarket = {
  rechargeRate: '3.5',
  dollarToday: '1150',
  boardQuotation: '29.80',
  cropFuture: '310',
  futureDollar: '1400',
  incomeTaxPercent: '35',
};
const inDollars: SimulatedQuotationInput = {
  quotationId: 1,
  cropId: CROP_IDS.soy,
  moduleId: 1,
  hectares: '350',
  insuredSum: '140000',
  currencyId: 2,
  value: '4.42',
  tax: '10.5',
};
const inQuintals: SimulatedQuotationInput = { ...inDollars, quotationId: 2, insuredSum: '11200', currencyId: 1 };

describe('simulateQuotation: the worked example', () => {
  it('a risk insured in dollars', () => {
    expect(simulateQuotation(inDollars, market)).toEqual({
      quotationId: 1,
      cropId: 1,
      moduleId: 1,
      quotation_value: '4.000000',
      rechargeRate: '3.50',
      rateWithRecharge: '4.140000',
      dollarToday: '1150.00',
      boardQuotation: '29.80',
      dailyCropQuot: '34270.00',
      pesifyAmount: '6440000.00',
      tax: '676200.00',
      taxPerception: '193200.00',
      futureDollar: '1400.00',
      exchangeCost: '213.29',
      rateWithoutTaxWithIncomeTax: '4.091000',
      futureCrop: '310.00',
      boardQuotationFuture: '31.00',
      prizeWithoutTaxFuture: '8114400.00',
      costPlus: '9209844.00',
      futureCost: '212.21',
      difference: '1.08',
      costPrizeWithoutTax: '9256724.83',
      benefitObtained: '46880.83',
      savingsWithIncomeTax: '96040.00',
      totalSavings: '142920.83',
      savingsOnOriginalCurrency: '102.09',
    });
  });

  it('the same premium insured in quintals: the surcharge is paid in quintals and paying cash wins', () => {
    expect(simulateQuotation(inQuintals, market)).toMatchObject({
      pesifyAmount: '15352960.00',
      tax: '1612060.80',
      taxPerception: '460588.80',
      exchangeCost: '508.48',
      prizeWithoutTaxFuture: '20123712.00',
      costPlus: '22840413.12',
      futureCost: '526.28',
      difference: '-17.80',
      costPrizeWithoutTax: '22068032.00',
      benefitObtained: '-772381.12',
      savingsWithIncomeTax: '238179.20',
      totalSavings: '-534201.92',
      savingsOnOriginalCurrency: '-12.31',
    });
  });

  it('without a crop future: futureCrop 0 and no future figure (never NaN)', () => {
    const r = simulateQuotation(inDollars, { ...market, cropFuture: null });
    expect(r.futureCrop).toBe('0');
    expect(r.totalSavings).toBeNull();
    expect(r.difference).toBeNull();
    expect(r.pesifyAmount).toBe('6440000.00');
  });
});

// A small deterministic generator (no dependency): the same cases on every run.
function* cases(n: number) {
  let seed = 20261123;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const amount = (max: number, decimals: number) => (next() * max).toFixed(decimals);
  for (let i = 0; i < n; i++) {
    yield {
      q: {
        quotationId: i + 1,
        cropId: [1, 2, 4][i % 3] ?? 1,
        moduleId: 1 + (i % 4),
        hectares: amount(2000, 0),
        insuredSum: String(1 + Number(amount(5_000_000, 2))),
        currencyId: 1 + (i % 3),
        value: String(0.5 + Number(amount(12, 6))),
        tax: ['0', '10.5', '21', '1.2'][i % 4] ?? '0',
      } satisfies SimulatedQuotationInput,
      dollar: String(100 + Number(amount(3000, 2))),
      board: String(5 + Number(amount(60, 2))),
    };
  }
}

describe('simulateQuotation: properties', () => {
  it('saves exactly nothing with no surcharge, futures equal to today and no income tax', () => {
    for (const { q, dollar, board } of cases(300)) {
      const r = simulateQuotation(q, {
        rechargeRate: '0',
        dollarToday: dollar,
        boardQuotation: board,
        cropFuture: fmt(dec(board), 2).replace(/^(\d+)\.(\d)(\d)$/, (_, i: string, a: string, b: string) => `${i}${a}.${b}`),
        futureDollar: dollar,
        incomeTaxPercent: '0',
      });
      expect(r.boardQuotationFuture).toBe(r.boardQuotation);
      expect(r.difference).toBe('0.00');
      expect(r.benefitObtained).toBe('0.00');
      expect(r.savingsWithIncomeTax).toBe('0.00');
      expect(r.totalSavings).toBe('0.00');
    }
  });

  it('the per-crop and per-coverage totals are the sums of their quotations, and the chart the sum per crop', () => {
    const rows = [...cases(60)].map(({ q, dollar, board }) =>
      simulateQuotation(q, { ...market, dollarToday: dollar, boardQuotation: board, cropFuture: q.cropId === 4 ? null : '300' }),
    );
    const summary = summarizeByCropAndModule(rows);
    expect(summary.reduce((n, s) => n + s.quotations, 0)).toBe(rows.length);
    for (const s of summary) {
      const mine = rows.filter((r) => r.cropId === s.cropId && r.moduleId === s.moduleId);
      for (const f of SUMMED_FIELDS) {
        const shown = mine.filter((r) => r[f] != null);
        // A crop without a future has no harvest figures: its totals are '—', not 0.
        expect(s[f]).toBe(
          shown.length
            ? fmt(
                shown.reduce((t, r) => add(t, dec(r[f]!)), ZERO),
                2,
              )
            : null,
        );
      }
      if (s.cropId === 4) expect(s.totalSavings).toBeNull();
      else expect(s.totalSavings).not.toBeNull();
    }
    for (const c of savingsByCrop(rows)) {
      const mine = summary.filter((s) => s.cropId === c.cropId);
      expect(c.totalSavings).toBe(
        fmt(
          mine.reduce((t, s) => add(t, dec(s.totalSavings ?? '0')), ZERO),
          2,
        ),
      );
    }
  });
});

describe('the parameters card', () => {
  const request = simulatorRequestSchema.parse({
    thickRate: '3,5',
    thinRate: 3,
    soyRate: '4',
    cornRate: '4.5',
    wheatRate: '2.5',
    applyAllThickRates: 1,
    applyAllThinRates: false,
    applyAllThickDates: '1',
    thickCropDate: '2027-05-15',
    thinCropDate: '2027-01-15',
    soyCropDate: '2027-05-20',
    cornCropDate: '2027-04-15',
    soyDollarDate: '2027-06-10',
    filteredQuotations: [3, '4', 'x'],
  });

  it('reads each crop: its own rate and dates with the individual option, the harvest ones without', () => {
    expect(request.filteredQuotations).toEqual([3, 4]);
    expect(request.incomeTaxRate).toBe('35');
    expect(cropParameters(request, CROP_IDS.soy)).toEqual({
      rechargeRate: '4',
      cropDate: '2027-05-20',
      dollarDate: '2027-06-10',
      manualQuotation: null,
    });
    expect(cropParameters(request, CROP_IDS.corn)).toMatchObject({ cropDate: '2027-04-15', dollarDate: '2027-04-15' });
    expect(cropParameters(request, CROP_IDS.wheat)).toEqual({
      rechargeRate: '3',
      cropDate: '2027-01-15',
      dollarDate: '2027-01-15',
      manualQuotation: null,
    });
  });

  it('says what is wrong with the spec messages, keyed by the card fields; dates at the one-year limit', () => {
    const ctx = {
      today: '2026-11-23',
      cropFutureMonths: new Map([
        [1, new Set(['2027-05', '2027-11'])],
        [2, new Set(['2027-04'])],
        [4, new Set(['2027-01'])],
      ]),
      dollarFutureValues: [],
    };
    expect(simulatorRequestErrors(request, ctx, [1, 2, 4])).toEqual({
      cornDollarDate: ['Fecha inválida, debe ser menor a un año a partir de hoy'],
    });
    const bad = { ...request, thinRate: '0', cornDollarDate: '2027-11-23', soyCropDate: '2027-11-23', wheatCropDate: '' };
    expect(simulatorRequestErrors(bad, ctx, [1, 2, 4])).toEqual({
      thinRate: ['Las tasas deben ser completadas.'],
      soyCropDate: ['Fecha inválida, debe ser menor a un año a partir de hoy'],
      cornDollarDate: ['Fecha inválida, debe ser menor a un año a partir de hoy'],
    });
    expect(simulatorRequestErrors({ ...bad, cornDollarDate: '2027-11-22', soyCropDate: '2027-11-22' }, ctx, [1, 2])).toEqual({
      thinRate: ['Las tasas deben ser completadas.'],
    });
  });
});
