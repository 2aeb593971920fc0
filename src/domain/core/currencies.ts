// Units of the hectare price and of amounts (docs/rules/quotations.md#configuración-de-pago).
import type { Choice } from './choice';

export const CURRENCY_IDS = { quintal: 1, dollar: 2, peso: 3 } as const;
export type CurrencyId = (typeof CURRENCY_IDS)[keyof typeof CURRENCY_IDS];

/**
 * Units of the hectare price. `symbol` is what is printed next to amounts; `apiName` is the
 * label the API uses for hectarePriceCurrency / hectare_price_currency ('quintal', 'dolar', 'pesos').
 */
export const CURRENCIES = [
  { id: 1, key: 'quintal', apiName: 'quintal', name: 'Quintal (QQ)', symbol: 'QQ' },
  { id: 2, key: 'dollar', apiName: 'dolar', name: 'Dólar (USD)', symbol: 'USD' },
  { id: 3, key: 'peso', apiName: 'pesos', name: 'Peso ($)', symbol: '$' },
] as const satisfies readonly (Choice<CurrencyId> & { key: string; apiName: string; symbol: string })[];

/** New forms default to quintal. */
export const DEFAULT_CURRENCY_ID = 1;

export function currencySymbol(currencyId: number | null | undefined): string {
  return CURRENCIES.find((c) => c.id === currencyId)?.symbol ?? '';
}
