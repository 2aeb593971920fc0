// Market data (futures and board prices): the simulator's reads and the 'Datos de mercado' screen's writes.
import { FETCH_SIZES } from '../domain/core/ui';
import type { CropFuture, DollarFuture, ExternalRateField, ExternalRates } from '../domain/market/entity';
import type { Future } from '../domain/settings/entity';

export interface FuturesImportReport {
  imported: number;
  cant_errors: number;
  errors: { row_number: number; type: string }[];
}
import { api } from './client';
import { defineMethods, useResourceMutation, useResourceQuery } from './dataPath';

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

export const useLatestExternalRates = () => useResourceQuery(marketApi, ['external-rates', 'latest'], (m) => m.latest(), { retry: false });
export const useDollarFuture = () => useResourceQuery(marketApi, ['futures', 'dollar'], (m) => m.dollarFuture(), { retry: false });
export const useCropFuture = (cropId: number, month: number) =>
  useResourceQuery(marketApi, ['futures', 'crop', { cropId, month }], (m) => m.cropFuture(cropId, month));
export const useMarketFutures = () => useResourceQuery(marketApi, ['futures', 'all'], (m) => m.futures());

/** Writes refresh the market reads and the settings' futures (its parameter checks use them). */
export const useMarketWrites = () => ({
  saveExternalRates: useResourceMutation(marketApi, MARKET_RESOURCES, (m, values: ExternalRatesInput) => m.saveExternalRates(values)),
  importFutures: useResourceMutation(marketApi, MARKET_RESOURCES, (m, file: File) => m.importFutures(file)),
  saveFuture: useResourceMutation(marketApi, MARKET_RESOURCES, (m, { id, value }: { id: number; value: string }) =>
    m.saveFuture(id, value),
  ),
});
