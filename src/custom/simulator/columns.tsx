// The columns of the simulator's tabs (administration-area.md 2.12), shared by the screen; the
// PDF and the Excel list the same figures (server/documents/simulator).
import { currencySymbol } from '../../domain/constants';
import type { SimulatorModuleRow, SimulatorQuotation } from '../../domain/entities/simulator';
import { money, num, pct, type Column } from './FiguresTable';

const UNIT_QQ = 1;
const UNIT_USD = 2;

export const simulatorColumns: Column<SimulatorQuotation>[] = [
  { label: 'Cultivo', value: (q) => q.crop },
  { label: 'Hectáreas', value: (q) => num(q.hectares), numeric: true },
  { label: 'Suma asegurada por ha', value: (q) => `${num(q.hectarePrice)} ${currencySymbol(q.currencyId)}`, numeric: true },
  { label: 'Departamento', value: (q) => q.zone },
  { label: 'Cobertura', value: (q) => q.module },
  { label: 'Franquicia / Deducible', value: (q) => q.franchiseDeductible },
  { label: 'Tasa sin IVA', value: (q) => pct(q.quotation_value), numeric: true },
  { label: 'Tasa de recargo', value: (q) => pct(q.rechargeRate), numeric: true },
  { label: 'Tasa con recargo', value: (q) => pct(q.rateWithRecharge), numeric: true },
  {
    label: 'Dólar hoy / Pizarra ($/QQ)',
    value: (q) => (q.currencyId === UNIT_USD ? money(q.dollarToday) : q.currencyId === UNIT_QQ ? money(q.dailyCropQuot) : '—'),
    numeric: true,
  },
  { label: 'Monto a pesificar', value: (q) => money(q.pesifyAmount), numeric: true },
  { label: 'IVA', value: (q) => money(q.tax), numeric: true },
  { label: 'Percepción de IVA', value: (q) => money(q.taxPerception), numeric: true },
];

export const cashColumns: Column<SimulatorQuotation>[] = [
  { label: 'Cultivo', value: (q) => q.crop },
  { label: 'Cobertura', value: (q) => q.module },
  { label: 'Franquicia / Deducible', value: (q) => q.franchiseDeductible },
  { label: 'Tasa sin IVA', value: (q) => pct(q.quotation_value), numeric: true },
  { label: 'Tasa con recargo', value: (q) => pct(q.rateWithRecharge), numeric: true },
  { label: 'Tasa con recargo neta de ganancias', value: (q) => pct(q.rateWithoutTaxWithIncomeTax), numeric: true },
  { label: 'Valor futuro (U$S/QQ)', value: (q) => num(q.boardQuotationFuture), numeric: true },
  { label: 'Dólar futuro', value: (q) => money(q.futureDollar), numeric: true },
  { label: 'Prima a cosecha sin IVA', value: (q) => money(q.prizeWithoutTaxFuture), numeric: true },
  { label: 'Pago a cosecha con impuestos', value: (q) => money(q.costPlus), numeric: true },
  { label: 'Costo a valor futuro', value: (q) => money(q.costPrizeWithoutTax), numeric: true },
  { label: 'Beneficio neto potencial', value: (q) => money(q.benefitObtained), numeric: true },
  { label: 'QQ al contado', value: (q) => num(q.exchangeCost), numeric: true },
  { label: 'QQ a cosecha', value: (q) => num(q.futureCost), numeric: true },
  { label: 'Diferencia QQ', value: (q) => num(q.difference), numeric: true },
  { label: 'Ahorro de ganancias', value: (q) => money(q.savingsWithIncomeTax), numeric: true },
  { label: 'Ahorro total', value: (q) => money(q.totalSavings), numeric: true },
  {
    label: 'Ahorro en moneda original',
    value: (q) => `${num(q.savingsOnOriginalCurrency)} ${currencySymbol(q.currencyId)}`,
    numeric: true,
  },
];

export const moduleColumns: Column<SimulatorModuleRow>[] = [
  { label: 'Cultivo', value: (m) => m.crop },
  { label: 'Cobertura', value: (m) => m.module },
  { label: 'Cotizaciones', value: (m) => m.quotations, numeric: true },
  { label: 'Monto a pesificar', value: (m) => money(m.pesifyAmount), numeric: true },
  { label: 'IVA', value: (m) => money(m.tax), numeric: true },
  { label: 'Percepción de IVA', value: (m) => money(m.taxPerception), numeric: true },
  { label: 'Pago a cosecha con impuestos', value: (m) => money(m.costPlus), numeric: true },
  { label: 'Diferencia QQ', value: (m) => num(m.difference), numeric: true },
  { label: 'Ahorro de ganancias', value: (m) => money(m.savingsWithIncomeTax), numeric: true },
  { label: 'Ahorro total', value: (m) => money(m.totalSavings), numeric: true },
];
