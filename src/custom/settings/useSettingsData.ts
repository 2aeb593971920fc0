import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { pickRows } from '../../api/mapping';
import type { AppDataProvider } from '../../dataProvider';
import { FETCH_SIZES } from '../../domain/constants';
import { isoDateInArgentina } from '../../domain/format';
import { cropFutureMonths, type FuturesContext } from '../../domain/simulator-parameters';

export interface FutureRow {
  id: number;
  option: string;
  value: string;
  month: string | null;
  cropId: number | null;
}

const SETTINGS_KEY = ['settings-screen', 'settings'];

/** Every setting as option -> value (GET /api/settings, 100 per page: the whole table). */
export function useSettingValues() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => {
      const body = await dataProvider.request('settings', { query: { perPage: FETCH_SIZES.simulatorSettings } });
      return Object.fromEntries(
        pickRows(body, 'settings').map((r) => [String(r.option), r.value == null ? '' : String(r.value)]),
      ) as Record<string, string>;
    },
  });
}

/** PUT /api/settings with only the changes; the stored values are read again afterwards. */
export function useSaveSettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return async (changes: Record<string, string>) => {
    const settings = Object.entries(changes).map(([option, value]) => ({ option, value }));
    const body = await dataProvider.request<{ message?: string }>('settings', { method: 'PUT', body: { settings } });
    await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    return body;
  };
}

/** Dollar futures (13: spot and 12 months) and crop futures (100) for the simulator parameters. */
export function useFutures() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['settings-screen', 'futures'],
    queryFn: async () => {
      const [dollar, crop] = await Promise.all([
        dataProvider.request('futures', { query: { 'filter[kind]': 'dollar', perPage: FETCH_SIZES.settingsFutures } }),
        dataProvider.request('futures', { query: { 'filter[kind]': 'crop', perPage: FETCH_SIZES.futures } }),
      ]);
      const dollars = pickRows(dollar, 'futures') as FutureRow[];
      const crops = pickRows(crop, 'futures') as FutureRow[];
      const context: FuturesContext = {
        today: isoDateInArgentina(),
        cropFutureMonths: cropFutureMonths(crops),
        dollarFutureValues: dollars.map((d) => d.value),
      };
      return { dollars, context };
    },
  });
}
