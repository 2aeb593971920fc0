// The names of a quotation's premium figures, in the order every table shows them (the detail,
// the wizard's preview and the quotation PDFs, docs/premium.md), and the figures as shown.
import type { PremiumFigures } from '../entity';
import { formatMoney, formatNumber, formatPercent } from '../../core/format';

/** The rate figures, then the cost ones. */
export const PREMIUM_RATE_HEADINGS = ['Tasa', 'Adicionales', 'Factor de corrección', 'Descuento', 'Impuestos', 'Valor'] as const;
export const COST_HEADINGS = ['Costo', 'Costo por ha.'] as const;
export const PREMIUM_FIGURE_HEADINGS = [...PREMIUM_RATE_HEADINGS, ...COST_HEADINGS] as const;
export type PremiumFigureHeading = (typeof PREMIUM_FIGURE_HEADINGS)[number];

/**
 * A figure's heading over these quotations. 'Tasa' and 'Adicionales' show the figures with the
 * correction factor already in (`rateValueWithCf`): when one of them has a factor, their headings
 * say so ('Tasa con factor de corrección'), on screen and in the PDFs, so that the factor beside
 * them does not read as still to apply.
 */
export function premiumHeading(heading: PremiumFigureHeading, quotations: readonly Pick<PremiumFigures, 'correctionFactor'>[]): string {
  const withFactor = quotations.some((q) => Number(q.correctionFactor) !== 0);
  return withFactor && (heading === 'Tasa' || heading === 'Adicionales') ? `${heading} con factor de corrección` : heading;
}

/** What a discount the engine did not apply shows. */
export const DISCOUNT_NOT_APPLIED = '-';

/**
 * Each figure of a quotation as every screen shows it, by heading: rates in % and costs in the
 * risk's unit (`currencyId`: '648,97 QQ', 'USD 1.234,50', '$ 1.234,50'), es-AR with 2 decimals.
 */
export function premiumFigureTexts(q: PremiumFigures, currencyId: number | null | undefined): Record<PremiumFigureHeading, string> {
  // An unknown unit (an API that does not say it): the number alone, never a wrong symbol.
  const money = (v: string) => (currencyId ? formatMoney(v, currencyId) : formatNumber(v));
  return {
    Tasa: formatPercent(q.rateValueWithCf),
    Adicionales: formatPercent(q.addonsValueWithCf),
    'Factor de corrección': formatPercent(q.correctionFactor),
    Descuento: q.discountApplied ? formatPercent(q.discount) : DISCOUNT_NOT_APPLIED,
    Impuestos: formatPercent(q.tax),
    Valor: formatPercent(q.value),
    Costo: money(q.cost),
    'Costo por ha.': money(q.costPerHectare),
  };
}
