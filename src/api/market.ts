// Market data (futures and board prices): the simulator's reads and the 'Datos de mercado' screen's writes.
import { useQuery } from '@tanstack/react-query';
import { FETCH_SIZES } from '../domain/core/constants';
import type { CropFuture, DollarFuture, ExternalRateField, ExternalRates } from '../domain/market/entity';
import type { Future } from '../domain/settings/entity';

export interface FuturesImportReport {
  imported: number;
  cant_errors: number;
  errors: { row_number: number; type: string }[];
}
import { api } from './client';
import { defineMethods, resourceKey, useMethods, useResourceMutation } from './dataPath';

/** The resources of market data: a write of either refreshes both (the simulator reads them together). */
export const MARKET_RESOURCES = ['external-rates', 'futures'] as const;

export type ExternalRatesInput = Partial<Record<ExternalRateField, string | null>> & { date?: string };

export const marketApi = defineMethods('market', {
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
});

export function useLatestExternalRates() {
  const market = useMethods(marketApi);
  return useQuery({ queryKey: resourceKey('external-rates', 'latest'), queryFn: market.latest, retry: false });
}

export function useDollarFuture() {
  const market = useMethods(marketApi);
  return useQuery({ queryKey: resourceKey('futures', 'dollar'), queryFn: market.dollarFuture, retry: false });
}

export function useCropFuture(cropId: number, month: number) {
  const market = useMethods(marketApi);
  return useQuery({ queryKey: resourceKey('futures', 'crop', { cropId, month }), queryFn: () => market.cropFuture(cropId, month) });
}

export function useMarketFutures() {
  const market = useMethods(marketApi);
  return useQuery({ queryKey: resourceKey('futures', 'all'), queryFn: market.futures });
}

/** Writes refresh the market reads and the settings' futures (its parameter checks use them). */
export function useMarketWrites() {
  const market = useMethods(marketApi);
  return {
    saveExternalRates: useResourceMutation(MARKET_RESOURCES, market.saveExternalRates),
    importFutures: useResourceMutation(MARKET_RESOURCES, market.importFutures),
    saveFuture: useResourceMutation(MARKET_RESOURCES, ({ id, value }: { id: number; value: string }) => market.saveFuture(id, value)),
  };
}
