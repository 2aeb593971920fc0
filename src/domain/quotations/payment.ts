// Payment methods, rate options and the correction factor of a quotation
// (docs/rules/quotations.md#configuración-de-pago).
import { CURRENCY_IDS } from '../core/currencies';
import type { Choice } from '../core/choice';

export const PAYMENT_METHOD_IDS = {
  exchange: 1, // Canje
  financed: 2, // Financiado
  kind: 3, // Pago en Especie
  financedKind: 4, // Pago en Especie Financiado
  quintalsWithAdjustment: 5, // Quintales Con Ajuste (only for quintal)
} as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[keyof typeof PAYMENT_METHOD_IDS];

export const PAYMENT_METHODS = [
  { id: 1, name: 'Canje' },
  { id: 2, name: 'Financiado' },
  { id: 3, name: 'Pago en Especie' },
  { id: 4, name: 'Pago en Especie Financiado' },
  { id: 5, name: 'Quintales Con Ajuste' },
] as const satisfies readonly Choice<PaymentMethodId>[];

/** Payment in kind (methods 3 and 4): only whom may pay in kind chooses them (docs/rules/quotations.md#configuración-de-pago). */
export const IN_KIND_PAYMENT_METHOD_IDS: readonly number[] = [3, 4];

/** Whose rules a negotiation follows: the simple wizard's (types 'simple', 'double-crop') or the grouped one's. */
export type WizardKind = 'grouped' | 'simple';
export const wizardOf = (type: string | null | undefined): WizardKind =>
  type === 'simple' || type === 'double-crop' ? 'simple' : 'grouped';

/**
 * The payment methods that keep the correction factor (reset to 0 unless in kind): the simple
 * wizard's is method 3; the grouped wizard's, 3 and 4 (docs/rules/quotations.md#configuración-de-pago).
 */
export const correctionFactorMethods = (wizard: WizardKind): readonly number[] => (wizard === 'simple' ? [3] : IN_KIND_PAYMENT_METHOD_IDS);
export const keepsCorrectionFactor = (wizard: WizardKind, paymentMethodId: number | null | undefined): boolean =>
  paymentMethodId != null && correctionFactorMethods(wizard).includes(paymentMethodId);

export const RATE_OPTION_IDS = {
  none: 0,
  withVat: 1, // Prima con IVA
  withoutVat: 2, // Prima sin IVA
  beforeTaxes: 3, // Prima antes de impuestos (taxes 0)
} as const;
export type RateOptionId = (typeof RATE_OPTION_IDS)[keyof typeof RATE_OPTION_IDS];

export const RATE_OPTIONS = [
  { id: 1, name: 'Prima con IVA' },
  { id: 2, name: 'Prima sin IVA' },
  { id: 3, name: 'Prima antes de impuestos' },
] as const satisfies readonly Choice<number>[];

/** Rate options each payment method allows: 1, 2, 5 with/without VAT; 3, 4 before taxes only. */
export const RATE_OPTIONS_BY_PAYMENT_METHOD: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2],
  2: [1, 2],
  3: [3],
  4: [3],
  5: [1, 2],
};

/**
 * The ids of the rate options a payment method allows; [] for anything else, including what a
 * schema check still sees when the field failed (a string such as 'toString' is no key of it).
 */
export function allowedRateOptionIds(paymentMethodId: unknown): readonly number[] {
  return typeof paymentMethodId === 'number' && Object.hasOwn(RATE_OPTIONS_BY_PAYMENT_METHOD, paymentMethodId)
    ? RATE_OPTIONS_BY_PAYMENT_METHOD[paymentMethodId]!
    : [];
}

/** The rate-option choices allowed for a payment method ([] for an unknown method). */
export function rateOptionsFor(paymentMethodId: number | null | undefined) {
  const allowed = allowedRateOptionIds(paymentMethodId);
  return RATE_OPTIONS.filter((o) => allowed.includes(o.id));
}

/** Open barter warning (CANJE ABIERTO): exchange payment with a peso or dollar unit. */
export function isOpenBarter(paymentMethodId: number | null | undefined, currencyId: number | null | undefined) {
  return paymentMethodId === PAYMENT_METHOD_IDS.exchange && (currencyId === CURRENCY_IDS.peso || currencyId === CURRENCY_IDS.dollar);
}
