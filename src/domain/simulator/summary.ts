// The simulator's second table (docs/rules/simulator.md#pestañas):
// the quotations' money and quintal figures added up per crop and coverage. Each total is the
// exact sum of the figures shown per quotation (no re-rounding), so the table adds up on screen.
import { add, dec, fmt, ZERO, type Dec } from '../core/decimal';
import type { SimulatedQuotation } from './formula';

/** The figures the summary adds up (pesos, or quintals for exchangeCost, futureCost, difference). */
export const SUMMED_FIELDS = [
  'pesifyAmount',
  'tax',
  'taxPerception',
  'prizeWithoutTaxFuture',
  'costPlus',
  'exchangeCost',
  'futureCost',
  'difference',
  'costPrizeWithoutTax',
  'benefitObtained',
  'savingsWithIncomeTax',
  'totalSavings',
] as const satisfies readonly (keyof SimulatedQuotation)[];
export type SummedField = (typeof SUMMED_FIELDS)[number];

/** A figure no quotation of the group has (no future for the crop) stays null ('—'), not 0. */
export type ModuleSummary = { cropId: number; moduleId: number; quotations: number } & Record<SummedField, string | null>;

/** Totals per (crop, coverage), in the order they first appear; a figure none of them has stays null. */
export function summarizeByCropAndModule(rows: readonly SimulatedQuotation[]): ModuleSummary[] {
  const groups = new Map<string, { cropId: number; moduleId: number; quotations: number; sums: Record<SummedField, Dec | null> }>();
  for (const r of rows) {
    const key = `${r.cropId}:${r.moduleId}`;
    let g = groups.get(key);
    if (!g) {
      const sums = Object.fromEntries(SUMMED_FIELDS.map((f) => [f, null])) as Record<SummedField, Dec | null>;
      groups.set(key, (g = { cropId: r.cropId, moduleId: r.moduleId, quotations: 0, sums }));
    }
    g.quotations += 1;
    for (const f of SUMMED_FIELDS) {
      const v = r[f];
      if (v != null) g.sums[f] = add(g.sums[f] ?? ZERO, dec(v));
    }
  }
  return [...groups.values()].map((g) => ({
    cropId: g.cropId,
    moduleId: g.moduleId,
    quotations: g.quotations,
    ...(Object.fromEntries(SUMMED_FIELDS.map((f) => [f, g.sums[f] === null ? null : fmt(g.sums[f], 2)])) as Record<
      SummedField,
      string | null
    >),
  }));
}

/** The saving per crop (the chart): total savings of the crop's quotations, pesos at harvest. */
export function savingsByCrop(rows: readonly SimulatedQuotation[]): { cropId: number; totalSavings: string }[] {
  const out = new Map<number, Dec>();
  for (const r of rows) out.set(r.cropId, add(out.get(r.cropId) ?? ZERO, dec(r.totalSavings ?? '0')));
  return [...out].map(([cropId, total]) => ({ cropId, totalSavings: fmt(total, 2) }));
}
