// The simulator's and the financing's spreadsheets: each table a sheet with one header row and a
// row per item; every figure a number (a date a date) with a number format that shows its unit,
// so a column can be summed; Excel and LibreOffice show them with the user's own separators.
import type ExcelJS from 'exceljs';
import { dec, fmt, percentOf } from '../../../src/domain/core/decimal';
import { figureText, MISSING, type Figure, type FigureKind } from '../../../src/domain/core/figures';
import { loadExcelJS } from '../../xlsx/exceljs';

/** Excel number formats (the codes use ',' for thousands and '.' for decimals whatever the locale). */
export const NUMBER_FORMATS: Readonly<Record<Exclude<FigureKind, 'text'>, string>> = {
  number: '#,##0.00',
  count: '0',
  percent: '0.00%',
  money: '"$ "#,##0.00;-"$ "#,##0.00',
  usd: '"USD "#,##0.00;-"USD "#,##0.00',
  qq: '#,##0.00" QQ";-#,##0.00" QQ"',
  date: 'dd/mm/yyyy',
  month: 'mm/yyyy',
};

/** A figure as a cell: a number (a percentage as its fraction, as Excel's '%' wants it), a date, or a text. */
export function cellOf(f: Figure): { value: ExcelJS.CellValue; numFmt?: string } {
  if (f.value === null || f.value === '') return { value: MISSING };
  if (f.kind === 'text') return { value: String(f.value) };
  const numFmt = NUMBER_FORMATS[f.kind];
  if (f.kind === 'date' || f.kind === 'month') return { value: new Date(`${String(f.value).slice(0, 10)}T00:00:00Z`), numFmt };
  if (f.kind === 'percent') {
    const p = dec(String(f.value));
    return { value: Number(fmt(percentOf(p), p.scale + 2)), numFmt };
  }
  return { value: Number(f.value), numFmt };
}

/** A sheet of one table: the header row (bold, frozen, with filters) and one row per item. */
export function addTableSheet(book: ExcelJS.Workbook, name: string, header: string[], rows: Figure[][]): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const heading = sheet.addRow(header);
  heading.font = { bold: true };
  // a figures column's heading to the right, over its numbers
  header.forEach((_, i) => {
    if (rows[0]?.[i] && rows[0][i]!.kind !== 'text') heading.getCell(i + 1).alignment = { horizontal: 'right' };
  });
  for (const figures of rows) {
    const row = sheet.addRow([]);
    figures.forEach((f, i) => {
      const cell = row.getCell(i + 1);
      const { value, numFmt } = cellOf(f);
      cell.value = value;
      if (numFmt) cell.numFmt = numFmt;
      if (f.kind !== 'text' && value === MISSING) cell.alignment = { horizontal: 'right' };
    });
  }
  if (rows.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  header.forEach((h, i) => {
    const widest = Math.max(h.length, ...rows.map((r) => (r[i] ? figureText(r[i]!).length : 0)));
    sheet.getColumn(i + 1).width = Math.min(Math.max(widest + 2, 10), 48);
  });
  return sheet;
}

/** The workbook of a negotiation: its properties and a first sheet 'Datos' naming the client, the quotation and the date. */
export async function negotiationWorkbook(title: string, facts: { label: string; figure: Figure }[]): Promise<ExcelJS.Workbook> {
  const book = new (await loadExcelJS()).Workbook();
  book.creator = 'Cotizador Agro';
  book.title = title;
  addTableSheet(
    book,
    'Datos',
    ['Dato', 'Valor'],
    facts.map((f) => [{ kind: 'text', value: f.label }, f.figure]),
  );
  return book;
}

export async function workbookBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}
