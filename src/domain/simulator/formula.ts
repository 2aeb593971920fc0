// The payment simulator (docs/rules/simulator.md#cálculo; docs/simulator.md): for each
// quotation, paying the premium in cash today against paying it at harvest in kind. Every field
// is defined for a farmer in docs/simulator.md, whose worked example simulator.test.ts checks to
// the cent. Figures are rounded half away from zero (rates 6 decimals, prices, pesos and quintals
// 2) and each one is computed from the rounded ones before it, so the screen can be redone by hand.
import { add, cmp, dec, div, fmt, HUNDRED, mul, round, sub, ZERO, type Dec } from '../core/decimal';

/** Tonnes to quintals: board prices and crop futures are US$ per tonne. */
export const QUINTALS_PER_TONNE = 10;
/** A price per tonne (board, crop future) per quintal, US$ to the cent: the figure the simulation uses and every table shows. */
export const perQuintal = (perTonne: string): string => fmt(div(dec(perTonne), dec(QUINTALS_PER_TONNE), 2), 2);
/** VAT perception charged with the VAT of an insurance premium, % of the premium without VAT. */
export const VAT_PERCEPTION_PERCENT = '3';
/** The income-tax rate the saving is figured with unless the request says another, %. */
export const DEFAULT_INCOME_TAX_PERCENT = '35';

/** Currency units of a risk (docs/rules/quotations.md#riesgos). */
export const UNIT = { quintal: 1, dollar: 2, peso: 3 } as const;

const rate = (d: Dec) => round(d, 6);
const money = (d: Dec) => round(d, 2);
const pct = (d: Dec, p: Dec) => div(mul(d, p), HUNDRED, 2);

/** One quotation as the simulator reads it. */
export interface SimulatedQuotationInput {
  quotationId: number;
  cropId: number;
  moduleId: number;
  /** the risk's hectares */
  hectares: string;
  /** insured sum, in the risk's unit (QQ, US$ or $) */
  insuredSum: string;
  /** 1 quintal, 2 dollar, 3 peso */
  currencyId: number;
  /** the quoted rate, %, VAT included (the quotation's `value`) */
  value: string;
  /** the VAT of the quotation, % (the quotation's `tax`) */
  tax: string;
}

/** What the crop of a quotation is worth today and at the expiry dates, and its surcharge. */
export interface CropMarket {
  /** surcharge for paying at harvest, % */
  rechargeRate: string;
  /** pesos per dollar today */
  dollarToday: string;
  /** the crop today, US$ per quintal (board price / 10, or the manual quotation) */
  boardQuotation: string;
  /** the crop future of the crop expiry month, US$ per tonne; null when there is none */
  cropFuture: string | null;
  /** the dollar future of the dollar expiry month, pesos per dollar */
  futureDollar: string;
  /** income-tax rate, % */
  incomeTaxPercent: string;
}

/** The calculated quotation; names are the API's. Future-dependent figures are null without a crop future. */
export interface SimulatedQuotation {
  quotationId: number;
  cropId: number;
  moduleId: number;
  quotation_value: string;
  rechargeRate: string;
  rateWithRecharge: string;
  dollarToday: string;
  boardQuotation: string;
  dailyCropQuot: string;
  pesifyAmount: string;
  tax: string;
  taxPerception: string;
  futureDollar: string;
  /** the crop future as read, US$ per tonne; '0' when there is none */
  futureCrop: string;
  boardQuotationFuture: string | null;
  prizeWithoutTaxFuture: string | null;
  costPlus: string | null;
  exchangeCost: string;
  futureCost: string | null;
  difference: string | null;
  costPrizeWithoutTax: string | null;
  benefitObtained: string | null;
  savingsWithIncomeTax: string | null;
  rateWithoutTaxWithIncomeTax: string;
  totalSavings: string | null;
  savingsOnOriginalCurrency: string | null;
}

/** The price of one unit of the risk in pesos, given the crop's price per quintal and the dollar. */
function unitPrice(currencyId: number, cropPesosPerQuintal: Dec, dollar: Dec): Dec {
  if (currencyId === UNIT.quintal) return cropPesosPerQuintal;
  if (currencyId === UNIT.dollar) return dollar;
  return dec(1);
}

export function simulateQuotation(q: SimulatedQuotationInput, m: CropMarket): SimulatedQuotation {
  const insuredSum = dec(q.insuredSum);
  const vatPercent = dec(q.tax);
  const perceptionPercent = dec(VAT_PERCEPTION_PERCENT);
  const incomeTax = dec(m.incomeTaxPercent);

  // Today, in cash.
  const quotationValue = rate(div(mul(dec(q.value), HUNDRED), add(HUNDRED, vatPercent), 10));
  const rechargeRate = money(dec(m.rechargeRate));
  const rateWithRecharge = rate(div(mul(quotationValue, add(HUNDRED, rechargeRate)), HUNDRED, 10));
  const dollarToday = money(dec(m.dollarToday));
  const boardQuotation = money(dec(m.boardQuotation));
  const dailyCropQuot = money(mul(boardQuotation, dollarToday));
  const premiumToday = div(mul(insuredSum, quotationValue), HUNDRED, 2);
  const pesifyAmount = money(mul(premiumToday, unitPrice(q.currencyId, dailyCropQuot, dollarToday)));
  const tax = pct(pesifyAmount, vatPercent);
  const taxPerception = pct(pesifyAmount, perceptionPercent);
  const cashTotal = add(add(pesifyAmount, tax), taxPerception);
  const exchangeCost = div(cashTotal, dailyCropQuot, 2);
  // What is left of the surcharge after deducting it from income tax.
  const rateWithoutTaxWithIncomeTax = rate(sub(rateWithRecharge, div(mul(sub(rateWithRecharge, quotationValue), incomeTax), HUNDRED, 10)));
  const futureDollar = money(dec(m.futureDollar));

  const base = {
    quotationId: q.quotationId,
    cropId: q.cropId,
    moduleId: q.moduleId,
    quotation_value: fmt(quotationValue, 6),
    rechargeRate: fmt(rechargeRate, 2),
    rateWithRecharge: fmt(rateWithRecharge, 6),
    dollarToday: fmt(dollarToday, 2),
    boardQuotation: fmt(boardQuotation, 2),
    dailyCropQuot: fmt(dailyCropQuot, 2),
    pesifyAmount: fmt(pesifyAmount, 2),
    tax: fmt(tax, 2),
    taxPerception: fmt(taxPerception, 2),
    futureDollar: fmt(futureDollar, 2),
    exchangeCost: fmt(exchangeCost, 2),
    rateWithoutTaxWithIncomeTax: fmt(rateWithoutTaxWithIncomeTax, 6),
  };
  // At harvest, in kind, valued with the futures; no figure when the crop's price then is not one
  // the formulas can divide by (no future, or one that rounds to zero pesos per quintal).
  const boardQuotationFuture = m.cropFuture === null ? ZERO : div(dec(m.cropFuture), dec(QUINTALS_PER_TONNE), 2);
  const futureCropQuot = money(mul(boardQuotationFuture, futureDollar));
  if (m.cropFuture === null || cmp(futureCropQuot, ZERO) <= 0 || cmp(futureDollar, ZERO) <= 0) {
    return {
      ...base,
      futureCrop: '0',
      boardQuotationFuture: null,
      prizeWithoutTaxFuture: null,
      costPlus: null,
      futureCost: null,
      difference: null,
      costPrizeWithoutTax: null,
      benefitObtained: null,
      savingsWithIncomeTax: null,
      totalSavings: null,
      savingsOnOriginalCurrency: null,
    };
  }

  const futureUnit = unitPrice(q.currencyId, futureCropQuot, futureDollar);
  const premiumAtHarvest = div(mul(insuredSum, rateWithRecharge), HUNDRED, 2);
  const prizeWithoutTaxFuture = money(mul(premiumAtHarvest, futureUnit));
  const costPlus = add(add(prizeWithoutTaxFuture, pct(prizeWithoutTaxFuture, vatPercent)), pct(prizeWithoutTaxFuture, perceptionPercent));
  const futureCost = div(costPlus, futureCropQuot, 2);
  const difference = sub(exchangeCost, futureCost);
  // The quintals sold today to pay cash, had they been kept, are worth this at harvest.
  const costPrizeWithoutTax = div(mul(cashTotal, futureCropQuot), dailyCropQuot, 2);
  const benefitObtained = sub(costPrizeWithoutTax, costPlus);
  // The surcharge is a financial cost: it is deducted from income tax.
  const surchargePesos = money(mul(sub(premiumAtHarvest, div(mul(insuredSum, quotationValue), HUNDRED, 2)), futureUnit));
  const savingsWithIncomeTax = pct(surchargePesos, incomeTax);
  const totalSavings = add(benefitObtained, savingsWithIncomeTax);

  return {
    ...base,
    futureCrop: fmt(dec(m.cropFuture), 2),
    boardQuotationFuture: fmt(boardQuotationFuture, 2),
    prizeWithoutTaxFuture: fmt(prizeWithoutTaxFuture, 2),
    costPlus: fmt(costPlus, 2),
    futureCost: fmt(futureCost, 2),
    difference: fmt(difference, 2),
    costPrizeWithoutTax: fmt(costPrizeWithoutTax, 2),
    benefitObtained: fmt(benefitObtained, 2),
    savingsWithIncomeTax: fmt(savingsWithIncomeTax, 2),
    totalSavings: fmt(totalSavings, 2),
    savingsOnOriginalCurrency: fmt(div(totalSavings, futureUnit, 2), 2),
  };
}
