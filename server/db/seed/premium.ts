// The premium engine of DESIGN 5, in exact decimals, for the seeded quotations.
// Intermediates are rounded to their column scales (percent 6, money 2) and each step uses
// the stored value of the previous one, so the figures on a quotation check against each other:
//   insuredSum      = round2(hectares x hectarePrice)
//   rateValueWithCf = round6(rateValue x (1 + cf/100)); addonsValueWithCf likewise
//   value           = round6((rateValueWithCf + addonsValueWithCf) x (1 - d/100) x (1 + t/100))
//   cost            = round2(insuredSum x value / 100)
//   costPerHectare  = round2(cost / hectares)

import { add, dec, div, fmt, mul, round, sub, type Dec } from './util';

export interface PremiumInput {
  hectares: string;
  hectarePrice: string;
  rateValue: string;
  addonValues: string[];
  correctionFactor: string;
  /** the discount actually applied (0 when it does not apply) */
  discount: string;
  tax: string;
}

export interface PremiumResult {
  insuredSum: string;
  rateValue: string;
  addonsValue: string;
  correctionFactor: string;
  rateValueWithCf: string;
  addonsValueWithCf: string;
  tax: string;
  value: string;
  cost: string;
  costPerHectare: string;
}

const ONE = dec('1');
const HUNDRED = dec('100');
const pct = (p: Dec) => div(p, HUNDRED, 10); // exact for inputs with <= 8 decimals

export function premium(i: PremiumInput): PremiumResult {
  const hectares = dec(i.hectares);
  const insuredSum = round(mul(hectares, dec(i.hectarePrice)), 2);
  const rate = dec(i.rateValue);
  const addons = i.addonValues.reduce((s, a) => add(s, dec(a)), dec('0'));
  const cfFactor = add(ONE, pct(dec(i.correctionFactor)));
  const rateWithCf = round(mul(rate, cfFactor), 6);
  const addonsWithCf = round(mul(addons, cfFactor), 6);
  const discountFactor = sub(ONE, pct(dec(i.discount)));
  const taxFactor = add(ONE, pct(dec(i.tax)));
  const value = round(mul(mul(add(rateWithCf, addonsWithCf), discountFactor), taxFactor), 6);
  const cost = div(mul(insuredSum, value), HUNDRED, 2);
  const costPerHectare = div(cost, hectares, 2);
  return {
    insuredSum: fmt(insuredSum, 2),
    rateValue: fmt(rate, 6),
    addonsValue: fmt(addons, 6),
    correctionFactor: fmt(dec(i.correctionFactor), 6),
    rateValueWithCf: fmt(rateWithCf, 6),
    addonsValueWithCf: fmt(addonsWithCf, 6),
    tax: fmt(dec(i.tax), 6),
    value: fmt(value, 6),
    cost: fmt(cost, 2),
    costPerHectare: fmt(costPerHectare, 2),
  };
}
