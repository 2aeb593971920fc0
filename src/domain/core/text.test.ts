import { describe, expect, it } from 'vitest';
import { FREE_TEXT_PATTERN, isFreeText, normalizeSearch, truncate } from './text';

describe('free text', () => {
  it('accepts letters with accents, ñ, ü, digits, spaces and . , - °', () => {
    for (const s of [
      'Córdoba',
      'Peñaflor',
      'Güemes',
      'Ruta 8 km 3,5',
      'Av. San Martín 1234',
      'Bv. 25 de Mayo - 2° piso',
      'N° 12',
      'Nº 12',
      'ÁÉÍÓÚ áéíóú',
    ]) {
      expect(isFreeText(s), s).toBe(true);
    }
  });
  it('rejects other characters and the empty string', () => {
    for (const s of ['', 'a/b', 'x@y', "O'Higgins", 'Pérez & Cía', '<script>', 'a_b', 'tab\there', 'línea\nnueva', '50%', '#3']) {
      expect(isFreeText(s), s).toBe(false);
    }
    expect(FREE_TEXT_PATTERN.test('abc')).toBe(true);
    expect(isFreeText(123)).toBe(false);
    expect(isFreeText(null)).toBe(false);
  });
});

describe('normalizeSearch', () => {
  it('strips accents and case', () => {
    expect(normalizeSearch('Córdoba')).toBe('cordoba');
    expect(normalizeSearch('ENTRE RÍOS')).toBe('entre rios');
    expect(normalizeSearch('Peñaflor')).toBe('penaflor');
    expect(normalizeSearch('Güemes')).toBe('guemes');
  });
  it('trims and collapses whitespace', () => {
    expect(normalizeSearch('  San   Martín\t de  los Andes ')).toBe('san martin de los andes');
  });
  it('makes an accented and a plain query meet', () => {
    expect(normalizeSearch('Provincia de Córdoba').includes(normalizeSearch('cordoba'))).toBe(true);
    expect(normalizeSearch('Cordoba')).toBe(normalizeSearch('córdoba'));
  });
  it('returns empty for null and undefined', () => {
    expect(normalizeSearch(null)).toBe('');
    expect(normalizeSearch(undefined)).toBe('');
  });
});

describe('truncate', () => {
  it('cuts at 40 characters with an ellipsis by default', () => {
    const long = 'a'.repeat(50);
    expect(truncate(long)).toBe('a'.repeat(40) + '…');
    expect(truncate('a'.repeat(40))).toBe('a'.repeat(40));
  });
  it('takes another length and drops trailing spaces before the ellipsis', () => {
    expect(truncate('productor@example.com', 9)).toBe('productor…');
    expect(truncate('hola mundo', 5)).toBe('hola…');
    expect(truncate('corto', 10)).toBe('corto');
  });
  it('does not split characters outside the BMP and handles null', () => {
    expect(truncate('🌾🌾🌾', 2)).toBe('🌾🌾…');
    expect(truncate(null)).toBe('');
    expect(truncate(undefined, 3)).toBe('');
  });
});
