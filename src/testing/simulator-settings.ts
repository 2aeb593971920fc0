// The simulator's stored settings as the settings screens and the simulator read them, for tests.
import { isoDateInArgentina } from '../domain/core/format';

/** 'YYYY-MM-DD' of day `day` of the month `offset` months after the current one (Argentina). */
export function monthAhead(offset: number, day = '15') {
  const today = isoDateInArgentina();
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${day}`;
}

/** Surcharge rates, crop dates two and three months ahead, daily quotations and the 'apply to all' flags. */
export const storedSimulatorSettings = (): Record<string, string> => ({
  thick_recharge_rate: '3.50',
  thin_recharge_rate: '3.00',
  soy_recharge_rate: '3.50',
  corn_recharge_rate: '4.00',
  wheat_recharge_rate: '3.00',
  sunflower_recharge_rate: '4.50',
  thick_crop_date: monthAhead(2),
  thin_crop_date: monthAhead(3),
  soy_crop_date: monthAhead(2),
  corn_crop_date: monthAhead(2),
  wheat_crop_date: monthAhead(3),
  soy_quotation: '29.80',
  corn_quotation: '19.60',
  wheat_quotation: '21.40',
  sunflower_quotation: '31.80',
  selected_future: '1221.63',
  apply_all_thick_dates: '1',
  apply_all_thin_dates: '1',
  apply_all_thick_rates: '1',
  apply_all_thin_rates: '1',
  apply_quotations_manually: '0',
});
