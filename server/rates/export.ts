// Rate export (docs/rules/rates.md#exportar-tasas): every rate of a campaign's coverages (optionally of one
// insurer) in the import's layout, so the file can be edited and imported back.

import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, crops, modules, provinces, rates, zones } from '../db/schema';
import { buildRatesWorkbook, type RateSheetRow } from './xlsx-layout';

/** The file, and how many rates it holds (none: only the header row, a sheet to fill in and import). */
export async function exportRates(db: Db, campaignId: number, companyId?: number): Promise<{ file: Buffer; rates: number }> {
  const where: SQL[] = [eq(modules.campaignId, campaignId)];
  if (companyId !== undefined) where.push(eq(modules.companyId, companyId));
  const rows = await db
    .select({
      coverage: modules.description,
      sancorId: modules.sancorId,
      province: provinces.name,
      department: zones.description,
      crop: crops.description,
      franchiseDeductible: rates.franchiseDeductible,
      premium: rates.amount,
      company: companies.name,
    })
    .from(rates)
    .innerJoin(modules, eq(modules.id, rates.moduleId))
    .innerJoin(companies, eq(companies.id, modules.companyId))
    .innerJoin(zones, eq(zones.id, rates.zoneId))
    .innerJoin(provinces, eq(provinces.id, zones.provinceId))
    .innerJoin(crops, eq(crops.id, rates.cropId))
    .where(and(...where))
    .orderBy(
      asc(modules.companyId),
      asc(modules.sortOrder),
      asc(modules.id),
      asc(provinces.name),
      asc(zones.description),
      asc(crops.id),
      asc(rates.franchiseDeductible),
      asc(rates.id),
    );
  const workbook = await buildRatesWorkbook(rows satisfies RateSheetRow[]);
  return { file: Buffer.from(await workbook.xlsx.writeBuffer()), rates: rows.length };
}
