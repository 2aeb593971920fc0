// What the premium engine (src/domain/quotations/premium) needs for a negotiation, read from the database
// in a few set queries: the coverages, their rates for the risks' departments and crops, the
// ignore-discount rules, the taxes and the producer's limits. The engine itself stays pure.
import { and, eq, inArray } from 'drizzle-orm';
import { dec, fmt } from '../../src/domain/core/decimal';
import type { NegotiationModule, PreviewQuotation } from '../../src/domain/quotations/entity';
import {
  catalogOf,
  PricingError,
  quoteRisk,
  type NegotiationTerms,
  type PricingCatalog,
  type QuotationDraft,
} from '../../src/domain/quotations/premium';
import {
  ignoreRuleDescription,
  type IgnoreDiscountRule,
  type PricingProducer,
  type RiskToPrice,
} from '../../src/domain/quotations/premium';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/concurrent';
import { companies, crops, modules, quotations, rates, taxVats, users, zones } from '../db/schema';
import { validationError } from '../http/errors';
import { rateKeyColumns } from '../rates/queries';
import { allRules } from '../settings/ignore-discounts';

/** A risk as stored or sent, in the engine's terms plus the department and crop ids it needs rates for. */
export interface RiskForPricing extends RiskToPrice {
  zoneId: number;
  doubleCropZoneId: number | null;
}

export interface Pricing {
  catalog: PricingCatalog;
  producer: PricingProducer;
  /** The coverages read (chosen ones and add-ons), as answered. */
  modules: ReadonlyMap<number, NegotiationModule>;
  names: PricingNames;
}

export const moduleColumns = {
  id: modules.id,
  description: modules.description,
  coverageType: modules.coverageType,
  harvest: modules.harvest,
  companyId: modules.companyId,
  companyName: companies.name,
  sortOrder: modules.sortOrder,
  allowMultipleRisks: modules.allowMultipleRisks,
};

interface ModuleRow {
  id: number;
  description: string;
  coverageType: NegotiationModule['coverageType'];
  harvest: string | null;
  companyId: number;
  companyName: string;
  sortOrder: number;
  allowMultipleRisks: 0 | 1;
}

export const serializeModule = (m: ModuleRow, splitValue: string | null = null): NegotiationModule => ({
  id: m.id,
  description: m.description,
  coverageType: m.coverageType,
  harvest: m.harvest,
  companyId: m.companyId,
  company: { id: m.companyId, name: m.companyName },
  sortOrder: m.sortOrder,
  allowMultipleRisks: m.allowMultipleRisks,
  splitValue,
});

export async function loadModules(db: DbOrTx, ids: readonly number[]): Promise<Map<number, NegotiationModule>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(moduleColumns)
    .from(modules)
    .innerJoin(companies, eq(companies.id, modules.companyId))
    .where(inArray(modules.id, [...new Set(ids)]));
  return new Map(rows.map((m) => [m.id, serializeModule(m)]));
}

/** Names of what a skip reason or an unpriced risk mentions. */
export interface PricingNames {
  crop: (id: number) => string;
  zone: (id: number) => string;
  company: (id: number) => string;
}

const named = (rows: readonly { id: number; name: string }[]) => {
  const map = new Map(rows.map((r) => [r.id, r.name]));
  return (id: number) => map.get(id) ?? String(id);
};

/** The ignore-discount rules, each with what it names (the reason a discount was not applied). */
async function ignoreRules(db: DbOrTx): Promise<IgnoreDiscountRule[]> {
  return (await allRules(db)).map((r) => ({
    moduleId: r.moduleId,
    cropId: r.cropId,
    provinceId: r.provinceId,
    zoneId: r.zoneId,
    description: ignoreRuleDescription({
      module: r.module?.description,
      crop: r.crop?.description,
      province: r.province?.name,
      zone: r.zone?.description,
    }),
  }));
}

/** Everything needed to price these risks with these coverages for this producer. */
export async function loadPricing(
  db: DbOrTx,
  producerId: number,
  moduleIds: readonly number[],
  risks: readonly RiskForPricing[],
): Promise<Pricing> {
  const allModuleIds = [...new Set([...moduleIds, ...risks.flatMap((r) => r.addonIds)])];
  const zoneIds = [...new Set(risks.flatMap((r) => [r.zoneId, r.doubleCropZoneId ?? r.zoneId]))];
  const cropIds = [...new Set(risks.flatMap((r) => [r.cropId, ...(r.doubleCrop ? [r.doubleCrop.cropId] : [])]))];
  const [moduleMap, rateRows, rules, taxes, [producer], cropNames, zoneNames, companyNames] = await readAll(db, [
    () => loadModules(db, allModuleIds),
    () =>
      allModuleIds.length && zoneIds.length
        ? db
            .select(rateKeyColumns)
            .from(rates)
            .where(and(inArray(rates.moduleId, allModuleIds), inArray(rates.zoneId, zoneIds), inArray(rates.cropId, cropIds)))
        : Promise.resolve([]),
    () => ignoreRules(db),
    () =>
      db
        .select({
          paymentMethodId: taxVats.paymentMethodId,
          rateOptionId: taxVats.rateOptionId,
          companyId: taxVats.companyId,
          hectarePriceCurrencyId: taxVats.hectarePriceCurrencyId,
          value: taxVats.value,
        })
        .from(taxVats),
    () =>
      db
        .select({ max: users.maxDiscountAllow, packs: users.allowDiscountsOnPacks, split: users.allowSplitCoverages })
        .from(users)
        .where(eq(users.id, producerId))
        .limit(1),
    () => db.select({ id: crops.id, name: crops.description }).from(crops).where(inArray(crops.id, cropIds)),
    () => db.select({ id: zones.id, name: zones.description }).from(zones).where(inArray(zones.id, zoneIds)),
    () => db.select({ id: companies.id, name: companies.name }).from(companies),
  ]);
  return {
    catalog: catalogOf({ modules: [...moduleMap.values()], rates: rateRows, ignoreRules: rules, taxes }),
    producer: {
      maxDiscountAllow: producer?.max ?? '0',
      allowDiscountsOnPacks: producer?.packs === 1,
      allowSplitCoverages: producer?.split === 1,
    },
    modules: moduleMap,
    names: { crop: named(cropNames), zone: named(zoneNames), company: named(companyNames) },
  };
}

/**
 * The engine's quotations of one risk; a negotiation it cannot price is a 422: on `rate_option_id`
 * (no tax row), or on the risk's field the engine names (`riskKey('discount')`).
 */
export function priceRisk(
  risk: RiskToPrice,
  terms: NegotiationTerms,
  pricing: Pricing,
  riskKey: (field: string) => string = (field) => field,
): QuotationDraft[] {
  try {
    return quoteRisk(risk, terms, pricing.producer, pricing.catalog);
  } catch (e) {
    if (e instanceof PricingError) throw validationError({ [e.riskField ? riskKey(e.riskField) : 'rate_option_id']: [e.message] });
    throw e;
  }
}

/** The columns a draft is stored with (every intermediate of the engine). */
export function quotationColumns(draft: QuotationDraft) {
  const { discountApplied, appliedDiscount: _applied, ...figures } = draft.figures;
  return {
    moduleId: draft.moduleId,
    rateId: draft.rateId,
    franchiseDeductible: draft.franchiseDeductible,
    isDoubleCropPart: draft.isDoubleCropPart ? 1 : 0,
    ...figures,
    discountApplied: discountApplied ? 1 : 0,
  } satisfies Partial<typeof quotations.$inferInsert>;
}

/** A draft as the wizard's preview shows it. */
export function previewOf(draft: QuotationDraft, pricing: Pricing): PreviewQuotation {
  const moduleOf = (id: number) => {
    const m = pricing.modules.get(id);
    if (!m) throw new Error(`module ${id} priced but not loaded`);
    return m;
  };
  const { discountApplied, appliedDiscount: _applied, ...figures } = draft.figures;
  return {
    module: moduleOf(draft.moduleId),
    franchiseDeductible: draft.franchiseDeductible,
    isDoubleCropPart: draft.isDoubleCropPart ? 1 : 0,
    hectarePrice: fmt(dec(draft.hectarePrice), 2),
    addons: draft.addons.map((a) => ({ module: moduleOf(a.moduleId), value: a.value })),
    ...figures,
    discountApplied: discountApplied ? 1 : 0,
  };
}
