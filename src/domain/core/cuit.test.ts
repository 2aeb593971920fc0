import { describe, expect, it } from 'vitest';
import { cuitCheckDigit, formatCuit, isLegalPersonCuit, isValidCuit } from './cuit';

// Public CUITs, each checked by hand with AFIP's weights 5,4,3,2,7,6,5,4,3,2:
// 30-50001091-2 Banco de la Nación Argentina: 15+0+15+0+0+0+5+0+27+2 = 64; 64 mod 11 = 9; 11-9 = 2
// 33-69345023-9 AFIP: 15+12+18+18+21+24+25+0+6+6 = 145; 145 mod 11 = 2; 11-2 = 9
// 30-54668997-9 YPF: 15+0+15+8+42+36+40+36+27+14 = 233; 233 mod 11 = 2; 11-2 = 9
// 27-12345679-9 (made up): 10+28+3+4+21+24+25+24+21+18 = 178; 178 mod 11 = 2; 11-2 = 9
// 20-20000003-0 (made up): 10+0+6+0+0+0+0+0+0+6 = 22; 22 mod 11 = 0 -> 11 -> check digit 0
// 20-20000009-? (made up): 10+0+6+0+0+0+0+0+0+18 = 34; 34 mod 11 = 1 -> 10 -> no valid digit
const VALID = ['30500010912', '33693450239', '30546689979', '27123456799', '20200000030', '23123456785', '24123456781', '34123456787'];

describe('isValidCuit', () => {
  it.each(VALID)('accepts %s', (cuit) => {
    expect(isValidCuit(cuit)).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCuit('30500010913')).toBe(false);
    expect(isValidCuit('33693450238')).toBe(false);
    expect(isValidCuit('30546689970')).toBe(false);
  });

  it('rejects numbers whose weighted sum leaves remainder 1 (check digit would be 10)', () => {
    expect(cuitCheckDigit('2020000009')).toBeNull();
    for (let d = 0; d <= 9; d++) expect(isValidCuit(`2020000009${d}`)).toBe(false);
  });

  it('rejects wrong lengths, letters, dashes, dots and spaces', () => {
    expect(isValidCuit('3050001091')).toBe(false);
    expect(isValidCuit('305000109120')).toBe(false);
    expect(isValidCuit('')).toBe(false);
    expect(isValidCuit('30-50001091-2')).toBe(false);
    expect(isValidCuit('30.50001091.2')).toBe(false);
    expect(isValidCuit(' 30500010912')).toBe(false);
    expect(isValidCuit('3050001091A')).toBe(false);
    expect(isValidCuit('３０500010912')).toBe(false); // full-width digits
  });

  it('rejects unknown prefixes even with a matching check digit', () => {
    // 10-50001091-?: 5+0+15+0+0+0+5+0+27+2 = 54; 54 mod 11 = 10; 11-10 = 1
    expect(cuitCheckDigit('1050001091')).toBe(1);
    expect(isValidCuit('10500010911')).toBe(false);
    // 99-12345678-?: computed digit, still not a CUIT type
    const d = cuitCheckDigit('9912345678');
    if (d !== null) expect(isValidCuit(`9912345678${d}`)).toBe(false);
  });

  it('rejects non-strings without throwing', () => {
    expect(isValidCuit(30500010912 as unknown as string)).toBe(false);
    expect(isValidCuit(null as unknown as string)).toBe(false);
    expect(isValidCuit(undefined as unknown as string)).toBe(false);
  });
});

describe('cuitCheckDigit', () => {
  it('computes the AFIP digit', () => {
    expect(cuitCheckDigit('3050001091')).toBe(2);
    expect(cuitCheckDigit('3369345023')).toBe(9);
    expect(cuitCheckDigit('2020000003')).toBe(0);
    expect(cuitCheckDigit('2020000009')).toBeNull();
    expect(cuitCheckDigit('12345')).toBeNull();
  });
});

describe('isLegalPersonCuit', () => {
  it('is true for prefixes 30, 33 and 34 only', () => {
    expect(isLegalPersonCuit('30500010912')).toBe(true);
    expect(isLegalPersonCuit('33693450239')).toBe(true);
    expect(isLegalPersonCuit('34123456787')).toBe(true);
    expect(isLegalPersonCuit('20200000030')).toBe(false);
    expect(isLegalPersonCuit('27123456799')).toBe(false);
    expect(isLegalPersonCuit('23123456785')).toBe(false);
    expect(isLegalPersonCuit('')).toBe(false);
    expect(isLegalPersonCuit(null)).toBe(false);
  });
});

describe('formatCuit', () => {
  it('formats 11 digits as XX-XXXXXXXX-X', () => {
    expect(formatCuit('30500010912')).toBe('30-50001091-2');
    expect(formatCuit(33693450239)).toBe('33-69345023-9');
    expect(formatCuit('30-50001091-2')).toBe('30-50001091-2');
  });
  it('leaves anything else as it is', () => {
    expect(formatCuit('123')).toBe('123');
    expect(formatCuit(null)).toBe('');
    expect(formatCuit(undefined)).toBe('');
  });
});
