// POST /api/futures/import: a spreadsheet of futures settlement prices (Matba-Rofex 'Ajuste').
// The first sheet, one contract per row: column A the contract ('DLR/NOV26', 'SOJ.ROS/MAY27',
// 'MAI.ROS abr/2027', 'TRI.ROS/ENE27', 'DLR Contado'), column B the settlement price (a number, or
// es-AR text); a header row is skipped. Each contract's value is created or replaced, all in one
// transaction and recorded; rows that do not read are reported with their number.
import { and, eq, isNull } from 'drizzle-orm';
import { CROP_IDS } from '../../src/domain/coverages/crops';
import { parseDecimal, parseLocaleDecimal } from '../../src/domain/core/numbers';
import { marketValue } from '../../src/domain/market/schema';
import type { Db } from '../db/client';
import { futures } from '../db/schema';
import { recordChange } from '../db/audit';
import { followSelectedFuture } from '../settings/options';
import { inspectXlsx, XlsxRefused } from '../xlsx/inspect';
import { sheetRows, type SheetCell, type SheetRow } from '../xlsx/sheet-rows';
import { sheetFiles } from '../xlsx/workbook';
import { zipEntries } from '../xlsx/zip';

export const FUTURES_IMPORT_MAX_ROWS = 1000;
const MONTHS = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const TICKERS: Record<string, { kind: 'dollar' | 'crop'; cropId: number | null }> = {
  DLR: { kind: 'dollar', cropId: null },
  'SOJ.ROS': { kind: 'crop', cropId: CROP_IDS.soy },
  'MAI.ROS': { kind: 'crop', cropId: CROP_IDS.corn },
  'TRI.ROS': { kind: 'crop', cropId: CROP_IDS.wheat },
};

export type FuturesImportProblem = 'contrato' | 'valor';
export interface FuturesImportReport {
  imported: number;
  cant_errors: number;
  errors: { row_number: number; type: FuturesImportProblem }[];
}

export class FuturesFileError extends Error {}

interface Contract {
  option: string;
  kind: 'dollar' | 'crop';
  cropId: number | null;
  month: string | null;
}

/** 'SOJ.ROS/MAY27', 'SOJ.ROS may/2027', 'DLR Contado' -> the contract, or null. */
export function readContract(text: string): Contract | null {
  const s = text.trim().toUpperCase();
  if (s === 'DLR CONTADO') return { option: 'DLR Contado', kind: 'dollar', cropId: null, month: null };
  const m = /^(DLR|SOJ\.ROS|MAI\.ROS|TRI\.ROS)\s*[/ ]\s*([A-Z]{3})\s*\/?\s*(\d{2}|\d{4})$/.exec(s);
  const ticker = m && TICKERS[m[1]!];
  const month = m ? MONTHS.indexOf(m[2]!) : -1;
  if (!m || !ticker || month < 0) return null;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  // a contract of this century: 'ENE0000' is no month a date column can hold, 'ENE0001' no contract
  if (year < 2000 || year > 2099) return null;
  const label = `${MONTHS[month]!.toLowerCase()}/${year}`;
  return { option: `${m[1]} ${label}`, ...ticker, month: `${year}-${String(month + 1).padStart(2, '0')}-01` };
}

const cellText = (v: SheetCell | undefined) => (v == null ? '' : String(v));

/** The first sheet's rows (as the sheet stores them; rows without any value left out). */
async function firstSheetRows(file: Buffer): Promise<SheetRow[]> {
  const entries = await zipEntries(file);
  const [first] = await sheetFiles(entries);
  if (!first) throw new FuturesFileError('El archivo no tiene hojas.');
  const rows: SheetRow[] = [];
  for await (const r of sheetRows(file, first.path, entries)) if (r.cells.some((c) => c != null && c !== '')) rows.push(r);
  return rows;
}

export async function importFutures(db: Db, actorId: number, file: Buffer): Promise<FuturesImportReport> {
  try {
    const { totalRows } = await inspectXlsx(file, { maxUncompressedBytes: 20 * 2 ** 20, maxEntries: 200 });
    if (totalRows > FUTURES_IMPORT_MAX_ROWS) throw new FuturesFileError(`El archivo tiene más de ${FUTURES_IMPORT_MAX_ROWS} filas.`);
  } catch (err) {
    if (err instanceof XlsxRefused) throw new FuturesFileError('No se pudo leer el archivo.');
    throw err;
  }
  let sheet: SheetRow[];
  try {
    sheet = await firstSheetRows(file);
  } catch (err) {
    if (err instanceof XlsxRefused) throw new FuturesFileError('No se pudo leer el archivo.');
    throw err;
  }
  const rows = sheet.map(({ number: n, cells }) => {
    const a = cellText(cells[0]);
    const b = cells[1];
    const value = typeof b === 'number' ? parseDecimal(b) : parseLocaleDecimal(cellText(b));
    return { row: n, contract: readContract(a), value, header: n === 1 && !readContract(a) && value === undefined };
  });

  const report: FuturesImportReport = { imported: 0, cant_errors: 0, errors: [] };
  await db.transaction(async (tx) => {
    for (const r of rows) {
      if (r.header) continue;
      if (!r.contract) report.errors.push({ row_number: r.row, type: 'contrato' });
      else if (r.value === undefined || marketValue(r.value, true) === undefined) report.errors.push({ row_number: r.row, type: 'valor' });
      else {
        const c = r.contract;
        const where = and(
          eq(futures.kind, c.kind),
          c.cropId === null ? isNull(futures.cropId) : eq(futures.cropId, c.cropId),
          c.month === null ? isNull(futures.month) : eq(futures.month, c.month),
        );
        const [before] = await tx.select().from(futures).where(where).for('update');
        const [after] = before
          ? await tx.update(futures).set({ value: r.value, updatedAt: new Date() }).where(eq(futures.id, before.id)).returning()
          : await tx
              .insert(futures)
              .values({ ...c, value: r.value })
              .returning();
        if (before) await followSelectedFuture(tx, actorId, before, after!.value);
        await recordChange(tx, actorId, {
          entity: 'futures',
          entityId: after!.id,
          action: before ? 'update' : 'create',
          before: before ? { value: before.value } : null,
          after: { option: after!.option, value: after!.value },
        });
        report.imported += 1;
      }
    }
  });
  report.cant_errors = report.errors.length;
  return report;
}
