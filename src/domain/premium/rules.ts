// The rules that decide the inputs of the formula: which discount, tax and correction factor
// apply, and which franchise/deductible variants the negotiation's filter keeps.
import { cmp, dec, fmt } from '../decimal';
import { IN_KIND_PAYMENT_METHOD_IDS, RATE_OPTION_IDS, type FranchiseFilter } from '../constants';
import type { IgnoreDiscountRule, PricingModule, PricingPlace, PricingProducer, TaxRow } from './types';

/** A Spanish message for a negotiation that cannot be priced (answered as a validation error). */
export class PricingError extends Error {}

export const MISSING_TAX_MESSAGE =
  'No hay un valor de impuestos para la forma de pago, la opción de tasa, la aseguradora y la moneda elegidas. Pedile a un administrador que lo cargue en Configuraciones.';

/** The franchise/deductible filter (fd_filter): 'franquicia' keeps franchise variants, 'deducible' deductible ones, 'ambos' all. */
export function keepsVariant(filter: FranchiseFilter, franchiseDeductible: string): boolean {
  const fd = franchiseDeductible.trim().toLowerCase();
  if (filter === 'franquicia') return fd.startsWith('franquicia');
  if (filter === 'deducible') return fd.startsWith('deducible');
  return true;
}

/** The correction factor % that applies: the negotiation's for payment in kind (methods 3 and 4), else 0. */
export const appliedCorrectionFactor = (paymentMethodId: number, correctionFactor: string): string =>
  IN_KIND_PAYMENT_METHOD_IDS.includes(paymentMethodId) ? correctionFactor : '0';

/** Does an ignore-discount rule cover this coverage, crop and place? */
export const ignoresDiscount = (rules: readonly IgnoreDiscountRule[], moduleId: number, cropId: number, place: PricingPlace) =>
  rules.some(
    (r) =>
      (r.moduleId == null || r.moduleId === moduleId) &&
      (r.cropId == null || r.cropId === cropId) &&
      (r.provinceId == null || r.provinceId === place.provinceId) &&
      (r.zoneId == null || r.zoneId === place.zoneId),
  );

/**
 * The discount % that applies to a quotation: the asked one, capped at the producer's maximum;
 * none where an ignore rule matches, nor on packs unless the producer may discount them.
 */
export function appliedDiscount(
  asked: string,
  producer: PricingProducer,
  module: PricingModule,
  cropId: number,
  place: PricingPlace,
  rules: readonly IgnoreDiscountRule[],
): string {
  if (dec(asked).units <= 0n) return '0';
  if (module.coverageType === 'pack' && !producer.allowDiscountsOnPacks) return '0';
  if (ignoresDiscount(rules, module.id, cropId, place)) return '0';
  const max = dec(producer.maxDiscountAllow);
  return cmp(dec(asked), max) > 0 ? fmt(max, 2) : asked;
}

/** Taxes % for the negotiation's payment method and rate option, the insurer and the currency; option 3 (before taxes) means none. */
export function taxFor(
  taxes: readonly TaxRow[],
  paymentMethodId: number,
  rateOptionId: number,
  companyId: number,
  currencyId: number,
): string {
  if (rateOptionId === RATE_OPTION_IDS.beforeTaxes) return '0';
  const row = taxes.find(
    (t) =>
      t.paymentMethodId === paymentMethodId &&
      t.rateOptionId === rateOptionId &&
      t.companyId === companyId &&
      t.hectarePriceCurrencyId === currencyId,
  );
  if (!row) throw new PricingError(MISSING_TAX_MESSAGE);
  return row.value;
}
