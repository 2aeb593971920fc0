import { describe, expect, it } from 'vitest';
import {
  decimalForInput,
  decimalFromInput,
  decimalPlaces,
  groupThousands,
  parseDecimal,
  parseLocaleDecimal,
  roundedDecimal,
  withMinDecimals,
} from './numbers';

describe('parseDecimal (API payloads)', () => {
  it('reads numbers and dot or comma decimals as canonical text', () => {
    expect(parseDecimal(3.75)).toBe('3.75');
    expect(parseDecimal('3,75')).toBe('3.75');
    expect(parseDecimal(' 0012.50 ')).toBe('12.5');
    expect(parseDecimal('-0')).toBe('0');
    expect(parseDecimal(350)).toBe('350');
  });
  it('refuses anything else', () => {
    for (const v of ['', '1.234,5', '1e3', 'abc', '1.', '.5', null, undefined, {}, [], NaN, Infinity, 1e21])
      expect(parseDecimal(v), String(v)).toBeUndefined();
  });
});

describe('parseLocaleDecimal (es-AR inputs)', () => {
  it('reads what an es-AR user types', () => {
    expect(parseLocaleDecimal('3,75')).toBe('3.75');
    expect(parseLocaleDecimal('1.234,56')).toBe('1234.56');
    expect(parseLocaleDecimal('1.234')).toBe('1234');
    expect(parseLocaleDecimal('1234.5')).toBe('1234.5');
    expect(parseLocaleDecimal(' 12 ')).toBe('12');
  });
  it('refuses what is not a number', () => {
    for (const v of ['', 'x', '1,2,3', '1.23,4.5', '12,']) expect(parseLocaleDecimal(v), v).toBeUndefined();
    expect(decimalPlaces('12.345')).toBe(3);
    expect(decimalPlaces('12')).toBe(0);
  });
});

describe('number inputs: decimalFromInput and decimalForInput', () => {
  it('stores what the user types with the es-AR comma as a dot decimal, digits kept', () => {
    expect(decimalFromInput('3,75')).toBe('3.75');
    expect(decimalFromInput('3,70')).toBe('3.70');
    expect(decimalFromInput('1.234,5')).toBe('1234.5');
    expect(decimalFromInput('1.234')).toBe('1234');
    expect(decimalFromInput('4.00')).toBe('4.00');
    expect(decimalFromInput('21')).toBe('21');
  });

  it('keeps a half-typed or wrong text as typed, for the form rules to refuse', () => {
    expect(decimalFromInput('3,')).toBe('3,');
    expect(decimalFromInput('abc')).toBe('abc');
    expect(decimalFromInput('')).toBe('');
  });

  it('shows a stored dot decimal with the es-AR comma and round-trips it unchanged', () => {
    expect(decimalForInput('3.50')).toBe('3,50');
    expect(decimalForInput(4.5)).toBe('4,5');
    expect(decimalForInput('21')).toBe('21');
    expect(decimalForInput(null)).toBe('');
    for (const stored of ['3.50', '1221.6300', '0.05', '100']) expect(decimalFromInput(decimalForInput(stored))).toBe(stored);
  });
});

describe('roundedDecimal (quotation inputs, as the database keeps them)', () => {
  it('rounds half away from zero to two decimals, canonical text', () => {
    expect(roundedDecimal('123.456')).toBe('123.46');
    expect(roundedDecimal('17.855')).toBe('17.86');
    expect(roundedDecimal('12,345')).toBe('12.35');
    expect(roundedDecimal(9.995)).toBe('10');
    expect(roundedDecimal('0.004')).toBe('0');
    expect(roundedDecimal('-0.005')).toBe('-0.01');
    expect(roundedDecimal('350')).toBe('350');
    expect(roundedDecimal('1.5')).toBe('1.5');
    expect(roundedDecimal('x')).toBeUndefined();
  });
});

describe('withMinDecimals', () => {
  it("drops a column's trailing zeros down to two decimals, keeping the digits that count", () => {
    expect(withMinDecimals('1150.0000')).toBe('1150.00');
    expect(withMinDecimals('318.5250')).toBe('318.525');
    expect(withMinDecimals('7')).toBe('7');
    expect(withMinDecimals(null)).toBe('');
    expect(withMinDecimals('abc')).toBe('abc');
  });
});

describe('groupThousands', () => {
  it('puts a separator every three digits from the right', () => {
    expect(['', '1', '12', '123', '1234', '12345', '123456', '1234567'].map((d) => groupThousands(d, '.'))).toEqual([
      '',
      '1',
      '12',
      '123',
      '1.234',
      '12.345',
      '123.456',
      '1.234.567',
    ]);
  });

  it('groups a hundred thousand digits in one pass', () => {
    const grouped = groupThousands('9'.repeat(100_000), '.');
    expect(grouped.length).toBe(100_000 + 33_333);
    expect(grouped.startsWith('9.999.')).toBe(true);
  });
});
