// Rate import (administration-area.md 5 'Rate import', 7): reads the 'Tasas' sheet, checks
// every row against the campaign's coverages of one insurer, and writes the good rows in one
// transaction: a (coverage, department, crop, franchise/deductible) that exists gets the new
// premium, any other row is a new rate.

import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { normalizeSearch } from '../../src/domain/text';
import { parseRateAmount } from '../../src/domain/schemas/rate';
import type { ImportReport, ImportRowError } from '../../src/domain/schemas/rates-import';
import type { Db } from '../db/client';
import { companies, crops, modules, provinces, rates, zones } from '../db/schema';
import { findRatesSheet, headerProblem, RATES_SHEET, readRateRows, type RawRateRow } from './rates-xlsx-layout';

/** Rows written per statement; progress is reported after each chunk. */
export const IMPORT_CHUNK = 1000;

export const FILE_TYPE_MESSAGE = 'Tipo de archivo inválido / Seleccione un archivo XLSX';
export const CORRUPT_FILE_MESSAGE = 'El archivo XLSX está dañado o no se puede leer. No se importó ninguna tasa.';
export const NO_SHEET_MESSAGE = `El archivo no tiene la hoja '${RATES_SHEET}'. No se importó ninguna tasa.`;
export const SAVE_FAILED_MESSAGE = 'No se pudieron guardar las tasas. No se importó ninguna.';

/** The file cannot be imported at all (its reason is the user's message). */
export class ImportFileError extends Error {}

/** An XLSX is a zip: 'PK\x03\x04' first. */
export const looksLikeXlsx = (file: Buffer) =>
  file.length > 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;

export async function readWorkbook(file: Buffer): Promise<{ rowNumber: number; row: RawRateRow }[]> {
  if (!looksLikeXlsx(file)) throw new ImportFileError(FILE_TYPE_MESSAGE);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError(CORRUPT_FILE_MESSAGE);
  }
  const sheet = findRatesSheet(workbook);
  if (!sheet) throw new ImportFileError(NO_SHEET_MESSAGE);
  const problem = headerProblem(sheet);
  if (problem) throw new ImportFileError(`${problem} No se importó ninguna tasa.`);
  return readRateRows(sheet);
}

interface Lookups {
  companyName: string;
  modulesBySancorId: Map<number, number>;
  modulesByName: Map<string, number[]>;
  provinces: Set<string>;
  /** normalized 'province|department' -> zone id */
  zones: Map<string, number>;
  crops: Map<string, number>;
  /** rateKey -> ids and premium of the existing rates */
  existing: Map<string, { ids: number[]; amount: string }>;
}

const rateKey = (moduleId: number, zoneId: number, cropId: number, fd: string) => `${moduleId}|${zoneId}|${cropId}|${normalizeSearch(fd)}`;

/** '4.7500' and '4.75' are the same premium. */
const canonical = (amount: string) => (amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount);

async function loadLookups(db: Db, campaignId: number, companyId: number): Promise<Lookups> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const moduleRows = await db
    .select({ id: modules.id, description: modules.description, sancorId: modules.sancorId })
    .from(modules)
    .where(and(eq(modules.campaignId, campaignId), eq(modules.companyId, companyId)));
  const zoneRows = await db
    .select({ id: zones.id, description: zones.description, province: provinces.name })
    .from(zones)
    .innerJoin(provinces, eq(provinces.id, zones.provinceId))
    .where(eq(zones.companyId, companyId));
  const provinceRows = await db.select({ name: provinces.name }).from(provinces);
  const cropRows = await db.select({ id: crops.id, description: crops.description }).from(crops);
  const rateRows = await db
    .select({
      id: rates.id,
      moduleId: rates.moduleId,
      zoneId: rates.zoneId,
      cropId: rates.cropId,
      fd: rates.franchiseDeductible,
      amount: rates.amount,
    })
    .from(rates)
    .innerJoin(modules, eq(modules.id, rates.moduleId))
    .where(and(eq(modules.campaignId, campaignId), eq(modules.companyId, companyId)));

  const modulesByName = new Map<string, number[]>();
  for (const m of moduleRows) {
    const key = normalizeSearch(m.description);
    modulesByName.set(key, [...(modulesByName.get(key) ?? []), m.id]);
  }
  const existing = new Map<string, { ids: number[]; amount: string }>();
  for (const r of rateRows) {
    const key = rateKey(r.moduleId, r.zoneId, r.cropId, r.fd);
    const entry = existing.get(key);
    if (entry) entry.ids.push(r.id);
    else existing.set(key, { ids: [r.id], amount: canonical(r.amount) });
  }
  return {
    companyName: company?.name ?? '',
    modulesBySancorId: new Map(moduleRows.filter((m) => m.sancorId !== null).map((m) => [m.sancorId!, m.id])),
    modulesByName,
    provinces: new Set(provinceRows.map((p) => normalizeSearch(p.name))),
    zones: new Map(zoneRows.map((z) => [`${normalizeSearch(z.province)}|${normalizeSearch(z.description)}`, z.id])),
    crops: new Map(cropRows.map((c) => [normalizeSearch(c.description), c.id])),
    existing,
  };
}

interface GoodRow {
  moduleId: number;
  zoneId: number;
  cropId: number;
  franchiseDeductible: string;
  amount: string;
}

/** The row's rate, or every reason it cannot be imported. */
function checkRow(row: RawRateRow, l: Lookups): GoodRow | string[] {
  const reasons: string[] = [];
  let moduleId: number | undefined;
  if (row.company !== '' && normalizeSearch(row.company) !== normalizeSearch(l.companyName)) {
    reasons.push(`Aseguradora distinta de la elegida: ${row.company}`);
  }
  if (row.sancorId !== '') {
    const sancorId = /^\d{1,9}$/.test(row.sancorId) ? Number(row.sancorId) : NaN;
    moduleId = l.modulesBySancorId.get(sancorId);
    if (moduleId === undefined) reasons.push(`Sancor ID inexistente: ${row.sancorId}`);
  } else if (row.coverage === '') {
    reasons.push('Cobertura vacía');
  } else {
    const ids = l.modulesByName.get(normalizeSearch(row.coverage)) ?? [];
    if (ids.length === 1) moduleId = ids[0];
    else if (ids.length === 0) reasons.push(`Cobertura inexistente: ${row.coverage}`);
    else reasons.push(`Cobertura repetida en la campaña, indique su Sancor ID: ${row.coverage}`);
  }
  let zoneId: number | undefined;
  if (row.province === '') reasons.push('Provincia vacía');
  else if (!l.provinces.has(normalizeSearch(row.province))) reasons.push(`Provincia inexistente: ${row.province}`);
  else if (row.department === '') reasons.push('Departamento vacío');
  else {
    zoneId = l.zones.get(`${normalizeSearch(row.province)}|${normalizeSearch(row.department)}`);
    if (zoneId === undefined) reasons.push(`Departamento inexistente: ${row.department}`);
  }
  const cropId = row.crop === '' ? undefined : l.crops.get(normalizeSearch(row.crop));
  if (row.crop === '') reasons.push('Cultivo vacío');
  else if (cropId === undefined) reasons.push(`Cultivo inexistente: ${row.crop}`);
  const franchiseDeductible = row.franchiseDeductible.replace(/\s+/g, ' ').trim();
  if (franchiseDeductible === '') reasons.push('Deducible/Franquicia inválida');
  const amount = parseRateAmount(row.premiumValue ?? '');
  if (row.premiumValue === null) reasons.push('Prima vacía');
  else if (amount === undefined) reasons.push(`Prima inválida: ${row.premium}`);
  if (reasons.length) return reasons;
  return { moduleId: moduleId!, zoneId: zoneId!, cropId: cropId!, franchiseDeductible, amount: amount! };
}

interface Plan {
  inserts: (GoodRow & { rows: number })[];
  updates: { ids: number[]; amount: string; rows: number }[];
  /** rows of the file that change nothing (same premium) */
  unchanged: number;
}

/** One write per distinct rate: a rate repeated in the file takes its last row's premium. */
function plan(goodRows: GoodRow[], existing: Lookups['existing']): Plan {
  const inserts = new Map<string, GoodRow & { rows: number }>();
  const updates = new Map<string, { ids: number[]; amount: string; rows: number }>();
  let unchanged = 0;
  for (const g of goodRows) {
    const key = rateKey(g.moduleId, g.zoneId, g.cropId, g.franchiseDeductible);
    const found = existing.get(key);
    if (!found) {
      const prev = inserts.get(key);
      inserts.set(key, { ...g, rows: (prev?.rows ?? 0) + 1 });
    } else if (updates.has(key) || canonical(g.amount) !== found.amount) {
      const prev = updates.get(key);
      updates.set(key, { ids: found.ids, amount: g.amount, rows: (prev?.rows ?? 0) + 1 });
    } else {
      unchanged += 1;
    }
  }
  return { inserts: [...inserts.values()], updates: [...updates.values()], unchanged };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ImportProgress {
  totalRows: number;
  processedRows: number;
}

export interface ImportOutcome {
  report: ImportReport;
  totalRows: number;
}

/**
 * Imports the parsed rows into the campaign's coverages of `companyId`. Bad rows are reported;
 * the good ones are written in one transaction (all or none: a database failure throws).
 * `onProgress` runs once the rows are checked and after each written chunk.
 */
export async function importRates(
  db: Db,
  parsed: { rowNumber: number; row: RawRateRow }[],
  campaignId: number,
  companyId: number,
  onProgress: (p: ImportProgress) => void = () => {},
): Promise<ImportOutcome> {
  const totalRows = parsed.length;
  const lookups = await loadLookups(db, campaignId, companyId);
  const errors: ImportRowError[] = [];
  const good: GoodRow[] = [];
  for (const { rowNumber, row } of parsed) {
    const checked = checkRow(row, lookups);
    if (Array.isArray(checked)) errors.push({ row_number: rowNumber, type: checked.join('; ') });
    else good.push(checked);
  }
  const { inserts, updates, unchanged } = plan(good, lookups.existing);
  let processed = errors.length + unchanged;
  onProgress({ totalRows, processedRows: processed });

  await db.transaction(async (tx) => {
    for (const chunk of chunks(inserts, IMPORT_CHUNK)) {
      const json = JSON.stringify(chunk.map((r) => [r.moduleId, r.zoneId, r.cropId, r.franchiseDeductible, r.amount]));
      await tx.execute(sql`
        insert into rates (module_id, zone_id, crop_id, franchise_deductible, amount, description)
        select (r->>0)::int, (r->>1)::int, (r->>2)::int, r->>3, (r->>4)::numeric, ' '
        from json_array_elements(${json}::json) as r`);
      processed += chunk.reduce((n, r) => n + r.rows, 0);
      onProgress({ totalRows, processedRows: processed });
    }
    for (const chunk of chunks(updates, IMPORT_CHUNK)) {
      const json = JSON.stringify(chunk.flatMap((u) => u.ids.map((id) => [id, u.amount])));
      await tx.execute(sql`
        update rates set amount = (v.r->>1)::numeric, updated_at = now()
        from json_array_elements(${json}::json) as v(r)
        where rates.id = (v.r->>0)::int`);
      processed += chunk.reduce((n, u) => n + u.rows, 0);
      onProgress({ totalRows, processedRows: processed });
    }
  });

  return { totalRows, report: { rates_imported: good.length, cant_errors: errors.length, errors } };
}
