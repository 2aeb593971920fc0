import { describe, expect, it } from 'vitest';
import { decimalPlaces, parseDecimal, parseLocaleDecimal } from './numbers';

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
