import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import { parseRateAmount, rateSchema, rateUpdateSchema } from './schema';

describe('parseRateAmount', () => {
  it('keeps the exact decimal (at most 2 places, as the list shows it), with . or ,', () => {
    expect(parseRateAmount('4.75')).toBe('4.75');
    expect(parseRateAmount('4,7500')).toBe('4.75');
    expect(parseRateAmount(3.25)).toBe('3.25');
    expect(parseRateAmount('100')).toBe('100');
    expect(parseRateAmount('0.01')).toBe('0.01');
    expect(parseRateAmount('007.50')).toBe('7.5');
  });
  it('refuses 0, negatives, over 100, 3 decimals and non-numbers', () => {
    for (const v of [
      '0',
      0,
      '0.0000',
      '-1',
      -1,
      '100.01',
      101,
      '1.23456',
      1.23456,
      '2,4575',
      0.015,
      'abc',
      '',
      null,
      undefined,
      '1e2',
      NaN,
      Infinity,
      '1.2.3',
    ]) {
      expect(parseRateAmount(v), String(v)).toBeUndefined();
    }
  });
});

describe('rateSchema', () => {
  it('gives the spec message of every field', () => {
    const r = rateSchema.safeParse({ moduleId: 1 });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({
      zoneId: ['Departamento inválido'],
      cropId: ['Cultivo inválido'],
      franchiseDeductible: ['Deducible/Franquicia inválida'],
      amount: ['Prima inválida'],
    });
  });
  it('defaults the description to a blank space', () => {
    const r = rateSchema.parse({ moduleId: 1, zoneId: '3', cropId: 2, franchiseDeductible: ' Franquicia 10% ', amount: '4.5' });
    expect(r).toEqual({ moduleId: 1, zoneId: 3, cropId: 2, franchiseDeductible: 'Franquicia 10%', amount: '4.5', description: ' ' });
  });
  it('ignores moduleId on update', () => {
    const r = rateUpdateSchema.parse({ moduleId: 'x', zoneId: 3, cropId: 2, franchiseDeductible: 'F', amount: 1 });
    expect(r).not.toHaveProperty('moduleId');
  });
});
