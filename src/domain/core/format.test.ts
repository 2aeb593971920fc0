import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatNumberAsIs, formatPercent, isoDateInArgentina } from './format';

describe('formatNumberAsIs (es-AR, every decimal)', () => {
  it('writes a number as an es-AR sheet shows it', () => {
    expect(formatNumberAsIs(1.23456)).toBe('1,23456');
    expect(formatNumberAsIs(1500.25)).toBe('1.500,25');
    expect(formatNumberAsIs(-7)).toBe('-7');
  });
});

describe('formatNumber (es-AR)', () => {
  it('uses . for thousands and , for decimals, two decimals by default', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(12)).toBe('12,00');
    expect(formatNumber(-1234.5)).toBe('-1.234,50');
  });
  it('matches Intl es-AR for ordinary numbers', () => {
    const intl = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of [0.5, 12.34, 999.99, 1000, 123456.78, -42.1]) expect(formatNumber(n)).toBe(intl.format(n));
  });
  it('takes other numbers of decimals', () => {
    expect(formatNumber(1234.5678, 0)).toBe('1.235');
    expect(formatNumber('1234.5678', 3)).toBe('1.234,568');
    expect(formatNumber('0.00000015', 8)).toBe('0,00000015');
  });
  it('formats decimal strings exactly, without going through a float', () => {
    expect(formatNumber('12345678901234567.125')).toBe('12.345.678.901.234.567,13');
    expect(formatNumber('9007199254740993.00')).toBe('9.007.199.254.740.993,00'); // 2^53 + 1
    expect(formatNumber('0.105')).toBe('0,11'); // 0.105 as a float is 0.10499999...
    expect(formatNumber('1234.50')).toBe('1.234,50');
    expect(formatNumber('-0.005')).toBe('-0,01');
    expect(formatNumber('999.995')).toBe('1.000,00');
    expect(formatNumber(' 42 ')).toBe('42,00');
  });
  it('rounds numbers by their shortest decimal form, half away from zero', () => {
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(0.1 + 0.2)).toBe('0,30');
    expect(formatNumber(-2.5, 0)).toBe('-3');
  });
  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001)).toBe('0,00');
    expect(formatNumber('-0')).toBe('0,00');
  });
  it('handles exponents and bigints', () => {
    expect(formatNumber(1e21)).toBe('1.000.000.000.000.000.000.000,00');
    expect(formatNumber('1.5E3')).toBe('1.500,00');
    expect(formatNumber(10n ** 18n, 0)).toBe('1.000.000.000.000.000.000');
  });
  it('returns empty for missing or non-numeric values', () => {
    for (const v of [null, undefined, '', 'abc', '1,5', '1.2.3', NaN, Infinity]) expect(formatNumber(v as never)).toBe('');
  });
});

describe('formatMoney', () => {
  it('prints the unit of each currency id', () => {
    expect(formatMoney('1234.5', 3)).toBe('$ 1.234,50');
    expect(formatMoney(1234.5, 2)).toBe('USD 1.234,50');
    expect(formatMoney('120', 1)).toBe('120,00 QQ');
  });
  it('defaults to pesos, and prints the bare number for an unknown unit', () => {
    expect(formatMoney(10)).toBe('$ 10,00');
    expect(formatMoney(10, 99)).toBe('10,00');
    expect(formatMoney(null, 3)).toBe('');
  });
  it('writes a negative amount as es-AR currency does: the sign before the symbol', () => {
    expect(formatMoney('-2199012.4', 3)).toBe('-$ 2.199.012,40');
    expect(formatMoney(-5, 2)).toBe('-USD 5,00');
    expect(formatMoney('-17.8', 1)).toBe('-17,80 QQ');
    expect(formatMoney('-0.001', 3)).toBe('$ 0,00');
  });
});

describe('formatPercent', () => {
  it('shows two decimals and a percent sign', () => {
    expect(formatPercent(12.5)).toBe('12,50 %');
    expect(formatPercent('3.456')).toBe('3,46 %');
    expect(formatPercent(0)).toBe('0,00 %');
    expect(formatPercent(undefined)).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  it('shows a date-only value as that calendar day, dd/mm/aaaa', () => {
    expect(formatDate('2024-01-05')).toBe('05/01/2024');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
  });
  it('shows instants in Argentine time (UTC-3)', () => {
    expect(formatDate('2024-01-05T01:00:00Z')).toBe('04/01/2024');
    expect(formatDateTime('2024-01-05T13:05:00.000000Z')).toBe('05/01/2024 10:05');
    expect(formatDateTime(new Date(Date.UTC(2024, 6, 9, 3, 0)))).toBe('09/07/2024 00:00');
    expect(formatDateTime('2024-01-05T10:00:00-03:00')).toBe('05/01/2024 10:00');
  });
  it('shows zone-less date-times (Laravel) as written', () => {
    expect(formatDateTime('2024-03-01 08:30:00')).toBe('01/03/2024 08:30');
    expect(formatDate('2024-03-01 23:59:59')).toBe('01/03/2024');
  });
  it('returns empty for missing or invalid dates', () => {
    for (const v of [null, undefined, '', 'ayer', '2024-02-31', '2024-13-01']) {
      expect(formatDate(v)).toBe('');
      expect(formatDateTime(v)).toBe('');
    }
  });
  it('gives the Argentine calendar day of an instant', () => {
    expect(isoDateInArgentina(new Date('2024-01-05T02:00:00Z'))).toBe('2024-01-04');
    expect(isoDateInArgentina(new Date('2024-01-05T03:00:00Z'))).toBe('2024-01-05');
  });
});
