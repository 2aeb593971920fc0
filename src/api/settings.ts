// The settings screen's calls (docs/rules/settings.md): options (notifications and
// simulator parameters), ignore-discount rules, VAT values, PDF footnotes and futures. The rules'
// and VAT lists are react-admin resources (`ignore_discounts`, `tax_vats`) read through the data
// provider; the writes below refresh the resource they change (src/api/dataPath.ts).
import { FETCH_SIZES } from '../domain/core/ui';
import { isoDateInArgentina } from '../domain/core/format';
import type { IgnoreDiscountData } from '../domain/settings/schema';
import { cropFutureMonths, type FuturesContext } from '../domain/settings/simulator-parameters';
import { api } from './client';
import { defineMethods, useResourceMutation, useResourceQuery } from './dataPath';
import type { Future, Note, Setting, TaxVat } from '../domain/settings/entity';
import { readFuture } from '../domain/market/futures';

export interface Futures {
  /** Dollar futures: the spot one and the next months. */
  dollars: Future[];
  /** What the simulator parameters' checks need (today, crop future months, dollar values). */
  context: FuturesContext;
}

export const settingsApi = defineMethods('settings', {
  /** The settings as option -> value: GET /api/settings with the spec's page (50 for the notifications, 100 for the simulator). */
  async values(perPage: SettingsPage): Promise<Record<string, string>> {
    const { rows } = await api.list<'settings', Setting>('settings', 'settings', { perPage });
    return Object.fromEntries(rows.map((r) => [r.option, r.value == null ? '' : String(r.value)]));
  },
  /** PUT /api/settings with only the changed options. */
  save: (changes: Record<string, string>) =>
    api.put<{ message?: string }>('settings', { settings: Object.entries(changes).map(([option, value]) => ({ option, value })) }),

  createIgnoreDiscount: (rule: IgnoreDiscountData) => api.post('ignore_discounts', rule),
  /** PUT tax_vats/{id}: the row as it was read, with the new value (docs/rules/settings.md#valores-de-iva). */
  updateTaxVat: (row: TaxVat, value: string) => api.put(`tax_vats/${row.id}`, { ...row, value }),

  notes: async () => (await api.list<'notes', Note>('notes', 'notes', { perPage: 100 })).rows,
  /** PUT notes/{id}: the row as it was read, with the new text (docs/rules/settings.md#aclaraciones-de-pdfs). */
  updateNote: (row: Note, value: string) => api.put(`notes/${row.id}`, { ...row, value }),

  /**
   * Dollar futures (13: spot and 12 months) and crop futures (100) for the simulator parameters.
   * `filter[kind]` is this API's; the original answers every future to both calls, so each list
   * keeps only its kind (read from the contract's name there, src/domain/market/futures.ts).
   */
  async futures(): Promise<Futures> {
    const [dollar, crop] = await Promise.all([
      api.list<'futures', Future>('futures', 'futures', { 'filter[kind]': 'dollar', perPage: FETCH_SIZES.settingsFutures }),
      api.list<'futures', Future>('futures', 'futures', { 'filter[kind]': 'crop', perPage: FETCH_SIZES.futures }),
    ]);
    const dollars = dollar.rows.map(readFuture).filter((f) => f.kind === 'dollar');
    const crops = crop.rows.map(readFuture).filter((f) => f.kind === 'crop');
    const context: FuturesContext = {
      today: isoDateInArgentina(),
      cropFutureMonths: cropFutureMonths(crops),
      dollarFutureValues: dollars.map((d) => d.value),
    };
    return { dollars, context };
  },
});

/** The spec's settings pages: 50 rows for the notifications tab, 100 for the simulator's. */
export type SettingsPage = typeof FETCH_SIZES.notificationSettings | typeof FETCH_SIZES.simulatorSettings;

export const useSettingValues = (perPage: SettingsPage) =>
  useResourceQuery(settingsApi, ['settings', 'values', { perPage }], (s) => s.values(perPage));
export const useFutures = () => useResourceQuery(settingsApi, ['futures', 'settings'], (s) => s.futures());
export const useNotes = () => useResourceQuery(settingsApi, ['notes', 'all'], (s) => s.notes());

/** Saves changed options; the settings (and the simulator's defaults, read from them) are read again. */
export const useSaveSettings = () =>
  useResourceMutation(settingsApi, ['settings'], (s, changes: Record<string, string>) => s.save(changes));
export const useUpdateNote = () =>
  useResourceMutation(settingsApi, ['notes'], (s, { row, value }: { row: Note; value: string }) => s.updateNote(row, value));
export const useCreateIgnoreDiscount = () =>
  useResourceMutation(settingsApi, ['ignore_discounts'], (s, rule: IgnoreDiscountData) => s.createIgnoreDiscount(rule));
export const useUpdateTaxVat = () =>
  useResourceMutation(settingsApi, ['tax_vats'], (s, { row, value }: { row: TaxVat; value: string }) => s.updateTaxVat(row, value));
