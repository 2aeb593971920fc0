// The premium of one quotation (docs/premium.md#cada-cifra), in exact decimals. Each intermediate is rounded to
// the scale it is stored with (percent 6, money 2) and each step uses the stored value of the
// previous one, so the figures on a quotation check against each other:
//   insuredSum      = round2(hectares x hectarePrice)
//   rateValueWithCf = round6(rateValue x (1 + cf/100)); addonsValueWithCf likewise
//   value           = round6((rateValueWithCf + addonsValueWithCf) x (1 - d/100) x (1 + t/100))
//   cost            = round2(insuredSum x value / 100)
//   costPerHectare  = round2(cost / hectares)
import { add, dec, div, fmt, HUNDRED, mul, ONE, percentOf, round, sub, sum } from '../../core/decimal';
import type { ComputedFigures } from './types';

export const PERCENT_SCALE = 6;
export const MONEY_SCALE = 2;

export interface PremiumInput {
  hectares: string;
  hectarePrice: string;
  rateValue: string;
  addonValues: readonly string[];
  /** Correction factor % (0 when the payment method does not use it). */
  correctionFactor: string;
  /** The discount asked, and the one that applies (0 when it does not). */
  discount: string;
  appliedDiscount: string;
  /** Why an asked discount does not apply (null when it does, or none was asked). */
  discountIgnoredReason?: string | null;
  tax: string;
}

export function premiumFigures(i: PremiumInput): ComputedFigures {
  const hectares = dec(i.hectares);
  const insuredSum = round(mul(hectares, dec(i.hectarePrice)), MONEY_SCALE);
  const rate = dec(i.rateValue);
  const addons = sum(i.addonValues.map((a) => dec(a)));
  const cfFactor = add(ONE, percentOf(dec(i.correctionFactor)));
  const rateWithCf = round(mul(rate, cfFactor), PERCENT_SCALE);
  const addonsWithCf = round(mul(addons, cfFactor), PERCENT_SCALE);
  const discountFactor = sub(ONE, percentOf(dec(i.appliedDiscount)));
  const taxFactor = add(ONE, percentOf(dec(i.tax)));
  const value = round(mul(mul(add(rateWithCf, addonsWithCf), discountFactor), taxFactor), PERCENT_SCALE);
  const cost = div(mul(insuredSum, value), HUNDRED, MONEY_SCALE);
  const costPerHectare = div(cost, hectares, MONEY_SCALE);
  return {
    insuredSum: fmt(insuredSum, MONEY_SCALE),
    rateValue: fmt(rate, PERCENT_SCALE),
    addonsValue: fmt(addons, PERCENT_SCALE),
    correctionFactor: fmt(dec(i.correctionFactor), PERCENT_SCALE),
    rateValueWithCf: fmt(rateWithCf, PERCENT_SCALE),
    addonsValueWithCf: fmt(addonsWithCf, PERCENT_SCALE),
    discount: fmt(dec(i.discount), PERCENT_SCALE),
    discountApplied: dec(i.appliedDiscount).units !== 0n,
    appliedDiscount: fmt(dec(i.appliedDiscount), PERCENT_SCALE),
    discountIgnoredReason: i.discountIgnoredReason ?? null,
    tax: fmt(dec(i.tax), PERCENT_SCALE),
    value: fmt(value, PERCENT_SCALE),
    cost: fmt(cost, MONEY_SCALE),
    costPerHectare: fmt(costPerHectare, MONEY_SCALE),
  };
}
