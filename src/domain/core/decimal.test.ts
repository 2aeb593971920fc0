import { describe, expect, it } from 'vitest';
import { add, cmp, dec, div, fmt, isDecimalText, mul, percentOf, round, sub, sum } from './decimal';

describe('exact decimals', () => {
  it('adds, subtracts and multiplies without floating-point error', () => {
    expect(fmt(add(dec('0.1'), dec('0.2')), 2)).toBe('0.30');
    expect(fmt(sub(dec('10'), dec('0.01')), 2)).toBe('9.99');
    expect(fmt(mul(dec('350'), dec('32.5')), 2)).toBe('11375.00');
    expect(fmt(sum([dec('1.005'), dec('2.005')]), 3)).toBe('3.010');
  });
  it('rounds half away from zero', () => {
    expect(fmt(round(dec('2.345'), 2), 2)).toBe('2.35');
    expect(fmt(round(dec('-2.345'), 2), 2)).toBe('-2.35');
    expect(fmt(round(dec('2.3449'), 2), 2)).toBe('2.34');
  });
  it('divides to a scale', () => {
    expect(fmt(div(dec('10'), dec('3'), 4), 4)).toBe('3.3333');
    expect(fmt(div(dec('2'), dec('3'), 2), 2)).toBe('0.67');
    expect(() => div(dec('1'), dec('0'), 2)).toThrow();
    expect(fmt(percentOf(dec('10.5')), 4)).toBe('0.1050');
  });
  it('reads plain decimal texts and numbers, and refuses anything else', () => {
    expect(fmt(dec('.75'), 2)).toBe('0.75');
    expect(fmt(dec(3), 2)).toBe('3.00');
    expect(() => dec('3,75')).toThrow();
    expect(() => dec('')).toThrow();
    expect(() => dec('1e3')).toThrow();
    expect(isDecimalText('12.50')).toBe(true);
    expect(isDecimalText('12,50')).toBe(false);
  });
  it('compares', () => {
    expect(cmp(dec('1.50'), dec('1.5'))).toBe(0);
    expect(cmp(dec('1.49'), dec('1.5'))).toBe(-1);
    expect(fmt(dec('-0.001'), 2)).toBe('0.00');
  });
});
