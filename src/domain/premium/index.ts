export * from './types';
export { premiumFigures, PERCENT_SCALE, MONEY_SCALE, type PremiumInput } from './formula';
export {
  PricingError,
  MISSING_TAX_MESSAGE,
  appliedCorrectionFactor,
  appliedDiscount,
  ignoresDiscount,
  keepsVariant,
  taxFor,
} from './rules';
export { quoteRisk, catalogOf } from './engine';
