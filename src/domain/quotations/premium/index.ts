export * from './types';
export { premiumFigures, PERCENT_SCALE, MONEY_SCALE, type PremiumInput } from './formula';
export {
  PricingError,
  MISSING_TAX_MESSAGE,
  appliedCorrectionFactor,
  assertDiscountAllowed,
  discountOutcome,
  ignoresDiscount,
  keepsVariant,
  taxFor,
} from './rules';
export { quoteRisk, catalogOf } from './engine';
export { skippedCoverages, skipReasonText, type SkipReason, type SkippedCoverage } from './skipped';
export { PRICING_MESSAGES, ignoreRuleDescription } from './messages';
