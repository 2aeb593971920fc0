// POST /api/refinance-pdf and /api/refinance-excel: the financing of each crop as the screen
// shows it (header and pesos / dollars summary), es-AR numbers; files named 'Financiación'.
import type { FinancingResult } from '../../../src/domain/entities/financing';
import { FINANCING_ROWS, type FinancingBlock } from '../../../src/domain/financing';
import { formatDate, formatNumber, formatPercent } from '../../../src/domain/format';
import { renderPdf, table } from './pdf';
import { loadExcelJS } from '../../services/xlsx/exceljs';

export const FINANCING_FILE_NAME = 'Financiación';

const show = (b: FinancingBlock, row: (typeof FINANCING_ROWS)[number]) => {
  const v = b[row.field];
  return row.kind === 'money' ? `$ ${formatNumber(v)}` : row.kind === 'percent' ? formatPercent(v) : formatNumber(v);
};

function sections(r: FinancingResult, capital: string) {
  return r.crops.map((c) => ({
    title: c.crop,
    header: `Capital: $ ${formatNumber(capital)} · TNA pesos: ${formatPercent(c.pesos.tna_pesos)} · TNA dólares: ${formatPercent(c.pesos.tna_dollars)} · Fecha de operación: ${formatDate(r.today)} · Vencimiento del cultivo: ${formatDate(c.pesos.crop_exp_date)} · Vencimiento del dólar: ${formatDate(c.pesos.dollar_exp_date)}`,
    columns: ['', 'Pesos', ...(c.dollars ? ['Dólares'] : [])],
    rows: FINANCING_ROWS.map((row) => [row.label, show(c.pesos, row), ...(c.dollars ? [show(c.dollars, row)] : [])]),
  }));
}

const subtitle = (r: FinancingResult) =>
  r.withoutFuture.length ? `Sin futuro para la fecha de vencimiento: ${r.withoutFuture.map((c) => c.crop).join(', ')}` : '';

export function financingPdf(r: FinancingResult, capital: string): Promise<Buffer> {
  const content = sections(r, capital).flatMap((s) => [
    { text: s.title, bold: true, fontSize: 11 },
    { text: s.header },
    table(s.columns, s.rows),
  ]);
  return renderPdf(FINANCING_FILE_NAME, subtitle(r), content);
}

export async function financingExcel(r: FinancingResult, capital: string): Promise<Buffer> {
  const book = new (await loadExcelJS()).Workbook();
  for (const s of sections(r, capital)) {
    const sheet = book.addWorksheet(s.title);
    sheet.addRow([s.title]).font = { bold: true };
    sheet.addRow([s.header]);
    sheet.addRow(s.columns).font = { bold: true };
    for (const row of s.rows) sheet.addRow(row);
    sheet.getColumn(1).width = 44;
    sheet.getColumn(2).width = 20;
    sheet.getColumn(3).width = 20;
  }
  if (!r.crops.length) book.addWorksheet(FINANCING_FILE_NAME).addRow([subtitle(r)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
