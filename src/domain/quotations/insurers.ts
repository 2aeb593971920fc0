// Each risk is quoted with the coverages of its own insurer (docs/rules/quotations.md#coberturas-y-adicionales;
// the premium engine skips the others): a coverage is worth choosing only when some risk is of its insurer.

/** The coverages some risk can be quoted with: those of the risks' insurers (each risk's `company_id`). */
export function coveragesForRisks<C extends { companyId: number }>(coverages: readonly C[], riskInsurers: readonly unknown[]): C[] {
  const insurers = new Set(riskInsurers.map(String));
  return coverages.filter((c) => insurers.has(String(c.companyId)));
}
