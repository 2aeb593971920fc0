import { describe, expect, it } from 'vitest';
import { importSummary, isXlsxFileName, rateImportFieldsSchema } from './import';

describe('rate import rules', () => {
  it('takes only .xlsx file names', () => {
    expect(isXlsxFileName('Tasas.xlsx')).toBe(true);
    expect(isXlsxFileName('TASAS.XLSX')).toBe(true);
    expect(isXlsxFileName('tasas.xls')).toBe(false);
    expect(isXlsxFileName('tasas.xlsx.csv')).toBe(false);
    expect(isXlsxFileName('')).toBe(false);
  });

  it("says the spec's summary", () => {
    expect(importSummary(12, 3)).toBe('Nuevas: 12 / No procesadas: 3');
    expect(importSummary(7885, 1234)).toBe('Nuevas: 7.885 / No procesadas: 1.234');
  });

  it('needs a campaign and an insurer id', () => {
    expect(rateImportFieldsSchema.parse({ campaign: '2', company: 1 })).toEqual({ campaign: 2, company: 1 });
    const bad = rateImportFieldsSchema.safeParse({ campaign: '', company: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Elegí una campaña', 'Aseguradora inválida']);
  });
});
