// The quotations of a risk (docs/premium.md#qué-cotizaciones-se-generan): for each chosen coverage of the risk's insurer that has
// rates for its crop and department, one quotation per franchise/deductible variant the filter
// keeps. Basic and pack coverages price the risk's crop (with the risk's add-ons of the same
// variant); the double-crop coverage prices the second crop, on its own department and price.
import { dec, isZero } from '../../core/decimal';
import { premiumFigures } from './formula';
import { appliedCorrectionFactor, discountOutcome, keepsVariant, taxFor } from './rules';
import type {
  NegotiationTerms,
  PricingCatalog,
  PricingModule,
  PricingPlace,
  PricingProducer,
  PricingRate,
  QuotationDraft,
  RiskToPrice,
} from './types';

export interface Priced {
  module: PricingModule;
  cropId: number;
  place: PricingPlace;
  hectarePrice: string;
  doublePart: boolean;
}

/** The coverages a risk is priced with, and on what. */
export function pricedCoverages(risk: RiskToPrice, terms: NegotiationTerms, producer: PricingProducer, catalog: PricingCatalog): Priced[] {
  const split = terms.splitCoverages && producer.allowSplitCoverages ? risk.splitValues : null;
  const out: Priced[] = [];
  for (const id of terms.moduleIds) {
    const module = catalog.modules.get(id);
    if (!module || module.companyId !== risk.companyId) continue;
    if (module.coverageType === 'basic' || module.coverageType === 'pack') {
      // Split: each coverage insures its share; a coverage without a share (or a zero one) is not priced.
      const part = split ? split[module.id] : risk.hectarePrice;
      if (part === undefined || isZero(dec(part))) continue;
      out.push({ module, cropId: risk.cropId, place: risk.place, hectarePrice: part, doublePart: false });
    } else if (module.coverageType === 'double-crop' && risk.doubleCrop) {
      const d = risk.doubleCrop;
      out.push({ module, cropId: d.cropId, place: d.place, hectarePrice: d.hectarePrice, doublePart: true });
    }
  }
  return out;
}

export function quoteRisk(
  risk: RiskToPrice,
  terms: NegotiationTerms,
  producer: PricingProducer,
  catalog: PricingCatalog,
): QuotationDraft[] {
  const tax = taxFor(catalog.taxes, terms.paymentMethodId, terms.rateOptionId, risk.companyId, risk.currencyId);
  const cf = appliedCorrectionFactor(terms.wizard, terms.paymentMethodId, terms.correctionFactor);
  const addons = risk.addonIds
    .map((id) => catalog.modules.get(id))
    .filter((m): m is PricingModule => !!m && m.coverageType === 'addon' && m.companyId === risk.companyId);
  const drafts: QuotationDraft[] = [];
  for (const p of pricedCoverages(risk, terms, producer, catalog)) {
    for (const rate of catalog.ratesFor(p.module.id, p.place.zoneId, p.cropId)) {
      if (!keepsVariant(terms.fdFilter, rate.franchiseDeductible)) continue;
      const addonRates = p.doublePart
        ? []
        : addons.flatMap((a) => {
            const r = catalog.ratesFor(a.id, p.place.zoneId, p.cropId).find((x) => x.franchiseDeductible === rate.franchiseDeductible);
            return r ? [{ moduleId: a.id, rateId: r.id, value: r.amount }] : [];
          });
      const discount = discountOutcome(risk.discount, producer, p.module, p.cropId, p.place, catalog.ignoreRules);
      const figures = premiumFigures({
        hectares: risk.hectares,
        hectarePrice: p.hectarePrice,
        rateValue: rate.amount,
        addonValues: addonRates.map((a) => a.value),
        correctionFactor: cf,
        discount: risk.discount,
        appliedDiscount: discount.applied,
        discountIgnoredReason: discount.ignoredReason,
        tax,
      });
      drafts.push({
        moduleId: p.module.id,
        rateId: rate.id,
        franchiseDeductible: rate.franchiseDeductible,
        isDoubleCropPart: p.doublePart,
        hectarePrice: p.hectarePrice,
        addons: addonRates,
        figures,
      });
    }
  }
  return drafts;
}

/** A catalog over plain lists (the server builds one per negotiation from its campaign). */
export function catalogOf(parts: {
  modules: readonly PricingModule[];
  rates: readonly PricingRate[];
  ignoreRules: PricingCatalog['ignoreRules'];
  taxes: PricingCatalog['taxes'];
}): PricingCatalog {
  const byKey = new Map<string, PricingRate[]>();
  for (const r of parts.rates) {
    const key = `${r.moduleId}|${r.zoneId}|${r.cropId}`;
    const list = byKey.get(key);
    if (list) list.push(r);
    else byKey.set(key, [r]);
  }
  return {
    modules: new Map(parts.modules.map((m) => [m.id, m])),
    ratesFor: (moduleId, zoneId, cropId) => byKey.get(`${moduleId}|${zoneId}|${cropId}`) ?? [],
    ignoreRules: parts.ignoreRules,
    taxes: parts.taxes,
  };
}
