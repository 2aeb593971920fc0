// What the premium engine reads and what it produces (docs/premium.md).
import type { CoverageType } from '../../coverages/coverage-types';
import type { FranchiseFilter } from '../choices';
import type { PremiumFigures } from '../entity';
import type { WizardKind } from '../payment';

/** A premium rate of the catalog: `amount` % for (coverage, department, crop, franchise/deductible). */
export interface PricingRate {
  id: number;
  moduleId: number;
  zoneId: number;
  cropId: number;
  franchiseDeductible: string;
  /** Percent of the insured sum, decimal text ('4.25'). */
  amount: string;
}

export interface PricingModule {
  id: number;
  companyId: number;
  coverageType: CoverageType;
}

/** An ignore-discount rule: every field it sets must match; null fields match anything. */
export interface IgnoreDiscountRule {
  moduleId: number | null;
  cropId: number | null;
  provinceId: number | null;
  zoneId: number | null;
  /** What the rule names ('cultivo Girasol, provincia La Pampa'), for the reason a discount was not applied. */
  description?: string;
}

/** A tax row: VAT and other taxes % for (payment method, rate option, insurer, currency). */
export interface TaxRow {
  paymentMethodId: number;
  rateOptionId: number;
  companyId: number;
  hectarePriceCurrencyId: number;
  value: string;
}

/** The catalog a negotiation is priced against: its campaign's coverages and rates, the rules and the taxes. */
export interface PricingCatalog {
  modules: ReadonlyMap<number, PricingModule>;
  /** Every rate of (module, zone, crop), one per franchise/deductible variant. */
  ratesFor(moduleId: number, zoneId: number, cropId: number): readonly PricingRate[];
  ignoreRules: readonly IgnoreDiscountRule[];
  taxes: readonly TaxRow[];
}

/** What the producer's profile allows. */
export interface PricingProducer {
  /** The producer's maximum discount %, decimal text. */
  maxDiscountAllow: string;
  allowDiscountsOnPacks: boolean;
  allowSplitCoverages: boolean;
}

/** The negotiation's configuration (wizard step 3) and coverages (step 2). */
export interface NegotiationTerms {
  paymentMethodId: number;
  rateOptionId: number;
  /** Correction factor %, decimal text; applied only for payment in kind (simple wizard: method 3; grouped: 3 and 4). */
  correctionFactor: string;
  fdFilter: FranchiseFilter;
  /** Whose rules the negotiation follows: which payment methods keep the correction factor. */
  wizard: WizardKind;
  /** Coverages chosen for the negotiation (basic, pack and double-crop ones; add-ons are per risk). */
  moduleIds: readonly number[];
  /** Coverages split (ponderación) when the producer may split. */
  splitCoverages: boolean;
}

export interface PricingPlace {
  zoneId: number;
  provinceId: number;
}

/** A risk as the engine prices it. Decimal texts for every quantity. */
export interface RiskToPrice {
  companyId: number;
  place: PricingPlace;
  cropId: number;
  hectares: string;
  hectarePrice: string;
  currencyId: number;
  /** Discount % asked for the risk. */
  discount: string;
  /** Add-on coverages chosen for the risk. */
  addonIds: readonly number[];
  /** The second crop of a double-crop risk, priced with the double-crop coverage. */
  doubleCrop?: { cropId: number; place: PricingPlace; hectarePrice: string } | null;
  /** Split (ponderación): coverage id -> the part of the hectare value it insures. */
  splitValues?: Readonly<Record<number, string>> | null;
}

/**
 * Every figure the engine computes for a quotation, as decimal texts at the columns' scales (percent
 * 6, money 2): the API's `PremiumFigures` (entity.ts), with the engine's own flag and the discount it used.
 */
export interface ComputedFigures extends Omit<PremiumFigures, 'discountApplied' | 'discountIgnoredReason'> {
  /** Whether the asked discount applied (ignore rules, packs). */
  discountApplied: boolean;
  /** The discount used in the value: the asked one, or 0. */
  appliedDiscount: string;
  /** Why an asked discount was not applied (the ignore rule, or packs), else null. */
  discountIgnoredReason: string | null;
}

export interface QuotationDraft {
  moduleId: number;
  rateId: number;
  franchiseDeductible: string;
  isDoubleCropPart: boolean;
  /** The hectare value this quotation insures (the risk's, the double crop's or the split part). */
  hectarePrice: string;
  addons: { moduleId: number; rateId: number; value: string }[];
  figures: ComputedFigures;
}
