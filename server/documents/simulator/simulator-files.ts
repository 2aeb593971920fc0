// POST /api/simulator-pdf/{id} and /api/simulator-excel/{id}: the simulation's tables as the
// screen shows them (the quotations the Resumen filter keeps), es-AR numbers, named after the
// negotiation number.
import { currencySymbol } from '../../../src/domain/constants';
import type { SimulatorResult } from '../../../src/domain/entities/simulator';
import { formatDate, formatNumber, formatPercent } from '../../../src/domain/format';
import { renderPdf, table } from './pdf';
import { loadExcelJS } from '../../services/xlsx/exceljs';

const n = (v: string | null | undefined) => (v == null ? '—' : formatNumber(v));
const p = (v: string | null | undefined) => (v == null ? '—' : formatPercent(v));
const money = (v: string | null | undefined) => (v == null ? '—' : `$ ${formatNumber(v)}`);

type Q = SimulatorResult['quotations'][number];
type M = SimulatorResult['modules'][number];

/** Each table: its title, its header and the text of each row (the same in the PDF and the Excel). */
function tables(r: SimulatorResult) {
  const kept = r.quotations.filter((q) => q.filtered);
  const simulator: [string, (q: Q) => string][] = [
    ['Cultivo', (q) => q.crop],
    ['Hectáreas', (q) => n(q.hectares)],
    ['Suma aseg./ha', (q) => `${n(q.hectarePrice)} ${currencySymbol(q.currencyId)}`],
    ['Departamento', (q) => q.zone],
    ['Cobertura', (q) => q.module],
    ['Franq./Deduc.', (q) => q.franchiseDeductible],
    ['Tasa sin IVA', (q) => p(q.quotation_value)],
    ['Recargo', (q) => p(q.rechargeRate)],
    ['Tasa con recargo', (q) => p(q.rateWithRecharge)],
    ['Dólar hoy', (q) => money(q.dollarToday)],
    ['Pizarra $/QQ', (q) => money(q.dailyCropQuot)],
    ['Monto a pesificar', (q) => money(q.pesifyAmount)],
    ['IVA', (q) => money(q.tax)],
    ['Percepción IVA', (q) => money(q.taxPerception)],
  ];
  const cash: [string, (q: Q) => string][] = [
    ['Cultivo', (q) => q.crop],
    ['Cobertura', (q) => q.module],
    ['Tasa neta ganancias', (q) => p(q.rateWithoutTaxWithIncomeTax)],
    ['Futuro U$S/QQ', (q) => n(q.boardQuotationFuture)],
    ['Dólar futuro', (q) => money(q.futureDollar)],
    ['Prima a cosecha', (q) => money(q.prizeWithoutTaxFuture)],
    ['Pago a cosecha', (q) => money(q.costPlus)],
    ['Costo a valor futuro', (q) => money(q.costPrizeWithoutTax)],
    ['Beneficio neto', (q) => money(q.benefitObtained)],
    ['QQ contado', (q) => n(q.exchangeCost)],
    ['QQ cosecha', (q) => n(q.futureCost)],
    ['Diferencia QQ', (q) => n(q.difference)],
    ['Ahorro ganancias', (q) => money(q.savingsWithIncomeTax)],
    ['Ahorro total', (q) => money(q.totalSavings)],
  ];
  const modules: [string, (m: M) => string][] = [
    ['Cultivo', (m) => m.crop],
    ['Cobertura', (m) => m.module],
    ['Cotizaciones', (m) => String(m.quotations)],
    ['Monto a pesificar', (m) => money(m.pesifyAmount)],
    ['IVA', (m) => money(m.tax)],
    ['Percepción IVA', (m) => money(m.taxPerception)],
    ['Pago a cosecha', (m) => money(m.costPlus)],
    ['Diferencia QQ', (m) => n(m.difference)],
    ['Ahorro ganancias', (m) => money(m.savingsWithIncomeTax)],
    ['Ahorro total', (m) => money(m.totalSavings)],
  ];
  const rofex: string[][] = [
    ['Dólar del día', money(r.rofex.dollarToday)],
    ...r.rofex.crops.map((c) => [
      `Dólar futuro ${c.crop}`,
      `${money(c.futureDollar)}${c.futureDollarDate ? ` (${formatDate(c.futureDollarDate).slice(3)})` : ''}`,
    ]),
    ...r.rofex.crops.map((c) => [
      `Futuro ${c.crop} (U$S/QQ, ${formatDate(c.cropDate)})`,
      c.futureCrop === '0' ? 'Sin futuro' : formatNumber(Number(c.futureCrop) / 10),
    ]),
  ];
  return [
    { title: 'Simulador', header: simulator.map(([h]) => h), rows: kept.map((q) => simulator.map(([, f]) => f(q))) },
    { title: 'Por cultivo y cobertura', header: modules.map(([h]) => h), rows: r.modules.map((m) => modules.map(([, f]) => f(m))) },
    { title: 'Pago Contado', header: cash.map(([h]) => h), rows: kept.map((q) => cash.map(([, f]) => f(q))) },
    { title: 'Valores del ROFEX', header: ['Valor', ''], rows: rofex },
  ];
}

export const simulatorFileName = (r: SimulatorResult, ext: 'pdf' | 'xlsx') => `Simulación ${r.negotiation.number}.${ext}`;
const subtitle = (r: SimulatorResult) => `${r.negotiation.client} — Cotización N° ${r.negotiation.number}`;

export function simulatorPdf(r: SimulatorResult): Promise<Buffer> {
  const content = tables(r).flatMap((t) => [
    { text: t.title, bold: true, fontSize: 10 },
    table(t.header, t.rows, t.title === 'Valores del ROFEX' ? 1 : 2),
  ]);
  return renderPdf('Simulador de pagos', subtitle(r), content);
}

export async function simulatorExcel(r: SimulatorResult): Promise<Buffer> {
  const book = new (await loadExcelJS()).Workbook();
  for (const t of tables(r)) {
    const sheet = book.addWorksheet(t.title.slice(0, 31));
    sheet.addRow([subtitle(r)]).font = { bold: true };
    sheet.addRow(t.header).font = { bold: true };
    for (const row of t.rows) sheet.addRow(row);
    sheet.columns.forEach((c) => (c.width = 18));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
