// Market data as the API answers it (docs/rules/market.md).

/** The board prices of one day (US$ per tonne; dollars: pesos per dollar). Names are the API's. */
export interface ExternalRates {
  id: number;
  /** 'YYYY-MM-DD' */
  date: string;
  dollars: string | null;
  wheat: string | null;
  soy: string | null;
  corn: string | null;
  corn_2: string | null;
  sunflower: string | null;
  barley: string | null;
  oatmeal: string | null;
  sorghum: string | null;
  soy_2: string | null;
  popcorn: string | null;
}

export const EXTERNAL_RATE_FIELDS = [
  'dollars',
  'wheat',
  'soy',
  'corn',
  'corn_2',
  'sunflower',
  'barley',
  'oatmeal',
  'sorghum',
  'soy_2',
  'popcorn',
] as const satisfies readonly (keyof ExternalRates)[];
export type ExternalRateField = (typeof EXTERNAL_RATE_FIELDS)[number];

/** GET /api/future-to-crop/{id}: the crop's future of a month (futureCrop.value, US$ per tonne). */
export interface CropFuture {
  id: number;
  option: string;
  cropId: number;
  /** first day of the contract month */
  month: string;
  value: string;
  futureCrop: { value: string };
}

/** GET /api/future-dollar: the dollar future of the current month (or the spot one). */
export interface DollarFuture {
  id: number;
  option: string;
  month: string | null;
  value: string;
}
