// The rates spreadsheet (docs/rates-xlsx.md): one sheet 'Tasas', a header row, one rate a row.
// The only description of the layout: the import reads (streaming) and the export writes through it.

import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../xlsx/exceljs';
import { normalizeSearch } from '../../src/domain/core/text';
import { sheetRows, type SheetCell, type SheetRow } from '../xlsx/sheet-rows';
import { sheetFiles } from '../xlsx/workbook';
import { XlsxRefused, zipEntries } from '../xlsx/zip';

export const RATES_SHEET = 'Tasas';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface RateSheetRow {
  /** Module description. */
  coverage: string;
  /** The module's Sancor id; matches the module when present. */
  sancorId: number | null;
  province: string;
  /** Zone description. */
  department: string;
  crop: string;
  franchiseDeductible: string;
  /** Premium % as an exact decimal string ('4.75'). */
  premium: string;
  /** Insurer name: written by the export; a row of another insurer is not imported. */
  company?: string;
}

/** Columns in order. The last one (Aseguradora) may be missing from a file. */
export const RATE_COLUMNS = [
  { key: 'coverage', header: 'Cobertura', width: 44 },
  { key: 'sancorId', header: 'Sancor ID', width: 11 },
  { key: 'province', header: 'Provincia', width: 22 },
  { key: 'department', header: 'Departamento', width: 28 },
  { key: 'crop', header: 'Cultivo', width: 12 },
  { key: 'franchiseDeductible', header: 'Franquicia/Deducible', width: 22 },
  { key: 'premium', header: 'Prima (%)', width: 11 },
  { key: 'company', header: 'Aseguradora', width: 16 },
] as const satisfies readonly { key: keyof RateSheetRow; header: string; width: number }[];

const REQUIRED_COLUMNS = RATE_COLUMNS.length - 1;

export type RateColumnKey = (typeof RATE_COLUMNS)[number]['key'];

/** A data row as read: each column's text (premium keeps a number cell as a number). */
export type RawRateRow = Record<RateColumnKey, string> & { premiumValue: string | number | null };

/** What a cell shows, for text columns. */
export function cellText(value: SheetCell | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/** A number cell stays a number (the premium), anything else is its text. */
function cellScalar(value: SheetCell | undefined): string | number | null {
  if (typeof value === 'number') return value;
  const text = cellText(value);
  return text === '' ? null : text;
}

/** null when the header row (row 1, absent when the sheet has none) is the layout's; else the Spanish reason. */
export function headerProblem(row: SheetRow | undefined): string | null {
  const found = RATE_COLUMNS.map((_, i) => cellText(row?.cells[i]));
  const ok = RATE_COLUMNS.every(
    (c, i) => normalizeSearch(found[i]) === normalizeSearch(c.header) || (i >= REQUIRED_COLUMNS && found[i] === ''),
  );
  if (ok) return null;
  const expected = RATE_COLUMNS.slice(0, REQUIRED_COLUMNS)
    .map((c) => c.header)
    .join(', ');
  return `Los encabezados de la hoja '${RATES_SHEET}' no son los esperados. La primera fila debe tener: ${expected} (y opcionalmente Aseguradora).`;
}

/** The sheet named 'Tasas' (accent/case-insensitive). */
export const isRatesSheet = (name: string) => normalizeSearch(name) === normalizeSearch(RATES_SHEET);

const PREMIUM_COLUMN = RATE_COLUMNS.findIndex((c) => c.key === 'premium');

/** A data row's columns, or null when every column is blank. */
export function rawRateRow(r: SheetRow): RawRateRow | null {
  const row = Object.fromEntries(RATE_COLUMNS.map((c, i) => [c.key, cellText(r.cells[i])])) as RawRateRow;
  row.premiumValue = cellScalar(r.cells[PREMIUM_COLUMN]);
  return RATE_COLUMNS.every((c) => row[c.key] === '') ? null : row;
}

/** Why a workbook cannot be read as a rates file (the messages say it; the import adds that nothing was imported). */
export class RatesFileError extends Error {}

export const CORRUPT_FILE_REASON = 'El archivo XLSX está dañado o no se puede leer.';
export const NO_SHEET_REASON = `El archivo no tiene la hoja '${RATES_SHEET}'.`;

/**
 * The 'Tasas' sheet's data rows (row 2 on, fully blank rows skipped) with their sheet row
 * numbers, streamed: the sheet is read as it is inflated, never whole. Throws RatesFileError
 * for a damaged file, a missing sheet or other headers.
 */
export async function* streamRateRows(file: Buffer): AsyncGenerator<{ rowNumber: number; row: RawRateRow }> {
  try {
    const entries = await zipEntries(file);
    const sheet = (await sheetFiles(entries)).find((s) => isRatesSheet(s.name));
    if (!sheet) throw new RatesFileError(NO_SHEET_REASON);
    let header = true;
    for await (const r of sheetRows(file, sheet.path, entries)) {
      if (header) {
        header = false;
        const problem = headerProblem(r.number === 1 ? r : undefined);
        if (problem) throw new RatesFileError(problem);
        if (r.number === 1) continue;
      }
      const row = rawRateRow(r);
      if (row) yield { rowNumber: r.number, row };
    }
    if (header) throw new RatesFileError(headerProblem(undefined) ?? NO_SHEET_REASON);
  } catch (err) {
    if (err instanceof XlsxRefused) throw new RatesFileError(CORRUPT_FILE_REASON);
    throw err;
  }
}

/** A workbook with the 'Tasas' sheet holding `rows`, header first. */
export async function buildRatesWorkbook(rows: Iterable<RateSheetRow>): Promise<ExcelJS.Workbook> {
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = 'Cotizador Agro';
  const sheet = workbook.addWorksheet(RATES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = RATE_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('premium').numFmt = '0.00##';
  for (const r of rows) {
    sheet.addRow({ ...r, sancorId: r.sancorId ?? null, premium: Number(r.premium), company: r.company ?? '' });
  }
  return workbook;
}
