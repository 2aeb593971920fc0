// POST /api/refinance-pdf and /api/refinance-excel: the financing of each crop as the screen
// shows it (header and pesos / dollars summary, the rows of src/domain/financing/rows.ts), named
// 'Financiación'; both name the client and the negotiation.
import type { FinancingResult } from '../../../src/domain/financing/entity';
import { count, date, figureText, money, text, type Figure } from '../../../src/domain/core/figures';
import { FINANCING_ROWS, financingHeader, type FinancingBlock } from '../../../src/domain/financing';
import { renderPdf, table } from './pdf';
import { addTableSheet, negotiationWorkbook, workbookBuffer } from './sheet';

export const FINANCING_FILE_NAME = 'Financiación';

const figureOf = (b: FinancingBlock, row: (typeof FINANCING_ROWS)[number]): Figure => ({ kind: row.kind, value: b[row.field] });

const subtitle = (r: FinancingResult) =>
  [
    `${r.negotiation.client} — Cotización N° ${r.negotiation.number}`,
    ...(r.withoutFuture.length ? [`Sin futuro para la fecha de vencimiento: ${r.withoutFuture.map((c) => c.crop).join(', ')}`] : []),
  ].join('\n');

export function financingPdf(r: FinancingResult, capital: string): Promise<Buffer> {
  const content = r.crops.flatMap((c) => [
    { text: c.crop, bold: true, fontSize: 11 },
    {
      text: financingHeader(c.pesos, capital, r.today)
        .map((h) => `${h.label}: ${figureText(h.figure)}`)
        .join(' · '),
    },
    table(
      ['Concepto', 'Pesos', ...(c.dollars ? ['Dólares'] : [])],
      FINANCING_ROWS.map((row) => [text(row.label), figureOf(c.pesos, row), ...(c.dollars ? [figureOf(c.dollars, row)] : [])]),
    ),
  ]);
  return renderPdf(FINANCING_FILE_NAME, subtitle(r), content);
}

/**
 * One table, one row per crop and loan (pesos, and dollars when asked): the header's figures and
 * every figure of the summary as a column, so each column holds one unit and can be summed.
 */
export async function financingExcel(r: FinancingResult, capital: string): Promise<Buffer> {
  const book = await negotiationWorkbook(`${FINANCING_FILE_NAME} ${r.negotiation.number}`, [
    { label: 'Cliente', figure: text(r.negotiation.client) },
    { label: 'Cotización N°', figure: count(r.negotiation.number) },
    { label: 'Fecha de operación', figure: date(r.today) },
    { label: 'Capital', figure: money(capital) },
    ...(r.withoutFuture.length
      ? [{ label: 'Sin futuro para la fecha de vencimiento', figure: text(r.withoutFuture.map((c) => c.crop).join(', ')) }]
      : []),
  ]);
  const first = r.crops[0];
  const headerLabels = first ? financingHeader(first.pesos, capital, r.today).map((h) => h.label) : [];
  const rows = r.crops.flatMap((c) => {
    const loans: [string, FinancingBlock][] = [
      ['Pesos', c.pesos],
      ...(c.dollars ? [['Dólares', c.dollars] as [string, FinancingBlock]] : []),
    ];
    const header = financingHeader(c.pesos, capital, r.today).map((h) => h.figure);
    return loans.map(([loan, block]) => [text(c.crop), text(loan), ...header, ...FINANCING_ROWS.map((row) => figureOf(block, row))]);
  });
  addTableSheet(book, FINANCING_FILE_NAME, ['Cultivo', 'Crédito', ...headerLabels, ...FINANCING_ROWS.map((row) => row.label)], rows);
  return workbookBuffer(book);
}
