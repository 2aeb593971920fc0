// Simulator parameters (docs/rules/settings.md#parámetros-del-simulador): the rules the settings tab and the
// server share. Reading of apply_all_*: '1' means "aplicar a cultivos individuales" is on, so
// each crop uses its own rate/date (soy, corn, sunflower for thick; wheat for thin) and all of
// them must be filled; '0' means the harvest-level value applies to every crop of the harvest.

import { CROP_IDS, CROP_NAMES } from '../coverages/crops';
import { SIMULATOR_MAX_DATE_YEARS } from './options';
import { SIMULATOR_SETTINGS, settingField } from './resource';
import { dec, fmt } from '../core/decimal';
import { emptyFieldErrors, type FieldErrors } from '../core/validation';

export const SIMULATOR_MESSAGES = {
  rates: 'Las tasas deben ser completadas.',
  cropRates: 'Las tasas de recargo de los cultivos deben ser completadas.',
  noFutures: 'No hay futuros de los cultivos de tipo gruesa/fina para la fecha seleccionada o la fecha es anterior a la fecha de hoy',
  cropDates: 'Debe llenar todas las fechas de tipo gruesa/fina.',
  dateTooFar: 'Fecha inválida, debe ser menor a un año a partir de hoy',
  quotations: 'Las cotizaciones deben ser números mayores a cero.',
  selectedFuture: 'Elegí un dólar futuro existente.',
  saved: 'Parámetros modificados exitosamente.',
} as const;

type SimulatorOption = keyof typeof SIMULATOR_SETTINGS.fields;

// The options each rule checks, with its own message (their inputs and switches: resource.ts).
export const HARVEST_RATE_OPTIONS = ['thick_recharge_rate', 'thin_recharge_rate'] as const satisfies readonly SimulatorOption[];
export const CROP_RATE_OPTIONS = [
  'soy_recharge_rate',
  'corn_recharge_rate',
  'wheat_recharge_rate',
  'sunflower_recharge_rate',
] as const satisfies readonly SimulatorOption[];
export const QUOTATION_OPTIONS = [
  'soy_quotation',
  'corn_quotation',
  'wheat_quotation',
  'sunflower_quotation',
] as const satisfies readonly SimulatorOption[];
/** The crops with a manual daily quotation (U$S/QQ), as the settings and the simulator's parameters show them. */
export const QUOTATION_CROPS = (['soy', 'corn', 'wheat', 'sunflower'] as const).map((key) => ({ key, name: CROP_NAMES[key] }));

/** Each crop date and the crops whose futures it needs. */
export const DATE_FUTURE_CROPS: Readonly<Record<string, readonly number[]>> = {
  thick_crop_date: [CROP_IDS.soy, CROP_IDS.corn],
  thin_crop_date: [CROP_IDS.wheat],
  soy_crop_date: [CROP_IDS.soy],
  corn_crop_date: [CROP_IDS.corn],
  wheat_crop_date: [CROP_IDS.wheat],
};

/** The switch that turns a per-crop rate or date on (its `enabledBy`). */
const switchOf = (option: SimulatorOption) => SIMULATOR_SETTINGS.fields[option].enabledBy ?? '';

export type SettingValues = Readonly<Record<string, string | null | undefined>>;

/** What the date and future checks compare against (GET /api/futures, or the table on the server). */
export interface FuturesContext {
  /** 'YYYY-MM-DD' in Argentina. */
  today: string;
  /** Months ('YYYY-MM') with a future, per crop id. */
  cropFutureMonths: ReadonlyMap<number, ReadonlySet<string>>;
  /** Values of the dollar futures (the exchange one included). */
  dollarFutureValues: readonly string[];
}

const DECIMAL = /^\d{1,9}(\.\d{1,6})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A decimal string ('3.5', '3,5') in canonical form, or null when it is not one. */
export function decimalValue(value: string | null | undefined): string | null {
  const s = (value ?? '').trim().replace(',', '.');
  return DECIMAL.test(s) ? s : null;
}

/** Filled, numeric and not zero. */
export function isPositiveDecimal(value: string | null | undefined): boolean {
  const d = decimalValue(value);
  return d !== null && /[1-9]/.test(d);
}

/** '0.004' -> '0.00', '0.005' -> '0.01' (half away from zero, as the formulas round). */
const round2 = (d: string) => fmt(dec(d), 2);

const RATE_OPTIONS: ReadonlySet<string> = new Set([...HARVEST_RATE_OPTIONS, ...CROP_RATE_OPTIONS]);

/**
 * A setting as it is stored: a decimal with a dot ('3,75' -> '3.75'), a surcharge rate with the
 * 2 decimals the simulator uses ('6,5' -> '6.50'); anything else as is (its rule refuses it).
 */
export function storedSettingValue(option: string, value: string): string {
  if (settingField(option)?.input !== 'decimal') return value;
  const d = decimalValue(value);
  if (d === null) return value;
  return RATE_OPTIONS.has(option) ? round2(d) : d;
}

/** Filled, numeric and at least 0.01: a price the simulator divides by once rounded to cents. */
function isPositivePrice(value: string | null | undefined): boolean {
  const d = decimalValue(value);
  return d !== null && /[1-9]/.test(round2(d));
}

/** Same number? ('1221.6300' and '1221.63'), exact (no floats). */
export function sameDecimal(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = decimalValue(a);
  const y = decimalValue(b);
  if (x === null || y === null) return false;
  const canon = (s: string) => {
    const [int = '', frac = ''] = s.split('.');
    return `${int.replace(/^0+(?=\d)/, '')}.${frac.replace(/0+$/, '')}`;
  };
  return canon(x) === canon(y);
}

function validDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(y, mo - 1, day));
  return d.getUTCMonth() + 1 === mo && d.getUTCDate() === day;
}

function addYears(iso: string, years: number): string {
  return `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
}

/** The error of one crop date, or null: not in the past, under a year ahead, with futures of its crops that month. */
export function cropDateError(option: string, value: string | null | undefined, ctx: FuturesContext): string | null {
  const v = (value ?? '').trim();
  if (!validDate(v) || v < ctx.today) return SIMULATOR_MESSAGES.noFutures;
  if (v >= addYears(ctx.today, SIMULATOR_MAX_DATE_YEARS)) return SIMULATOR_MESSAGES.dateTooFar;
  const month = v.slice(0, 7);
  const crops = DATE_FUTURE_CROPS[option] ?? [];
  return crops.every((c) => ctx.cropFutureMonths.get(c)?.has(month)) ? null : SIMULATOR_MESSAGES.noFutures;
}

/** The per-crop dates: each has its individual-crops switch. */
const PER_CROP_DATES = (Object.keys(DATE_FUTURE_CROPS) as SimulatorOption[]).filter((o) => switchOf(o));

const isOn = (v: string | null | undefined) => v === '1';

/**
 * Errors of the simulator parameters, by option. `merged` is the stored settings with the
 * changes applied; `changed` the options being saved. Rates, quotations and the dollar future
 * are checked on the merged values; dates only where they change (a stored date that has
 * since passed does not block saving something else) or when a switch makes them required.
 */
export function simulatorParameterErrors(merged: SettingValues, changed: ReadonlySet<string>, ctx: FuturesContext | null): FieldErrors {
  const errors = emptyFieldErrors();
  const add = (option: string, message: string) => {
    const list = (errors[option] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const touches = (...options: string[]) => options.some((o) => changed.has(o));

  for (const o of HARVEST_RATE_OPTIONS) if (touches(o) && !isPositiveDecimal(merged[o])) add(o, SIMULATOR_MESSAGES.rates);
  for (const o of CROP_RATE_OPTIONS) {
    const sw = switchOf(o);
    const required = touches(o) || (touches(sw) && isOn(merged[sw]));
    if (required && !isPositiveDecimal(merged[o])) add(o, SIMULATOR_MESSAGES.cropRates);
  }

  for (const o of PER_CROP_DATES) {
    const sw = switchOf(o);
    if (isOn(merged[sw]) && touches(o, sw) && !(merged[o] ?? '').trim()) add(o, SIMULATOR_MESSAGES.cropDates);
  }
  if (ctx) {
    for (const o of Object.keys(DATE_FUTURE_CROPS)) {
      if (!touches(o) || errors[o]) continue;
      if (PER_CROP_DATES.some((d) => d === o) && !(merged[o] ?? '').trim()) continue; // unused while its switch is off
      const e = cropDateError(o, merged[o], ctx);
      if (e) add(o, e);
    }
  }

  if (isOn(merged.apply_quotations_manually)) {
    for (const o of QUOTATION_OPTIONS) {
      if (touches(o, 'apply_quotations_manually') && !isPositivePrice(merged[o])) add(o, SIMULATOR_MESSAGES.quotations);
    }
  }
  // A stored choice whose future is gone blocks any save of the parameters until another is chosen.
  const savesParameters = [...changed].some((o) => Object.hasOwn(SIMULATOR_SETTINGS.fields, o));
  const future = merged.selected_future;
  if (ctx && future !== undefined && savesParameters && !ctx.dollarFutureValues.some((v) => sameDecimal(v, future))) {
    add('selected_future', SIMULATOR_MESSAGES.selectedFuture);
  }
  return errors;
}

/** The months ('YYYY-MM') with futures per crop, from future rows ({cropId, month}). */
export function cropFutureMonths(rows: readonly { cropId: number | null; month: string | null }[]): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const r of rows) {
    if (r.cropId == null || !r.month) continue;
    let set = out.get(r.cropId);
    if (!set) out.set(r.cropId, (set = new Set()));
    set.add(r.month.slice(0, 7));
  }
  return out;
}

/**
 * The dollar futures the settings offer: the exchange (spot) one always, the monthly ones only
 * from the current month on.
 */
export function selectableDollarFutures<T extends { month: string | null }>(rows: readonly T[], today: string): T[] {
  const month = today.slice(0, 7);
  return rows.filter((r) => !r.month || r.month.slice(0, 7) >= month);
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * What the simulator-parameters form starts with (spec: default past dates become today plus
 * 2 days): every stored crop date before `today` is replaced, and each value is shown as it is
 * stored now (a rate saved as '6.5' before: '6.50'); saving then stores them.
 */
export function simulatorFormDefaults(stored: Readonly<Record<string, string>>, today: string): Record<string, string> {
  const out = Object.fromEntries(Object.entries(stored).map(([option, value]) => [option, storedSettingValue(option, value)]));
  for (const option of Object.keys(DATE_FUTURE_CROPS)) {
    const value = out[option];
    if (value && validDate(value) && value < today) out[option] = addDays(today, 2);
  }
  return out;
}
