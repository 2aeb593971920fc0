import { describe, expect, it } from 'vitest';
import {
  catalogOf,
  MISSING_TAX_MESSAGE,
  PricingError,
  quoteRisk,
  skippedCoverages,
  skipReasonText,
  type NegotiationTerms,
  type PricingProducer,
  type PricingRate,
  type RiskToPrice,
  type TaxRow,
} from '.';

// The catalog of docs/premium.md's worked examples.
const SANCOR = 1;
const SAN_CRISTOBAL = 2;
const SOY = 1;
const CORN = 2;
const WHEAT = 4;
const PERGAMINO = { zoneId: 10, provinceId: 6 };
const MARCOS_JUAREZ = { zoneId: 20, provinceId: 14 };

const modules = [
  { id: 1, companyId: SANCOR, coverageType: 'basic' as const }, // Granizo
  { id: 2, companyId: SANCOR, coverageType: 'pack' as const }, // Pack Granizo + Viento
  { id: 3, companyId: SANCOR, coverageType: 'addon' as const }, // Resiembra
  { id: 4, companyId: SANCOR, coverageType: 'double-crop' as const }, // Doble cultivo
  { id: 5, companyId: SAN_CRISTOBAL, coverageType: 'basic' as const },
];
let rateId = 100;
const rate = (moduleId: number, zone: { zoneId: number }, cropId: number, fd: string, amount: string): PricingRate => ({
  id: ++rateId,
  moduleId,
  zoneId: zone.zoneId,
  cropId,
  franchiseDeductible: fd,
  amount,
});
const F10 = 'Franquicia 10%';
const D5 = 'Deducible 5%';
const rates = [
  rate(1, PERGAMINO, SOY, F10, '4.25'),
  rate(1, PERGAMINO, SOY, D5, '5.10'),
  rate(2, PERGAMINO, SOY, F10, '5.60'),
  rate(1, MARCOS_JUAREZ, CORN, F10, '5.10'),
  rate(3, MARCOS_JUAREZ, CORN, F10, '0.35'),
  rate(1, PERGAMINO, WHEAT, F10, '3.80'),
  rate(4, PERGAMINO, SOY, F10, '2.95'),
  rate(5, PERGAMINO, SOY, F10, '3.90'),
];
const taxes: TaxRow[] = [
  { paymentMethodId: 1, rateOptionId: 1, companyId: SANCOR, hectarePriceCurrencyId: 1, value: '10.5' },
  { paymentMethodId: 2, rateOptionId: 2, companyId: SANCOR, hectarePriceCurrencyId: 2, value: '1.2' },
];
const catalog = (
  ignoreRules: { moduleId: number | null; cropId: number | null; provinceId: number | null; zoneId: number | null }[] = [],
) => catalogOf({ modules, rates, ignoreRules, taxes });

const producer: PricingProducer = { maxDiscountAllow: '15', allowDiscountsOnPacks: false, allowSplitCoverages: false };
const terms = (t: Partial<NegotiationTerms> = {}): NegotiationTerms => ({
  paymentMethodId: 1,
  rateOptionId: 1,
  correctionFactor: '0',
  fdFilter: 'ambos',
  wizard: 'grouped',
  moduleIds: [1],
  splitCoverages: false,
  ...t,
});
const soyRisk = (r: Partial<RiskToPrice> = {}): RiskToPrice => ({
  companyId: SANCOR,
  place: PERGAMINO,
  cropId: SOY,
  hectares: '350',
  hectarePrice: '32',
  currencyId: 1,
  discount: '10',
  addonIds: [],
  ...r,
});

describe('worked example 1 (docs/premium.md): a simple risk in QQ with discount and VAT', () => {
  const [q] = quoteRisk(soyRisk(), terms({ fdFilter: 'franquicia' }), producer, catalog());
  it('prices each figure to the cent', () => {
    expect(q?.figures).toEqual({
      insuredSum: '11200.00',
      rateValue: '4.250000',
      addonsValue: '0.000000',
      correctionFactor: '0.000000',
      rateValueWithCf: '4.250000',
      addonsValueWithCf: '0.000000',
      discount: '10.000000',
      discountApplied: true,
      appliedDiscount: '10.000000',
      discountIgnoredReason: null,
      tax: '10.500000',
      value: '4.226625',
      cost: '473.38',
      costPerHectare: '1.35',
    });
  });
});

describe('worked example 2: payment in kind with correction factor and an add-on', () => {
  const risk: RiskToPrice = {
    ...soyRisk(),
    place: MARCOS_JUAREZ,
    cropId: CORN,
    hectares: '120',
    hectarePrice: '80',
    discount: '0',
    addonIds: [3],
  };
  const [q, ...rest] = quoteRisk(risk, terms({ paymentMethodId: 3, rateOptionId: 3, correctionFactor: '8' }), producer, catalog());
  it('applies the factor to the rate and the add-on, and no taxes before taxes', () => {
    expect(rest).toEqual([]);
    expect(q?.addons).toEqual([{ moduleId: 3, rateId: expect.any(Number), value: '0.35' }]);
    expect(q?.figures).toMatchObject({
      insuredSum: '9600.00',
      rateValue: '5.100000',
      addonsValue: '0.350000',
      correctionFactor: '8.000000',
      rateValueWithCf: '5.508000',
      addonsValueWithCf: '0.378000',
      discountApplied: false,
      tax: '0.000000',
      value: '5.886000',
      cost: '565.06',
      costPerHectare: '4.71',
    });
  });
});

describe('worked example 3: a double crop in USD', () => {
  const risk: RiskToPrice = {
    ...soyRisk(),
    cropId: WHEAT,
    hectares: '200',
    hectarePrice: '450',
    currencyId: 2,
    discount: '5',
    doubleCrop: { cropId: SOY, place: PERGAMINO, hectarePrice: '380' },
  };
  const drafts = quoteRisk(risk, terms({ paymentMethodId: 2, rateOptionId: 2, moduleIds: [1, 4] }), producer, catalog());
  it('prices the wheat with the basic coverage and the second crop with the double-crop one', () => {
    expect(drafts.map((d) => [d.moduleId, d.isDoubleCropPart, d.hectarePrice])).toEqual([
      [1, false, '450'],
      [4, true, '380'],
    ]);
    expect(drafts[0]?.figures).toMatchObject({ insuredSum: '90000.00', value: '3.653320', cost: '3287.99', costPerHectare: '16.44' });
    expect(drafts[1]?.figures).toMatchObject({ insuredSum: '76000.00', value: '2.836130', cost: '2155.46', costPerHectare: '10.78' });
  });
});

describe('the rules', () => {
  it('one quotation per variant the franchise/deductible filter keeps', () => {
    const variants = (fdFilter: NegotiationTerms['fdFilter']) =>
      quoteRisk(soyRisk(), terms({ fdFilter }), producer, catalog()).map((d) => d.franchiseDeductible);
    expect(variants('ambos')).toEqual([F10, D5]);
    expect(variants('franquicia')).toEqual([F10]);
    expect(variants('deducible')).toEqual([D5]);
  });
  it("refuses a discount above the producer's maximum instead of pricing another one in silence", () => {
    expect(() => quoteRisk(soyRisk({ discount: '20' }), terms(), producer, catalog())).toThrow(
      new PricingError('El descuento no puede superar el máximo del productor (15,00 %).', 'discount'),
    );
    const [q] = quoteRisk(soyRisk({ discount: '15' }), terms({ fdFilter: 'franquicia' }), producer, catalog());
    expect(q?.figures).toMatchObject({ discount: '15.000000', appliedDiscount: '15.000000', discountApplied: true });
  });
  it('says why a discount was not applied: the ignore rule, or packs', () => {
    const rule = { moduleId: null, cropId: SOY, provinceId: 6, zoneId: null, description: 'cultivo Soja, provincia Buenos Aires' };
    const [ruled] = quoteRisk(soyRisk(), terms({ fdFilter: 'franquicia' }), producer, catalog([rule]));
    expect(ruled?.figures).toMatchObject({
      discountApplied: false,
      discountIgnoredReason: 'Regla de Ignorar descuentos: cultivo Soja, provincia Buenos Aires.',
    });
    const [pack] = quoteRisk(soyRisk(), terms({ moduleIds: [2] }), producer, catalog());
    expect(pack?.figures.discountIgnoredReason).toBe('Sin descuento en packs: el productor no tiene descuentos en packs.');
    const [none] = quoteRisk(soyRisk({ discount: '0' }), terms({ moduleIds: [2] }), producer, catalog());
    expect(none?.figures).toMatchObject({ discountApplied: false, discountIgnoredReason: null });
  });
  it('does not discount where an ignore rule matches (coverage, crop, province or department)', () => {
    for (const rule of [
      { moduleId: 1, cropId: null, provinceId: null, zoneId: null },
      { moduleId: null, cropId: SOY, provinceId: null, zoneId: null },
      { moduleId: null, cropId: null, provinceId: 6, zoneId: null },
      { moduleId: null, cropId: null, provinceId: 6, zoneId: PERGAMINO.zoneId },
    ]) {
      const [q] = quoteRisk(soyRisk(), terms({ fdFilter: 'franquicia' }), producer, catalog([rule]));
      expect(q?.figures.discountApplied, JSON.stringify(rule)).toBe(false);
      expect(q?.figures.value).toBe('4.696250'); // 4.25 x 1.105
    }
    const [other] = quoteRisk(
      soyRisk(),
      terms({ fdFilter: 'franquicia' }),
      producer,
      catalog([{ moduleId: null, cropId: CORN, provinceId: null, zoneId: null }]),
    );
    expect(other?.figures.discountApplied).toBe(true);
  });
  it('discounts packs only for producers allowed to', () => {
    const price = (p: PricingProducer) => quoteRisk(soyRisk(), terms({ moduleIds: [2] }), p, catalog())[0]?.figures;
    expect(price(producer)).toMatchObject({ discountApplied: false, value: '6.188000' });
    expect(price({ ...producer, allowDiscountsOnPacks: true })).toMatchObject({ discountApplied: true, value: '5.569200' });
  });
  it('uses the correction factor only for payment in kind: grouped wizard methods 3 and 4, simple wizard method 3', () => {
    for (const [wizard, pm, ro, expected] of [
      ['grouped', 1, 1, '0.000000'],
      ['grouped', 3, 3, '8.000000'],
      ['grouped', 4, 3, '8.000000'],
      ['simple', 3, 3, '8.000000'],
      ['simple', 4, 3, '0.000000'],
    ] as const) {
      const taxesOk = catalogOf({
        modules,
        rates,
        ignoreRules: [],
        taxes: [...taxes, { paymentMethodId: pm, rateOptionId: ro, companyId: SANCOR, hectarePriceCurrencyId: 1, value: '0' }],
      });
      const [q] = quoteRisk(
        soyRisk(),
        terms({ paymentMethodId: pm, rateOptionId: ro, correctionFactor: '8', fdFilter: 'franquicia', wizard }),
        producer,
        taxesOk,
      );
      expect(q?.figures.correctionFactor, `${wizard} wizard, method ${pm}`).toBe(expected);
    }
  });
  it('refuses to price without a tax row, except before taxes', () => {
    expect(() => quoteRisk(soyRisk({ currencyId: 3 }), terms(), producer, catalog())).toThrow(new PricingError(MISSING_TAX_MESSAGE));
    expect(quoteRisk(soyRisk({ currencyId: 3 }), terms({ paymentMethodId: 3, rateOptionId: 3 }), producer, catalog())).toHaveLength(2);
  });
  it("prices only the risk's insurer, and nothing where there is no rate", () => {
    expect(quoteRisk(soyRisk(), terms({ moduleIds: [1, 5] }), producer, catalog()).map((d) => d.moduleId)).toEqual([1, 1]);
    expect(quoteRisk(soyRisk({ place: MARCOS_JUAREZ }), terms(), producer, catalog())).toEqual([]);
    expect(quoteRisk(soyRisk(), terms({ moduleIds: [4] }), producer, catalog())).toEqual([]); // no double crop on the risk
  });
  it('a split coverage without a share, or with a zero one, is not priced', () => {
    const t = terms({ moduleIds: [1, 2], splitCoverages: true, fdFilter: 'franquicia' });
    const splitter = { ...producer, allowSplitCoverages: true };
    expect(quoteRisk(soyRisk({ splitValues: { 1: '32' } }), t, splitter, catalog()).map((d) => d.moduleId)).toEqual([1]);
    expect(quoteRisk(soyRisk({ splitValues: { 1: '32', 2: '0' } }), t, splitter, catalog()).map((d) => d.moduleId)).toEqual([1]);
  });
  it('splits the hectare value among coverages (ponderación) only when the producer may', () => {
    const split = { 1: '20', 2: '12' };
    const t = terms({ moduleIds: [1, 2], splitCoverages: true, fdFilter: 'franquicia' });
    const splitter = { ...producer, allowSplitCoverages: true };
    expect(quoteRisk(soyRisk({ splitValues: split }), t, splitter, catalog()).map((d) => [d.moduleId, d.figures.insuredSum])).toEqual([
      [1, '7000.00'],
      [2, '4200.00'],
    ]);
    expect(quoteRisk(soyRisk({ splitValues: split }), t, producer, catalog()).map((d) => d.figures.insuredSum)).toEqual([
      '11200.00',
      '11200.00',
    ]);
  });
});

describe('worked example 4: split coverages (ponderación)', () => {
  const t = terms({ moduleIds: [1, 2], splitCoverages: true, fdFilter: 'franquicia' });
  const splitter = { ...producer, allowSplitCoverages: true };
  const [basic, pack, ...rest] = quoteRisk(soyRisk({ splitValues: { 1: '20', 2: '12' } }), t, splitter, catalog());
  it('prices each coverage on its share of the hectare value, to the cent', () => {
    expect(rest).toEqual([]);
    expect(basic?.hectarePrice).toBe('20');
    expect(basic?.figures).toMatchObject({
      insuredSum: '7000.00',
      rateValue: '4.250000',
      appliedDiscount: '10.000000',
      tax: '10.500000',
      value: '4.226625',
      cost: '295.86',
      costPerHectare: '0.85',
    });
    expect(pack?.hectarePrice).toBe('12');
    expect(pack?.figures).toMatchObject({
      insuredSum: '4200.00',
      rateValue: '5.600000',
      discountApplied: false,
      appliedDiscount: '0.000000',
      value: '6.188000',
      cost: '259.90',
      costPerHectare: '0.74',
    });
  });
});

describe('what a chosen coverage left out of a risk, and why', () => {
  const names = { crop: (id: number) => ({ [SOY]: 'Soja', [WHEAT]: 'Trigo', 5: 'Cebada' })[id] ?? '?', zone: () => 'Pergamino' };
  const explain = (risk: RiskToPrice, t: NegotiationTerms) => {
    const drafts = quoteRisk(risk, t, producer, catalog());
    return { count: drafts.length, skipped: skippedCoverages(risk, t, producer, catalog(), drafts) };
  };
  it('a crop no rate prices: no quotation, and the coverage named with the crop and department', () => {
    const { count, skipped } = explain(soyRisk({ cropId: 5 }), terms());
    expect(count).toBe(0);
    expect(skipped).toEqual([{ moduleId: 1, reason: { kind: 'no-rate', cropId: 5, zoneId: PERGAMINO.zoneId } }]);
    expect(skipReasonText(skipped[0]!.reason, names)).toBe('No tiene tasa para Cebada en Pergamino.');
  });
  it('a double-crop coverage on a risk that is not one; a second crop it has no rate for', () => {
    expect(explain(soyRisk(), terms({ moduleIds: [1, 4] })).skipped).toEqual([{ moduleId: 4, reason: { kind: 'not-double-crop' } }]);
    const wheatSecond = soyRisk({ doubleCrop: { cropId: WHEAT, place: PERGAMINO, hectarePrice: '25' } });
    expect(explain(wheatSecond, terms({ moduleIds: [1, 4] })).skipped).toEqual([
      { moduleId: 4, reason: { kind: 'no-rate', cropId: WHEAT, zoneId: PERGAMINO.zoneId } },
    ]);
  });
  it('variants the franchise/deductible filter leaves out; an add-on with no rate; coverages of another insurer are not named', () => {
    const { skipped } = explain(soyRisk({ addonIds: [3] }), terms({ moduleIds: [1, 2, 5], fdFilter: 'deducible' }));
    expect(skipped).toEqual([
      { moduleId: 2, reason: { kind: 'no-variant', filter: 'deducible' } },
      { moduleId: 3, reason: { kind: 'no-rate', cropId: SOY, zoneId: PERGAMINO.zoneId } },
    ]);
    expect(skipReasonText(skipped[0]!.reason, names)).toBe(
      'Ninguna de sus tasas es de deducible (el filtro de franquicia / deducible la deja afuera).',
    );
  });
});
