// The rates spreadsheet (docs/rates-xlsx.md): one sheet 'Tasas', a header row, one rate a row.
// The only description of the layout: the import reads and the export writes through it.

import ExcelJS from 'exceljs';
import { normalizeSearch } from '../../src/domain/text';

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

type CellValue = ExcelJS.CellValue;

/** What a cell shows, for text columns: rich text joined, formulas by their result, numbers as typed. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in value) return cellText((value as { result?: CellValue }).result ?? null);
    if ('text' in value) return cellText((value as { text: CellValue }).text);
  }
  return '';
}

/** A number cell stays a number (the premium), anything else is its text. */
function cellScalar(value: CellValue): string | number | null {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') return value.result;
  const text = cellText(value);
  return text === '' ? null : text;
}

/** null when the header row is the layout's; else the Spanish reason. */
export function headerProblem(sheet: ExcelJS.Worksheet): string | null {
  const row = sheet.getRow(1);
  const found = RATE_COLUMNS.map((_, i) => cellText(row.getCell(i + 1).value));
  const ok = RATE_COLUMNS.every(
    (c, i) => normalizeSearch(found[i]) === normalizeSearch(c.header) || (i >= REQUIRED_COLUMNS && found[i] === ''),
  );
  if (ok) return null;
  const expected = RATE_COLUMNS.slice(0, REQUIRED_COLUMNS)
    .map((c) => c.header)
    .join(', ');
  return `Los encabezados de la hoja '${RATES_SHEET}' no son los esperados. La primera fila debe tener: ${expected} (y opcionalmente Aseguradora).`;
}

/** The sheet named 'Tasas' (accent/case-insensitive), if any. */
export function findRatesSheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet | undefined {
  return workbook.worksheets.find((s) => normalizeSearch(s.name) === normalizeSearch(RATES_SHEET));
}

/** Data rows (row 2 on) with their sheet row numbers; fully blank rows are skipped. */
export function readRateRows(sheet: ExcelJS.Worksheet): { rowNumber: number; row: RawRateRow }[] {
  const out: { rowNumber: number; row: RawRateRow }[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = RATE_COLUMNS.map((_, i) => r.getCell(i + 1).value);
    const row = Object.fromEntries(RATE_COLUMNS.map((c, i) => [c.key, cellText(cells[i])])) as RawRateRow;
    row.premiumValue = cellScalar(cells[RATE_COLUMNS.findIndex((c) => c.key === 'premium')]);
    if (RATE_COLUMNS.every((c) => row[c.key] === '')) return;
    out.push({ rowNumber, row });
  });
  return out;
}

/** A workbook with the 'Tasas' sheet holding `rows`, header first. */
export function buildRatesWorkbook(rows: Iterable<RateSheetRow>): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
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
