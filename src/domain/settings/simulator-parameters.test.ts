import { describe, expect, it } from 'vitest';
import {
  simulatorFormDefaults,
  SIMULATOR_MESSAGES,
  cropDateError,
  cropFutureMonths,
  isPositiveDecimal,
  sameDecimal,
  selectableDollarFutures,
  simulatorParameterErrors,
  storedSettingValue,
  type FuturesContext,
} from './simulator-parameters';

const ctx: FuturesContext = {
  today: '2026-11-22',
  cropFutureMonths: cropFutureMonths([
    { cropId: 1, month: '2027-05-01' },
    { cropId: 2, month: '2027-05-01' },
    { cropId: 1, month: '2027-04-01' },
    { cropId: 4, month: '2027-01-01' },
  ]),
  dollarFutureValues: ['1150.00', '1221.6300'],
};

const stored = {
  thick_recharge_rate: '3.50',
  soy_recharge_rate: '3.50',
  apply_all_thick_dates: '1',
  apply_all_thin_dates: '0',
  soy_crop_date: '2027-05-15',
  corn_crop_date: '2027-05-15',
  wheat_crop_date: '',
  apply_quotations_manually: '0',
  soy_quotation: '',
};

const errorsFor = (changes: Record<string, string>) =>
  simulatorParameterErrors({ ...stored, ...changes }, new Set(Object.keys(changes)), ctx);

describe('numbers', () => {
  it('accepts filled nonzero decimals only', () => {
    expect(['3.5', '3,5', '0.01', '10'].map(isPositiveDecimal)).toEqual([true, true, true, true]);
    expect(['', '0', '0.00', 'abc', '-1', '1e3', null].map(isPositiveDecimal)).toEqual([false, false, false, false, false, false, false]);
    expect(sameDecimal('1221.63', '1221.6300')).toBe(true);
    expect(sameDecimal('1221.63', '1221.64')).toBe(false);
  });
});

describe('crop dates', () => {
  it('needs futures of every crop of the harvest that month', () => {
    expect(cropDateError('thick_crop_date', '2027-05-10', ctx)).toBeNull();
    expect(cropDateError('thick_crop_date', '2027-04-10', ctx)).toBe(SIMULATOR_MESSAGES.noFutures); // no corn in April
    expect(cropDateError('soy_crop_date', '2027-04-10', ctx)).toBeNull();
    expect(cropDateError('thin_crop_date', '2027-01-31', ctx)).toBeNull();
    expect(cropDateError('wheat_crop_date', '2027-05-10', ctx)).toBe(SIMULATOR_MESSAGES.noFutures);
  });

  it('refuses past, invalid and too distant dates', () => {
    expect(cropDateError('soy_crop_date', '2026-11-21', ctx)).toBe(SIMULATOR_MESSAGES.noFutures);
    expect(cropDateError('soy_crop_date', '2027-02-30', ctx)).toBe(SIMULATOR_MESSAGES.noFutures);
    expect(cropDateError('soy_crop_date', '2027-11-22', ctx)).toBe(SIMULATOR_MESSAGES.dateTooFar);
  });
});

describe('simulatorParameterErrors', () => {
  it('checks only what changes, with the messages of the spec', () => {
    expect(errorsFor({})).toEqual({});
    expect(errorsFor({ thick_recharge_rate: '0' })).toEqual({ thick_recharge_rate: [SIMULATOR_MESSAGES.rates] });
    expect(errorsFor({ soy_recharge_rate: '' })).toEqual({ soy_recharge_rate: [SIMULATOR_MESSAGES.cropRates] });
    expect(errorsFor({ soy_crop_date: '2026-01-01' })).toEqual({ soy_crop_date: [SIMULATOR_MESSAGES.noFutures] });
  });

  it('requires every per-crop date when the individual-crops switch is on', () => {
    expect(errorsFor({ apply_all_thin_dates: '1' })).toEqual({ wheat_crop_date: [SIMULATOR_MESSAGES.cropDates] });
    expect(errorsFor({ apply_all_thin_dates: '1', wheat_crop_date: '2027-01-10' })).toEqual({});
    expect(errorsFor({ corn_crop_date: '' })).toEqual({ corn_crop_date: [SIMULATOR_MESSAGES.cropDates] });
    expect(errorsFor({ apply_all_thick_dates: '0', corn_crop_date: '' })).toEqual({});
  });

  it('requires the quotations when they are entered manually', () => {
    expect(errorsFor({ apply_quotations_manually: '1' })).toMatchObject({ soy_quotation: [SIMULATOR_MESSAGES.quotations] });
  });

  it('needs an existing dollar future, and skips the futures checks without them', () => {
    expect(errorsFor({ selected_future: '1221.63' })).toEqual({});
    expect(errorsFor({ selected_future: '999' })).toEqual({ selected_future: [SIMULATOR_MESSAGES.selectedFuture] });
    expect(
      simulatorParameterErrors({ selected_future: '1', soy_crop_date: '2020-01-01' }, new Set(['selected_future', 'soy_crop_date']), null),
    ).toEqual({});
  });

  it('refuses saving any parameter while the stored dollar future matches no future; the notifications do not depend on it', () => {
    const stale = { ...stored, selected_future: '1330.08' };
    expect(simulatorParameterErrors({ ...stale, thick_recharge_rate: '4' }, new Set(['thick_recharge_rate']), ctx)).toEqual({
      selected_future: [SIMULATOR_MESSAGES.selectedFuture],
    });
    expect(simulatorParameterErrors(stale, new Set(['solicitudes_send_emails_to_client']), ctx)).toEqual({});
  });
});

describe('storedSettingValue', () => {
  it('stores a surcharge rate with 2 decimals and any other decimal with a dot', () => {
    expect(storedSettingValue('soy_recharge_rate', '6,5')).toBe('6.50');
    expect(storedSettingValue('thick_recharge_rate', '4')).toBe('4.00');
    expect(storedSettingValue('thin_recharge_rate', '3.125')).toBe('3.13');
    expect(storedSettingValue('soy_quotation', '29,805')).toBe('29.805');
    expect(storedSettingValue('thick_recharge_rate', 'abc')).toBe('abc');
    expect(storedSettingValue('on_advance_send_emails_enabled', '1')).toBe('1');
  });
});

describe('selectableDollarFutures', () => {
  it('keeps the spot future and the months from the current one', () => {
    const rows = [{ month: null }, { month: '2026-10-01' }, { month: '2026-11-01' }, { month: '2027-01-01' }];
    expect(selectableDollarFutures(rows, '2026-11-22')).toEqual([{ month: null }, { month: '2026-11-01' }, { month: '2027-01-01' }]);
  });
});

describe('simulatorFormDefaults', () => {
  it('replaces stored past crop dates by today plus 2 days and keeps the rest', () => {
    const stored = { thick_crop_date: '2020-01-15', thin_crop_date: '2030-03-01', soy_crop_date: '', thick_recharge_rate: '3.5' };
    expect(simulatorFormDefaults(stored, '2026-12-30')).toEqual({
      thick_crop_date: '2027-01-01',
      thin_crop_date: '2030-03-01',
      soy_crop_date: '',
      thick_recharge_rate: '3.50',
    });
  });
});
