// The columns of the simulator's tables (docs/rules/simulator.md#pestañas), one list for the screen,
// the PDF and the Excel (server/documents/simulator): each figure with its unit (docs/simulator.md).
import type { RofexCrop, SimulatorModuleRow, SimulatorQuotation, SimulatorResult } from './entity';
import { count, date, inUnit, money, month, pct, qq, text, usd, type Figure, type FigureColumn } from '../core/figures';
import { UNIT } from './formula';

/** A column of a simulator table; `short` heads it in the PDF, `inPdf: false` leaves it out of the PDF's narrow page. */
export interface SimulatorColumn<T> extends FigureColumn<T> {
  short?: string;
  inPdf?: false;
}

/** The dollar today for a risk in dollars, the crop in pesos per quintal for one in quintals. */
const unitPriceToday = (q: SimulatorQuotation): Figure =>
  q.currencyId === UNIT.dollar ? money(q.dollarToday) : q.currencyId === UNIT.quintal ? money(q.dailyCropQuot) : text(null);

export const simulatorColumns: SimulatorColumn<SimulatorQuotation>[] = [
  { label: 'Cultivo', figure: (q) => text(q.crop) },
  { label: 'Hectáreas', figure: (q) => ({ kind: 'number', value: q.hectares }) },
  { label: 'Suma asegurada por ha', short: 'Suma aseg./ha', figure: (q) => inUnit(q.hectarePrice, q.currencyId) },
  { label: 'Departamento', figure: (q) => text(q.zone) },
  { label: 'Cobertura', figure: (q) => text(q.module) },
  { label: 'Aseguradora', figure: (q) => text(q.company) },
  { label: 'Franquicia / Deducible', short: 'Franq./Deduc.', figure: (q) => text(q.franchiseDeductible) },
  { label: 'Tasa sin IVA', figure: (q) => pct(q.quotation_value) },
  { label: 'Tasa de recargo', short: 'Recargo', figure: (q) => pct(q.rechargeRate) },
  { label: 'Tasa con recargo', figure: (q) => pct(q.rateWithRecharge) },
  { label: 'Dólar hoy / Pizarra ($/QQ)', short: 'Dólar / Pizarra', figure: unitPriceToday },
  { label: 'Monto a pesificar', figure: (q) => money(q.pesifyAmount) },
  { label: 'IVA', figure: (q) => money(q.tax) },
  { label: 'Percepción de IVA', short: 'Percepción IVA', figure: (q) => money(q.taxPerception) },
];

export const cashColumns: SimulatorColumn<SimulatorQuotation>[] = [
  { label: 'Cultivo', figure: (q) => text(q.crop) },
  { label: 'Cobertura', figure: (q) => text(q.module) },
  { label: 'Aseguradora', figure: (q) => text(q.company) },
  { label: 'Franquicia / Deducible', figure: (q) => text(q.franchiseDeductible), inPdf: false },
  { label: 'Tasa sin IVA', figure: (q) => pct(q.quotation_value), inPdf: false },
  { label: 'Tasa con recargo', figure: (q) => pct(q.rateWithRecharge), inPdf: false },
  { label: 'Tasa con recargo neta de ganancias', short: 'Tasa neta ganancias', figure: (q) => pct(q.rateWithoutTaxWithIncomeTax) },
  { label: 'Valor futuro (U$S/QQ)', short: 'Futuro U$S/QQ', figure: (q) => usd(q.boardQuotationFuture) },
  // in the PDF's 'Valores del ROFEX' per crop ('Dólar futuro Soja'): the page has no room for it here
  { label: 'Dólar futuro', figure: (q) => money(q.futureDollar), inPdf: false },
  { label: 'Prima a cosecha sin IVA', short: 'Prima a cosecha', figure: (q) => money(q.prizeWithoutTaxFuture) },
  { label: 'Pago a cosecha con impuestos', short: 'Pago a cosecha', figure: (q) => money(q.costPlus) },
  { label: 'Costo a valor futuro', figure: (q) => money(q.costPrizeWithoutTax) },
  { label: 'Beneficio neto potencial', short: 'Beneficio neto', figure: (q) => money(q.benefitObtained) },
  { label: 'QQ al contado', short: 'QQ contado', figure: (q) => qq(q.exchangeCost) },
  { label: 'QQ a cosecha', short: 'QQ cosecha', figure: (q) => qq(q.futureCost) },
  { label: 'Diferencia QQ', figure: (q) => qq(q.difference) },
  { label: 'Ahorro de ganancias', short: 'Ahorro ganancias', figure: (q) => money(q.savingsWithIncomeTax) },
  { label: 'Ahorro total', figure: (q) => money(q.totalSavings) },
  { label: 'Ahorro en moneda original', figure: (q) => inUnit(q.savingsOnOriginalCurrency, q.currencyId), inPdf: false },
];

export const moduleColumns: SimulatorColumn<SimulatorModuleRow>[] = [
  { label: 'Cultivo', figure: (m) => text(m.crop) },
  { label: 'Cobertura', figure: (m) => text(m.module) },
  { label: 'Aseguradora', figure: (m) => text(m.company) },
  { label: 'Cotizaciones', figure: (m) => count(m.quotations) },
  { label: 'Monto a pesificar', figure: (m) => money(m.pesifyAmount) },
  { label: 'IVA', figure: (m) => money(m.tax) },
  { label: 'Percepción de IVA', short: 'Percepción IVA', figure: (m) => money(m.taxPerception) },
  { label: 'Pago a cosecha con impuestos', short: 'Pago a cosecha', figure: (m) => money(m.costPlus) },
  { label: 'Diferencia QQ', figure: (m) => qq(m.difference) },
  { label: 'Ahorro de ganancias', short: 'Ahorro ganancias', figure: (m) => money(m.savingsWithIncomeTax) },
  { label: 'Ahorro total', figure: (m) => money(m.totalSavings) },
];

/** A line of 'Valores del ROFEX': what it is, its value and the month or date it is for. */
export interface RofexLine {
  label: string;
  value: Figure;
  when: Figure;
}

const noFuture = (c: RofexCrop) => c.futureCrop === '0';

/**
 * The market values the simulation used ('Valores del ROFEX' of the Valores Externos tab, the PDF
 * and the Excel): the server's own figures, never recomputed, so each matches the simulation to
 * the cent; soy, corn and wheat always; a crop priced by the card's manual quotation shows that
 * price, named as such, instead of the board's. The screen adds what it reads apart: the day's dollar
 * future after the day's dollar and the seasonal futures before the selected ones.
 */
export function rofexLines(
  rofex: SimulatorResult['rofex'],
  extra: { afterDollar?: RofexLine[]; beforeSelected?: RofexLine[] } = {},
): RofexLine[] {
  return [
    { label: 'Dólar del día', value: money(rofex.dollarToday), when: date(rofex.board.date) },
    ...(extra.afterDollar ?? []),
    ...rofex.crops.map((c) => ({ label: `Dólar futuro ${c.crop}`, value: money(c.futureDollar), when: month(c.futureDollarDate) })),
    ...rofex.boardPerQuintal.map((b) => {
      const manual = rofex.crops.find((c) => c.cropId === b.cropId && c.manualQuotation);
      return manual
        ? { label: `${b.crop} hoy, cotización manual (U$S/QQ)`, value: usd(manual.boardQuotation), when: date(rofex.board.date) }
        : { label: `${b.crop} hoy (U$S/QQ)`, value: usd(b.value), when: date(rofex.board.date) };
    }),
    ...(extra.beforeSelected ?? []),
    ...rofex.crops.map((c) => ({
      label: `Futuro seleccionado ${c.crop} (U$S/QQ)`,
      value: noFuture(c) ? text('Sin futuro') : usd(c.futureCropPerQuintal),
      when: date(c.cropDate),
    })),
  ];
}
