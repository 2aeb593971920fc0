// POST /api/simulator-pdf/{id} and /api/simulator-excel/{id}: the simulation's tables as the
// screen shows them (the quotations the Resumen filter keeps; the columns of
// src/domain/simulator/columns.ts), named after the negotiation number.
import type { SimulatorResult } from '../../../src/domain/simulator/entity';
import { count, date, text, type Figure } from '../../../src/domain/core/figures';
import { cashColumns, moduleColumns, rofexLines, simulatorColumns, type SimulatorColumn } from '../../../src/domain/simulator/columns';
import { renderPdf, table } from './pdf';
import { addTableSheet, negotiationWorkbook, workbookBuffer } from './sheet';

interface FiguresTable {
  title: string;
  header: string[];
  rows: Figure[][];
}

function figures<T>(title: string, columns: SimulatorColumn<T>[], rows: T[], forPdf: boolean): FiguresTable {
  const shown = forPdf ? columns.filter((c) => c.inPdf !== false) : columns;
  return {
    title,
    header: shown.map((c) => (forPdf ? (c.short ?? c.label) : c.label)),
    rows: rows.map((r) => shown.map((c) => c.figure(r))),
  };
}

/** The tables of the file: the PDF's narrow page leaves some columns out and uses short headings. */
function tables(r: SimulatorResult, forPdf: boolean): FiguresTable[] {
  const kept = r.quotations.filter((q) => q.filtered);
  return [
    figures('Simulador', simulatorColumns, kept, forPdf),
    figures('Por cultivo y cobertura', moduleColumns, r.modules, forPdf),
    figures('Pago Contado', cashColumns, kept, forPdf),
    {
      title: 'Valores del ROFEX',
      header: ['Valor', 'Importe', 'Fecha'],
      rows: rofexLines(r.rofex).map((l) => [text(l.label), l.value, l.when]),
    },
  ];
}

export const simulatorFileName = (r: SimulatorResult, ext: 'pdf' | 'xlsx') => `Simulación ${r.negotiation.number}.${ext}`;
const subtitle = (r: SimulatorResult) => `${r.negotiation.client} — Cotización N° ${r.negotiation.number}`;

export function simulatorPdf(r: SimulatorResult): Promise<Buffer> {
  const content = tables(r, true).flatMap((t) => [{ text: t.title, bold: true, fontSize: 10 }, table(t.header, t.rows)]);
  return renderPdf('Simulador de pagos', subtitle(r), content);
}

/** `today`: the day of the simulation (Argentina), named in the first sheet. */
export async function simulatorExcel(r: SimulatorResult, today: string): Promise<Buffer> {
  const book = await negotiationWorkbook(`Simulación ${r.negotiation.number}`, [
    { label: 'Cliente', figure: text(r.negotiation.client) },
    { label: 'Cotización N°', figure: count(r.negotiation.number) },
    { label: 'Fecha de la simulación', figure: date(today) },
    { label: 'Pizarra del', figure: date(r.rofex.board.date) },
  ]);
  for (const t of tables(r, false)) addTableSheet(book, t.title, t.header, t.rows);
  return workbookBuffer(book);
}
