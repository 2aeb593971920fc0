// Pricing stored risks and writing their quotations: finishing a negotiation, editing a risk and
// recalculating a quotation all go through here (inside the caller's transaction).
import { and, eq, inArray } from 'drizzle-orm';
import {
  PRICING_MESSAGES,
  skippedCoverages,
  skipReasonText,
  taxFor,
  type NegotiationTerms,
  type QuotationDraft,
} from '../../src/domain/quotations/premium';
import { wizardOf } from '../../src/domain/quotations/payment';
import type { FranchiseFilter } from '../../src/domain/quotations/choices';
import { dec } from '../../src/domain/core/decimal';
import type { NegotiationPreview, SkippedCoverage } from '../../src/domain/quotations/entity';
import { validationError } from '../http/errors';
import type { DbOrTx } from '../db/client';
import { inBatches } from '../db/rows';
import { negotiationModules, quotationAddons, quotations, quotationStatuses, riskAddons, risks, zones } from '../db/schema';
import { recordChanges, type Change } from '../db/audit';
import { loadPricing, previewOf, priceRisk, quotationColumns, type Pricing, type RiskForPricing } from './pricing';
import type { NegotiationRow } from './visibility';

export type RiskRow = typeof risks.$inferSelect;
/** A risk's columns as written (no id yet for a preview). */
export type RiskColumns = Omit<typeof risks.$inferInsert, 'id' | 'negotiationId'> & { id?: number };

/** Department -> province and insurer, for pricing and checking risks. */
export async function zonesById(db: DbOrTx, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .select({ id: zones.id, provinceId: zones.provinceId, companyId: zones.companyId })
        .from(zones)
        .where(inArray(zones.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((z) => [z.id, z]));
}

type ZoneMap = Awaited<ReturnType<typeof zonesById>>;

/** A risk in the engine's terms. */
export function pricingRisk(r: RiskColumns, addonIds: readonly number[], places: ZoneMap): RiskForPricing {
  const zoneId = r.zoneId ?? 0;
  const place = { zoneId, provinceId: places.get(zoneId)?.provinceId ?? 0 };
  const doubleZoneId = r.doubleCropZoneId ?? zoneId;
  const split = r.splitCoverages as Record<string, string> | null | undefined;
  return {
    companyId: r.companyId ?? 0,
    place,
    zoneId,
    doubleCropZoneId: r.isDoubleCrop ? doubleZoneId : null,
    cropId: r.cropId,
    hectares: r.numberOfHectares ?? '0',
    hectarePrice: r.hectarePrice ?? '0',
    currencyId: r.hectarePriceCurrencyId ?? 1,
    discount: r.discount ?? '0',
    addonIds,
    doubleCrop:
      r.isDoubleCrop && r.doubleCropId
        ? {
            cropId: r.doubleCropId,
            place: { zoneId: doubleZoneId, provinceId: places.get(doubleZoneId)?.provinceId ?? 0 },
            hectarePrice: r.doubleCropHectarePrice ?? '0',
          }
        : null,
    splitValues: split ? Object.fromEntries(Object.entries(split).map(([k, v]) => [Number(k), v])) : null,
  };
}

/** The negotiation's configuration and coverages, in the engine's terms (its type says whose wizard rules apply). */
export function termsOf(
  n: Pick<NegotiationRow, 'paymentMethodId' | 'rateOptionId' | 'correctionFactor' | 'fdFilter' | 'splitCoverages' | 'type'>,
  moduleIds: readonly number[],
): NegotiationTerms {
  return {
    paymentMethodId: n.paymentMethodId ?? 0,
    rateOptionId: n.rateOptionId ?? 0,
    correctionFactor: n.correctionFactor,
    fdFilter: n.fdFilter as FranchiseFilter,
    wizard: wizardOf(n.type),
    moduleIds,
    splitCoverages: n.splitCoverages === 1,
  };
}

/** The key of a risk's field in a 422 (`risks.0.discount`). */
const riskFieldKey = (index: number) => (field: string) => `risks.${index}.${field}`;

/** What the chosen coverages left out of one priced risk, and why it has no quotation at all (else null). */
function leftOut(
  risk: RiskForPricing,
  index: number,
  description: string | null | undefined,
  terms: NegotiationTerms,
  pricing: Pricing,
  drafts: readonly QuotationDraft[],
): { skipped: SkippedCoverage[]; unpriced: string | null } {
  const skipped = skippedCoverages(risk, terms, pricing.producer, pricing.catalog, drafts).flatMap(({ moduleId, reason }) => {
    const module = pricing.modules.get(moduleId);
    return module ? [{ module, reason: skipReasonText(reason, pricing.names) }] : [];
  });
  if (drafts.length) return { skipped, unpriced: null };
  const { crop, zone, company } = pricing.names;
  const label = `El riesgo ${index + 1} (${description || `${crop(risk.cropId)} en ${zone(risk.zoneId)}`})`;
  const ownChosen = terms.moduleIds.some((id) => {
    const m = pricing.modules.get(id);
    return m?.companyId === risk.companyId && m.coverageType !== 'addon';
  });
  const why = ownChosen
    ? skipped.map((s) => `${s.module.description}: ${s.reason}`).join(' ')
    : PRICING_MESSAGES.noCoverageOfInsurer(company(risk.companyId));
  return { skipped, unpriced: PRICING_MESSAGES.riskUnpriced(label, why) };
}

export async function moduleIdsOf(db: DbOrTx, negotiationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: negotiationModules.moduleId })
    .from(negotiationModules)
    .where(eq(negotiationModules.negotiationId, negotiationId));
  return rows.map((r) => r.id);
}

export async function addonIdsOf(db: DbOrTx, riskIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!riskIds.length) return out;
  const rows = await db
    .select()
    .from(riskAddons)
    .where(inArray(riskAddons.riskId, [...riskIds]));
  for (const r of rows) out.set(r.riskId, [...(out.get(r.riskId) ?? []), r.moduleId]);
  return out;
}

/** The engine's quotations of each risk, without writing anything (the wizard's last step). */
export async function previewRisks(
  db: DbOrTx,
  producerId: number,
  terms: NegotiationTerms,
  list: readonly { risk: RiskColumns; addonIds: readonly number[] }[],
): Promise<NegotiationPreview> {
  const places = await zonesById(
    db,
    list.flatMap(({ risk }) => [risk.zoneId ?? 0, risk.doubleCropZoneId ?? 0]),
  );
  const priced = list.map(({ risk, addonIds }) => pricingRisk(risk, addonIds, places));
  const pricing = await loadPricing(db, producerId, terms.moduleIds, priced);
  return {
    risks: priced.map((risk, index) => {
      const description = list[index]?.risk.description ?? null;
      const drafts = priceRisk(risk, terms, pricing, riskFieldKey(index));
      return {
        index,
        description,
        hectarePriceCurrencyId: risk.currencyId,
        quotations: drafts.map((d) => previewOf(d, pricing)),
        ...leftOut(risk, index, description, terms, pricing, drafts),
      };
    }),
  };
}

/**
 * Replaces the quotations of these stored risks by the engine's: quotations
 * with their add-ons and an 'initiated' status, each risk's tax flag, and one audit row per risk.
 * Answers the preview of what was written.
 */
export async function quoteStoredRisks(
  tx: DbOrTx,
  actorId: number,
  negotiation: NegotiationRow,
  riskRows: readonly RiskRow[],
  /** The coverages and add-ons when the caller just wrote them (otherwise read). */
  known?: { moduleIds: readonly number[]; addons: ReadonlyMap<number, readonly number[]> },
  /** The key of the i-th risk (or of its field) in a 422: `risks.0` by default. */
  riskKey: (index: number, field?: string) => string = (i, field) => (field ? `risks.${i}.${field}` : `risks.${i}`),
): Promise<NegotiationPreview> {
  const moduleIds = known?.moduleIds ?? (await moduleIdsOf(tx, negotiation.id));
  const terms = termsOf(negotiation, moduleIds);
  const addons =
    known?.addons ??
    (await addonIdsOf(
      tx,
      riskRows.map((r) => r.id),
    ));
  const places = await zonesById(
    tx,
    riskRows.flatMap((r) => [r.zoneId ?? 0, r.doubleCropZoneId ?? 0]),
  );
  const priced = riskRows.map((r) => pricingRisk(r, addons.get(r.id) ?? [], places));
  const pricing = await loadPricing(tx, negotiation.userId, moduleIds, priced);
  const drafts = priced.map((risk, i) => priceRisk(risk, terms, pricing, (field) => riskKey(i, field)));
  // A risk that no chosen coverage prices is refused, naming it: never a quotation without it in silence.
  const outcomes = priced.map((risk, i) => leftOut(risk, i, riskRows[i]?.description, terms, pricing, drafts[i] ?? []));
  const unpriced = Object.fromEntries(outcomes.flatMap((o, i) => (o.unpriced ? [[riskKey(i), [o.unpriced]]] : [])));
  if (Object.keys(unpriced).length) throw validationError(unpriced);

  const riskIds = riskRows.map((r) => r.id);
  if (riskIds.length) await tx.delete(quotations).where(inArray(quotations.riskId, riskIds));
  const rows = riskRows.flatMap((r, i) =>
    (drafts[i] ?? []).map((d) => ({ ...quotationColumns(d), negotiationId: negotiation.id, riskId: r.id, status: 'initiated' })),
  );
  const inserted: { id: number }[] = [];
  for (const batch of inBatches(rows)) inserted.push(...(await tx.insert(quotations).values(batch).returning({ id: quotations.id })));
  const flat = drafts.flat();
  const addonRows = inserted.flatMap((q, i) =>
    (flat[i]?.addons ?? []).map((a) => ({ quotationId: q.id, moduleId: a.moduleId, rateId: a.rateId, value: a.value })),
  );
  for (const batch of inBatches(addonRows)) await tx.insert(quotationAddons).values(batch);
  const statusRows = inserted.map((q) => ({ quotationId: q.id, description: 'initiated', userId: actorId }));
  for (const batch of inBatches(statusRows)) await tx.insert(quotationStatuses).values(batch);

  await setTaxFlags(tx, riskRows, terms, pricing);
  let next = 0;
  const changes: Change[] = riskRows.map((r, i) => {
    const count = drafts[i]?.length ?? 0;
    const ids = inserted.slice(next, next + count).map((q) => q.id);
    next += count;
    return { entity: 'risks', entityId: r.id, action: 'quote', after: { quotations: ids } };
  });
  await recordChanges(tx, actorId, changes);
  return {
    risks: riskRows.map((r, index) => ({
      index,
      description: r.description,
      hectarePriceCurrencyId: r.hectarePriceCurrencyId,
      quotations: (drafts[index] ?? []).map((d) => previewOf(d, pricing)),
      ...outcomes[index],
    })),
  };
}

/** The taxes % of a risk; none when no tax row exists (a risk no coverage of its insurer priced needs none). */
function taxOf(r: RiskRow, terms: NegotiationTerms, pricing: Pricing): string {
  try {
    return taxFor(pricing.catalog.taxes, terms.paymentMethodId, terms.rateOptionId, r.companyId ?? 0, r.hectarePriceCurrencyId);
  } catch {
    return '0';
  }
}

/** risks.applie_tax: whether taxes apply to the risk under the negotiation's payment terms. */
async function setTaxFlags(tx: DbOrTx, riskRows: readonly RiskRow[], terms: NegotiationTerms, pricing: Pricing) {
  const taxed: number[] = [];
  const untaxed: number[] = [];
  for (const r of riskRows) {
    (dec(taxOf(r, terms, pricing)).units > 0n ? taxed : untaxed).push(r.id);
  }
  if (taxed.length) await tx.update(risks).set({ applieTax: 1 }).where(inArray(risks.id, taxed));
  if (untaxed.length) await tx.update(risks).set({ applieTax: 0 }).where(inArray(risks.id, untaxed));
}

/** The draft that re-prices a stored quotation: same coverage, variant and crop part. */
export function matchingDraft(
  drafts: readonly QuotationDraft[],
  q: Pick<typeof quotations.$inferSelect, 'moduleId' | 'franchiseDeductible' | 'isDoubleCropPart'>,
) {
  return drafts.find(
    (d) =>
      d.moduleId === q.moduleId && d.franchiseDeductible === q.franchiseDeductible && (d.isDoubleCropPart ? 1 : 0) === q.isDoubleCropPart,
  );
}

/**
 * Re-prices the given quotations of one risk in place (risk edit, recalculate), from today's rates
 * and settings: each keeps its id and status history; its figures and add-ons are replaced.
 * Answers the ids the engine no longer prices (their rate is gone).
 */
export async function repriceQuotations(
  tx: DbOrTx,
  negotiation: NegotiationRow,
  risk: RiskRow,
  quotationRows: readonly (typeof quotations.$inferSelect)[],
): Promise<{ repriced: number[]; gone: number[] }> {
  const moduleIds = await moduleIdsOf(tx, negotiation.id);
  const terms = termsOf(negotiation, moduleIds);
  const addons = await addonIdsOf(tx, [risk.id]);
  const places = await zonesById(tx, [risk.zoneId ?? 0, risk.doubleCropZoneId ?? 0]);
  const priced = pricingRisk(risk, addons.get(risk.id) ?? [], places);
  const pricing = await loadPricing(tx, negotiation.userId, moduleIds, [priced]);
  const drafts = priceRisk(priced, terms, pricing);
  const repriced: number[] = [];
  const gone: number[] = [];
  for (const q of quotationRows) {
    const draft = matchingDraft(drafts, q);
    if (!draft) {
      gone.push(q.id);
      continue;
    }
    await tx
      .update(quotations)
      .set({ ...quotationColumns(draft), updatedAt: new Date() })
      .where(and(eq(quotations.id, q.id), eq(quotations.riskId, risk.id)));
    await tx.delete(quotationAddons).where(eq(quotationAddons.quotationId, q.id));
    if (draft.addons.length)
      await tx
        .insert(quotationAddons)
        .values(draft.addons.map((a) => ({ quotationId: q.id, moduleId: a.moduleId, rateId: a.rateId, value: a.value })));
    repriced.push(q.id);
  }
  return { repriced, gone };
}
