// The rows of a crop's pesos / dollars summary, as the screen, the PDF and the Excel show them
// (docs/financing.md defines each figure), each with its unit.
import { date, money, pct, type Figure, type FigureKind } from '../core/figures';
import type { FinancingBlock } from './formula';

export const FINANCING_ROWS: readonly { label: string; field: keyof FinancingBlock; kind: FigureKind }[] = [
  { label: 'Total a pagar al vencimiento', field: 'total_pesos', kind: 'money' },
  { label: 'Costo del crédito', field: 'total', kind: 'money' },
  { label: 'Cotización del cultivo hoy ($/QQ)', field: 'cotiz_fecha_hoy', kind: 'money' },
  { label: 'Cotización del cultivo al vencimiento ($/QQ)', field: 'cotiz_fecha_vencimiento', kind: 'money' },
  { label: 'QQ hoy', field: 'qq_hoy', kind: 'qq' },
  { label: 'QQ al vencimiento', field: 'qq_fecha_vencimiento', kind: 'qq' },
  { label: 'Tasa bullet en QQ', field: 'tasa_bullet_fecha_vencimiento', kind: 'percent' },
  { label: 'Ahorro de ganancias', field: 'ahorro_ganancias', kind: 'money' },
  { label: 'Tasa bullet con ganancias', field: 'tasa_bullet_ganancias', kind: 'percent' },
  { label: 'Ahorro de IVA', field: 'ahorro_iva', kind: 'money' },
  { label: 'Tasa bullet con IVA', field: 'tasa_bullet_iva', kind: 'percent' },
  { label: 'Dólar hoy', field: 'dollar_today', kind: 'money' },
  { label: 'Dólar al vencimiento', field: 'cotiz_dolar_fecha_vencimiento', kind: 'money' },
  { label: 'U$S hoy', field: 'dollars_today', kind: 'usd' },
  { label: 'U$S al vencimiento', field: 'dollars_exp_date', kind: 'usd' },
  { label: 'Tasa bullet en U$S', field: 'tasa_bullet_exp_date', kind: 'percent' },
  { label: 'Tasa bullet en U$S con ganancias', field: 'tasa_bullet_ganancias_exp_date', kind: 'percent' },
  { label: 'Tasa bullet en U$S con IVA', field: 'tasa_bullet_iva_exp_date', kind: 'percent' },
];

/** The header of a crop's result: the capital, the rates and the dates it was figured with (docs/rules/financing.md#resultado). */
export function financingHeader(block: FinancingBlock, capital: string, today: string): { label: string; figure: Figure }[] {
  return [
    { label: 'Capital', figure: money(capital) },
    { label: 'TNA pesos', figure: pct(block.tna_pesos) },
    { label: 'TNA dólares', figure: pct(block.tna_dollars) },
    { label: 'Fecha de operación', figure: date(today) },
    { label: 'Vencimiento del cultivo', figure: date(block.crop_exp_date) },
    { label: 'Vencimiento del dólar', figure: date(block.dollar_exp_date) },
  ];
}
