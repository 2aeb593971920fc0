// Why a chosen coverage produced no quotation for a risk (docs/premium.md 'Qué cotizaciones se
// generan'): the wizard's preview names each one with its reason, and finishing refuses a risk
// that no coverage priced.
import type { FranchiseFilter } from '../choices';
import { pricedCoverages } from './engine';
import { PRICING_MESSAGES } from './messages';
import type { NegotiationTerms, PricingCatalog, PricingProducer, QuotationDraft, RiskToPrice } from './types';

export type SkipReason =
  | { kind: 'not-double-crop' }
  | { kind: 'no-split-part' }
  | { kind: 'no-rate'; cropId: number; zoneId: number }
  | { kind: 'no-variant'; filter: FranchiseFilter }
  | { kind: 'addon-no-variant' }
  | { kind: 'addon-without-main' };

export interface SkippedCoverage {
  moduleId: number;
  reason: SkipReason;
}

/**
 * The coverages of the risk's insurer chosen for the negotiation (and the risk's add-ons) that
 * none of `drafts`, the risk's quotations, carries, each with its reason. Coverages of another
 * insurer are for other risks and are not listed.
 */
export function skippedCoverages(
  risk: RiskToPrice,
  terms: NegotiationTerms,
  producer: PricingProducer,
  catalog: PricingCatalog,
  drafts: readonly QuotationDraft[],
): SkippedCoverage[] {
  const priced = pricedCoverages(risk, terms, producer, catalog);
  const out: SkippedCoverage[] = [];
  for (const id of terms.moduleIds) {
    const module = catalog.modules.get(id);
    if (!module || module.companyId !== risk.companyId || module.coverageType === 'addon') continue;
    if (drafts.some((d) => d.moduleId === id)) continue;
    const p = priced.find((x) => x.module.id === id);
    if (!p) {
      out.push({ moduleId: id, reason: { kind: module.coverageType === 'double-crop' ? 'not-double-crop' : 'no-split-part' } });
      continue;
    }
    const hasRates = catalog.ratesFor(id, p.place.zoneId, p.cropId).length > 0;
    out.push({
      moduleId: id,
      reason: hasRates ? { kind: 'no-variant', filter: terms.fdFilter } : { kind: 'no-rate', cropId: p.cropId, zoneId: p.place.zoneId },
    });
  }
  const mains = drafts.filter((d) => !d.isDoubleCropPart);
  for (const id of risk.addonIds) {
    const module = catalog.modules.get(id);
    if (!module || module.companyId !== risk.companyId || module.coverageType !== 'addon') continue;
    if (mains.some((d) => d.addons.some((a) => a.moduleId === id))) continue;
    const hasRates = catalog.ratesFor(id, risk.place.zoneId, risk.cropId).length > 0;
    const reason: SkipReason = !mains.length
      ? { kind: 'addon-without-main' }
      : hasRates
        ? { kind: 'addon-no-variant' }
        : { kind: 'no-rate', cropId: risk.cropId, zoneId: risk.place.zoneId };
    out.push({ moduleId: id, reason });
  }
  return out;
}

/** The reason in words; `names` gives the crop's and the department's. */
export function skipReasonText(reason: SkipReason, names: { crop: (id: number) => string; zone: (id: number) => string }): string {
  switch (reason.kind) {
    case 'not-double-crop':
      return PRICING_MESSAGES.notDoubleCrop;
    case 'no-split-part':
      return PRICING_MESSAGES.noSplitPart;
    case 'no-rate':
      return PRICING_MESSAGES.noRate(names.crop(reason.cropId), names.zone(reason.zoneId));
    case 'no-variant':
      return PRICING_MESSAGES.noVariant(reason.filter);
    case 'addon-no-variant':
      return PRICING_MESSAGES.addonNoVariant;
    case 'addon-without-main':
      return PRICING_MESSAGES.addonWithoutMain;
  }
}
