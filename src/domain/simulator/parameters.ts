// The simulator's parameters card (docs/rules/simulator.md#tarjeta-de-parámetros):
// the request of POST /api/simulator/{id} (and its PDF and Excel), its checks, and what each
// crop ends up using. The rules are the settings tab's (simulatorParameterErrors): the card's
// values are read as the settings options they stand for.
import { z } from 'zod';
import { CROP_HARVEST, CROP_IDS } from '../coverages/crops';
import { cmp, dec } from '../core/decimal';
import { LIST_LIMITS } from '../core/limits';
import { parseDecimal } from '../core/numbers';
import { INVALID_PAYLOAD_MESSAGE, flagInput, isFlagOn } from '../core/fields';
import { toId } from '../core/ids';
import { SIMULATOR_MESSAGES, simulatorParameterErrors, type FuturesContext } from '../settings/simulator-parameters';
import { emptyFieldErrors, type FieldErrors } from '../core/validation';
import { DEFAULT_INCOME_TAX_PERCENT } from './formula';

const decimal = z
  .union([z.string(), z.number(), z.null()], { error: 'Número inválido.' })
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : (parseDecimal(v) ?? String(v).trim())));
const isoDate = z
  .union([z.string(), z.null()], { error: 'Fecha inválida.' })
  .optional()
  .transform((v) => (v ?? '').trim().slice(0, 10));
const flag = flagInput.transform(isFlagOn);

export const INCOME_TAX_RATE_MESSAGE = 'Alícuota de ganancias inválida: ingresá un porcentaje entre 0 y 100.';

/** The income-tax rate, %: 0 to 100; blank is the default 35. */
const incomeTaxRate = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return DEFAULT_INCOME_TAX_PERCENT;
    const d = parseDecimal(value);
    if (d === undefined || d.startsWith('-') || cmp(dec(d), dec(100)) > 0) {
      ctx.addIssue({ code: 'custom', message: INCOME_TAX_RATE_MESSAGE });
      return z.NEVER;
    }
    return d;
  });

/** The body of POST /api/simulator/{id}, -pdf and -excel (names are the spec's). */
export const simulatorRequestSchema = z.object(
  {
    thickRate: decimal,
    thinRate: decimal,
    soyRate: decimal,
    cornRate: decimal,
    sunflowerRate: decimal,
    wheatRate: decimal,
    applyAllThickRates: flag,
    applyAllThinRates: flag,
    applyAllThickDates: flag,
    applyAllThinDates: flag,
    thickCropDate: isoDate,
    thinCropDate: isoDate,
    soyCropDate: isoDate,
    cornCropDate: isoDate,
    sunflowerCropDate: isoDate,
    wheatCropDate: isoDate,
    thickDollarDate: isoDate,
    thinDollarDate: isoDate,
    soyDollarDate: isoDate,
    cornDollarDate: isoDate,
    wheatDollarDate: isoDate,
    applyQuotationsManually: flag,
    soyQuotation: decimal,
    cornQuotation: decimal,
    sunflowerQuotation: decimal,
    wheatQuotation: decimal,
    selectedFutureValue: decimal,
    /** the Resumen tab's selection; empty or absent means every quotation */
    filteredQuotations: z
      .array(z.unknown(), { error: INVALID_PAYLOAD_MESSAGE })
      .max(LIST_LIMITS.filteredQuotations, { error: INVALID_PAYLOAD_MESSAGE })
      .optional()
      .transform((list) => (list ?? []).map(toId).filter((id): id is number => id !== undefined)),
    /** income-tax rate for the saving, % (our addition; 35 when absent) */
    incomeTaxRate,
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);
export type SimulatorRequest = z.output<typeof simulatorRequestSchema>;

const CROP_KEYS: Readonly<Record<number, 'soy' | 'corn' | 'sunflower' | 'wheat'>> = {
  [CROP_IDS.soy]: 'soy',
  [CROP_IDS.corn]: 'corn',
  [CROP_IDS.sunflower]: 'sunflower',
  [CROP_IDS.wheat]: 'wheat',
};

/** The card's values as the settings options they stand for (apply_all_* '1': each crop its own). */
export function asSettingValues(p: SimulatorRequest): Record<string, string> {
  const b = (v: boolean) => (v ? '1' : '0');
  return {
    thick_recharge_rate: p.thickRate,
    thin_recharge_rate: p.thinRate,
    soy_recharge_rate: p.soyRate,
    corn_recharge_rate: p.cornRate,
    sunflower_recharge_rate: p.sunflowerRate,
    wheat_recharge_rate: p.wheatRate,
    thick_crop_date: p.thickCropDate,
    thin_crop_date: p.thinCropDate,
    soy_crop_date: p.soyCropDate,
    corn_crop_date: p.cornCropDate,
    wheat_crop_date: p.wheatCropDate,
    apply_all_thick_rates: b(p.applyAllThickRates),
    apply_all_thin_rates: b(p.applyAllThinRates),
    apply_all_thick_dates: b(p.applyAllThickDates),
    apply_all_thin_dates: b(p.applyAllThinDates),
    apply_quotations_manually: b(p.applyQuotationsManually),
    soy_quotation: p.soyQuotation,
    corn_quotation: p.cornQuotation,
    sunflower_quotation: p.sunflowerQuotation,
    wheat_quotation: p.wheatQuotation,
  };
}

/** The parameter names of the card, by the settings option they stand for (to key the 422 by the card's fields). */
const FIELD_OF_OPTION: Readonly<Record<string, keyof SimulatorRequest>> = {
  thick_recharge_rate: 'thickRate',
  thin_recharge_rate: 'thinRate',
  soy_recharge_rate: 'soyRate',
  corn_recharge_rate: 'cornRate',
  sunflower_recharge_rate: 'sunflowerRate',
  wheat_recharge_rate: 'wheatRate',
  thick_crop_date: 'thickCropDate',
  thin_crop_date: 'thinCropDate',
  soy_crop_date: 'soyCropDate',
  corn_crop_date: 'cornCropDate',
  wheat_crop_date: 'wheatCropDate',
  soy_quotation: 'soyQuotation',
  corn_quotation: 'cornQuotation',
  sunflower_quotation: 'sunflowerQuotation',
  wheat_quotation: 'wheatQuotation',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const addYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/**
 * The errors of the card, keyed by its fields: the settings rules on every value (only the
 * dates of crops the negotiation has, and the per-crop ones only with their switch), and the
 * dollar dates, required only with the individual-crops option of their harvest.
 */
export function simulatorRequestErrors(p: SimulatorRequest, ctx: FuturesContext, cropIds: readonly number[]): FieldErrors {
  const values = asSettingValues(p);
  const harvests = new Set(cropIds.map((c) => CROP_HARVEST[c]));
  const checked = new Set(Object.keys(values));
  const absent = new Set<string>();
  if (!harvests.has('thick')) for (const o of ['thick_crop_date', 'soy_crop_date', 'corn_crop_date']) checked.delete(o);
  if (!harvests.has('thin')) for (const o of ['thin_crop_date', 'wheat_crop_date']) checked.delete(o);
  if (p.applyAllThickDates) checked.delete('thick_crop_date');
  if (p.applyAllThinDates) checked.delete('thin_crop_date');
  for (const c of ['soy', 'corn', 'sunflower', 'wheat'] as const) {
    if (cropIds.includes(CROP_IDS[c])) continue;
    for (const o of [`${c}_crop_date`, `${c}_recharge_rate`, `${c}_quotation`]) absent.add(o);
  }
  for (const o of absent) checked.delete(o);

  const errors = emptyFieldErrors();
  for (const [option, list] of Object.entries(simulatorParameterErrors(values, checked, ctx))) {
    if (absent.has(option)) continue; // a crop the negotiation does not have
    const field = FIELD_OF_OPTION[option] ?? option;
    errors[field] = list;
  }
  const dollarDates = [
    ...(p.applyAllThickDates ? (['soyDollarDate', 'cornDollarDate'] as const) : []),
    ...(p.applyAllThinDates ? (['wheatDollarDate'] as const) : []),
  ];
  for (const field of dollarDates) {
    const crop = CROP_IDS[field.replace('DollarDate', '') as 'soy' | 'corn' | 'wheat'];
    if (!cropIds.includes(crop)) continue;
    const v = p[field];
    if (!DATE.test(v) || v < ctx.today || v >= addYear(ctx.today)) errors[field] = [SIMULATOR_MESSAGES.dateTooFar];
  }
  return errors;
}

/** What one crop uses: its surcharge, expiry dates and (optionally) manual quotation, US$/QQ. */
export interface CropParameters {
  rechargeRate: string;
  cropDate: string;
  dollarDate: string;
  manualQuotation: string | null;
}

/** The harvest-level values, or the crop's own when the harvest's individual-crops option is on. */
export function cropParameters(p: SimulatorRequest, cropId: number): CropParameters {
  const key = CROP_KEYS[cropId] ?? 'soy';
  const thick = CROP_HARVEST[cropId] !== 'thin';
  const ownRates = thick ? p.applyAllThickRates : p.applyAllThinRates;
  const ownDates = thick ? p.applyAllThickDates : p.applyAllThinDates;
  const harvestRate = thick ? p.thickRate : p.thinRate;
  const harvestDate = thick ? p.thickCropDate : p.thinCropDate;
  const harvestDollarDate = (thick ? p.thickDollarDate : p.thinDollarDate) || harvestDate;
  const cropDate = (ownDates && p[`${key}CropDate`]) || harvestDate;
  const ownDollar = key === 'sunflower' ? '' : p[`${key}DollarDate`];
  return {
    rechargeRate: (ownRates && p[`${key}Rate`]) || harvestRate || '0',
    cropDate,
    dollarDate: ownDates ? ownDollar || cropDate : harvestDollarDate,
    manualQuotation: p.applyQuotationsManually ? p[`${key}Quotation`] || null : null,
  };
}

/** The card as the settings fill it in (GET /api/simulator-parameters): each dollar date starts as its crop date. */
export function cardFromSettings(s: Readonly<Record<string, string>>): SimulatorRequest {
  const on = (o: string) => s[o] === '1';
  const v = (o: string) => s[o] ?? '';
  return {
    thickRate: v('thick_recharge_rate'),
    thinRate: v('thin_recharge_rate'),
    soyRate: v('soy_recharge_rate'),
    cornRate: v('corn_recharge_rate'),
    sunflowerRate: v('sunflower_recharge_rate'),
    wheatRate: v('wheat_recharge_rate'),
    applyAllThickRates: on('apply_all_thick_rates'),
    applyAllThinRates: on('apply_all_thin_rates'),
    applyAllThickDates: on('apply_all_thick_dates'),
    applyAllThinDates: on('apply_all_thin_dates'),
    thickCropDate: v('thick_crop_date'),
    thinCropDate: v('thin_crop_date'),
    soyCropDate: v('soy_crop_date'),
    cornCropDate: v('corn_crop_date'),
    sunflowerCropDate: v('thick_crop_date'),
    wheatCropDate: v('wheat_crop_date'),
    thickDollarDate: v('thick_crop_date'),
    thinDollarDate: v('thin_crop_date'),
    soyDollarDate: v('soy_crop_date'),
    cornDollarDate: v('corn_crop_date'),
    wheatDollarDate: v('wheat_crop_date'),
    applyQuotationsManually: on('apply_quotations_manually'),
    soyQuotation: v('soy_quotation'),
    cornQuotation: v('corn_quotation'),
    sunflowerQuotation: v('sunflower_quotation'),
    wheatQuotation: v('wheat_quotation'),
    selectedFutureValue: v('selected_future'),
    filteredQuotations: [],
    incomeTaxRate: DEFAULT_INCOME_TAX_PERCENT,
  };
}
