// Market data (futures and board prices): the simulator's reads and the 'Datos de mercado' screen's writes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FETCH_SIZES } from '../domain/core/constants';
import type { CropFuture, DollarFuture, ExternalRateField, ExternalRates } from '../domain/market/entity';
import type { Future } from '../domain/settings/entity';

export interface FuturesImportReport {
  imported: number;
  cant_errors: number;
  errors: { row_number: number; type: string }[];
}
import { api } from './client';
import { settingsKeys } from './settings';

export const marketKeys = {
  all: ['api', 'market'] as const,
  latest: () => [...marketKeys.all, 'latest'] as const,
  futures: () => [...marketKeys.all, 'futures'] as const,
};

export type ExternalRatesInput = Partial<Record<ExternalRateField, string | null>> & { date?: string };

export const marketApi = {
  latest: () => api.record<ExternalRates>('external-rates/latest'),
  dollarFuture: () => api.record<DollarFuture>('future-dollar'),
  /** A crop's future of a month (1-12: its next occurrence), or null when there is none. */
  cropFuture: (cropId: number, month: number) =>
    api.record<CropFuture>(`future-to-crop/${cropId}`, { query: { monthFuture: month } }).catch(() => null),
  saveExternalRates: (values: ExternalRatesInput) => api.put<{ data: ExternalRates }>('external-rates', values),
  async futures(): Promise<Future[]> {
    return (await api.list<'futures', Future>('futures', 'futures', { perPage: FETCH_SIZES.futures })).rows;
  },
  saveFuture: (id: number, value: string) => api.put(`futures/${id}`, { value }),
  /** POST /api/futures/import: a spreadsheet of settlement prices. */
  async importFutures(file: File): Promise<FuturesImportReport> {
    const form = new FormData();
    form.append('file', file);
    return (await api.upload<{ data: { import_report: FuturesImportReport } }>('futures/import', form)).data.import_report;
  },
};

export const useLatestExternalRates = () => useQuery({ queryKey: marketKeys.latest(), queryFn: marketApi.latest, retry: false });
export const useDollarFuture = () => useQuery({ queryKey: [...marketKeys.all, 'dollar'], queryFn: marketApi.dollarFuture, retry: false });
export const useCropFuture = (cropId: number, month: number) =>
  useQuery({ queryKey: [...marketKeys.all, 'crop', cropId, month], queryFn: () => marketApi.cropFuture(cropId, month) });
export const useMarketFutures = () => useQuery({ queryKey: marketKeys.futures(), queryFn: marketApi.futures });

/** Writes refresh the market reads and the settings' futures (its parameter checks use them). */
export function useMarketWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: marketKeys.all }),
      queryClient.invalidateQueries({ queryKey: settingsKeys.futures() }),
    ]);
  return {
    saveExternalRates: useMutation({ mutationFn: marketApi.saveExternalRates, onSuccess }),
    importFutures: useMutation({ mutationFn: marketApi.importFutures, onSuccess }),
    saveFuture: useMutation({ mutationFn: ({ id, value }: { id: number; value: string }) => marketApi.saveFuture(id, value), onSuccess }),
  };
}
