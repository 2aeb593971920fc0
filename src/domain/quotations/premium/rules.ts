// The rules that decide the inputs of the formula: which discount, tax and correction factor
// apply, and which franchise/deductible variants the negotiation's filter keeps.
import { cmp, dec } from '../../core/decimal';
import { keepsCorrectionFactor, RATE_OPTION_IDS, type WizardKind } from '../payment';
import type { FranchiseFilter } from '../choices';
import { PRICING_MESSAGES } from './messages';
import type { IgnoreDiscountRule, PricingModule, PricingPlace, PricingProducer, TaxRow } from './types';

/** A Spanish message for a negotiation that cannot be priced (answered as a validation error); `riskField`: the risk's field it is about. */
export class PricingError extends Error {
  constructor(
    message: string,
    readonly riskField?: 'discount',
  ) {
    super(message);
  }
}

export const MISSING_TAX_MESSAGE =
  'No hay un valor de impuestos para la forma de pago, la opción de tasa, la aseguradora y la moneda elegidas. Pedile a un administrador que lo cargue en Configuraciones.';

/** The franchise/deductible filter (fd_filter): 'franquicia' keeps franchise variants, 'deducible' deductible ones, 'ambos' all. */
export function keepsVariant(filter: FranchiseFilter, franchiseDeductible: string): boolean {
  const fd = franchiseDeductible.trim().toLowerCase();
  if (filter === 'franquicia') return fd.startsWith('franquicia');
  if (filter === 'deducible') return fd.startsWith('deducible');
  return true;
}

/** The correction factor % that applies: the negotiation's when the wizard keeps it for the payment method, else 0. */
export const appliedCorrectionFactor = (wizard: WizardKind, paymentMethodId: number, correctionFactor: string): string =>
  keepsCorrectionFactor(wizard, paymentMethodId) ? correctionFactor : '0';

/** The ignore-discount rule that covers this coverage, crop and place, if any. */
export const ignoringRule = (rules: readonly IgnoreDiscountRule[], moduleId: number, cropId: number, place: PricingPlace) =>
  rules.find(
    (r) =>
      (r.moduleId == null || r.moduleId === moduleId) &&
      (r.cropId == null || r.cropId === cropId) &&
      (r.provinceId == null || r.provinceId === place.provinceId) &&
      (r.zoneId == null || r.zoneId === place.zoneId),
  );

/** Does an ignore-discount rule cover this coverage, crop and place? */
export const ignoresDiscount = (rules: readonly IgnoreDiscountRule[], moduleId: number, cropId: number, place: PricingPlace) =>
  ignoringRule(rules, moduleId, cropId, place) !== undefined;

/** A discount above the producer's maximum is refused, never capped in silence (the server says it first, with the field). */
export function assertDiscountAllowed(asked: string, producer: PricingProducer): void {
  if (cmp(dec(asked), dec(producer.maxDiscountAllow)) > 0)
    throw new PricingError(PRICING_MESSAGES.discountAboveMax(producer.maxDiscountAllow), 'discount');
}

/**
 * The discount % that applies to a quotation, and why an asked one does not: none where an ignore
 * rule matches, nor on packs unless the producer may discount them.
 */
export function discountOutcome(
  asked: string,
  producer: PricingProducer,
  module: PricingModule,
  cropId: number,
  place: PricingPlace,
  rules: readonly IgnoreDiscountRule[],
): { applied: string; ignoredReason: string | null } {
  if (dec(asked).units <= 0n) return { applied: '0', ignoredReason: null };
  assertDiscountAllowed(asked, producer);
  if (module.coverageType === 'pack' && !producer.allowDiscountsOnPacks)
    return { applied: '0', ignoredReason: PRICING_MESSAGES.discountOnPack };
  const rule = ignoringRule(rules, module.id, cropId, place);
  if (rule) return { applied: '0', ignoredReason: PRICING_MESSAGES.discountRule(rule.description ?? 'todas las coberturas') };
  return { applied: asked, ignoredReason: null };
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
