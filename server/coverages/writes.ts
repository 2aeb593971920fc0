// Creating, editing and deleting coverages (modules): one transaction each, recorded in the audit log.
import { and, eq, sql } from 'drizzle-orm';
import type { Harvest } from '../../src/domain/coverages/crops';
import type { Coverage } from '../../src/domain/coverages/entity';
import { COVERAGE_MESSAGES, type CoverageData } from '../../src/domain/coverages/schema';
import { normalizeSearch } from '../../src/domain/core/text';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { campaigns, companies, crops, modules, rates, zones } from '../db/schema';
import { HttpError, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { loadModule } from './queries';
import { sanitizeRichText } from '../settings/sanitize';

export const MODULE_IN_USE = 'La cobertura no puede eliminarse porque hay cotizaciones que la usan.';
export const MODULE_COMPANY_HAS_RATES = 'La cobertura tiene tasas de departamentos de su aseguradora: no puede cambiar de aseguradora.';

/** The crop's harvest, after checking that crop, insurer and campaign exist (422 otherwise). */
async function checkReferences(db: DbOrTx, data: CoverageData): Promise<Harvest> {
  const [crop] = await db.select({ harvest: crops.harvest }).from(crops).where(eq(crops.id, data.cropId));
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, data.companyId));
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, data.campaignId));
  const errors: Record<string, string[]> = {};
  if (!crop) errors.cropId = [COVERAGE_MESSAGES.select];
  if (!company) errors.companyId = [COVERAGE_MESSAGES.select];
  if (!campaign) errors.campaignId = [COVERAGE_MESSAGES.select];
  if (!crop || Object.keys(errors).length) throw validationError(errors);
  return crop.harvest;
}

function values(data: CoverageData, harvest: Harvest) {
  return {
    description: data.description,
    coverageType: data.coverageType,
    harvest,
    cropId: data.cropId,
    companyId: data.companyId,
    campaignId: data.campaignId,
    sancorId: data.sancorId,
    video: data.video,
    // shown in the quotation PDFs: cleaned like the PDF notes (no script, no event handlers)
    pdfDescription: data.pdfDescription === null ? null : sanitizeRichText(data.pdfDescription) || null,
    allowMultipleRisks: data.allowMultipleRisks,
    sortOrder: data.sortOrder,
    searchText: normalizeSearch(data.description),
  };
}

export async function createModule(db: Db, actor: AuthUser, data: CoverageData): Promise<Coverage> {
  return db.transaction(async (tx) => {
    const harvest = await checkReferences(tx, data);
    const { id } = firstRow(await tx.insert(modules).values(values(data, harvest)).returning({ id: modules.id }));
    const created = await loadModule(tx, id);
    await recordChange(tx, actor.id, { entity: 'modules', entityId: id, action: 'create', after: created });
    return created;
  });
}

/** Its rates are of its insurer's departments: a coverage with rates keeps its insurer. */
async function assertCompanyChangeAllowed(tx: DbOrTx, id: number, companyId: number) {
  const [other] = await tx
    .select({ id: rates.id })
    .from(rates)
    .innerJoin(zones, eq(zones.id, rates.zoneId))
    .where(and(eq(rates.moduleId, id), sql`${zones.companyId} <> ${companyId}`))
    .limit(1);
  if (other) throw validationError({ companyId: [MODULE_COMPANY_HAS_RATES] });
}

export async function updateModule(db: Db, actor: AuthUser, id: number, data: CoverageData): Promise<Coverage> {
  return db.transaction(async (tx) => {
    const before = await loadModule(tx, id);
    const harvest = await checkReferences(tx, data);
    if (data.companyId !== before.companyId) await assertCompanyChangeAllowed(tx, id, data.companyId);
    await tx
      .update(modules)
      .set({ ...values(data, harvest), updatedAt: new Date() })
      .where(eq(modules.id, id));
    const after = await loadModule(tx, id);
    await recordChange(tx, actor.id, { entity: 'modules', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Quotations, negotiations and add-ons keep their coverage: such a coverage cannot go. */
async function moduleInUse(db: DbOrTx, id: number): Promise<boolean> {
  const res = await db.execute(sql`select (
      exists (select 1 from negotiation_modules where module_id = ${id})
      or exists (select 1 from quotations where module_id = ${id})
      or exists (select 1 from risk_addons where module_id = ${id})
      or exists (select 1 from quotation_addons where module_id = ${id})
    ) as used`);
  return Boolean((res as unknown as { rows: { used: boolean }[] }).rows[0]?.used);
}

const isForeignKeyViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23503' || err?.cause?.code === '23503';
};

/** Deletes a coverage and its rates (foreign key cascade); 409 while something uses it. */
export async function deleteModule(db: Db, actor: AuthUser, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await loadModule(tx, id);
      if (await moduleInUse(tx, id)) throw new HttpError(409, MODULE_IN_USE);
      await tx.delete(modules).where(eq(modules.id, id));
      await recordChange(tx, actor.id, { entity: 'modules', entityId: id, action: 'delete', before });
    });
  } catch (e) {
    if (isForeignKeyViolation(e)) throw new HttpError(409, MODULE_IN_USE);
    throw e;
  }
}
