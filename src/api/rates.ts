// Rate import and export (docs/rules/rates.md; docs/rates-xlsx.md).
import { MESSAGES } from '../domain/core/messages';
import { RATES_COUNT_HEADER, RATES_FILE_NAME, type ImportReport, type RateImportFields } from '../domain/rates/import';
import { api } from './client';
import { defineMethods } from './dataPath';

/** How an import started: its report at once (the original API), or the job to follow with useJob (this one). */
export type ImportStart = { report: ImportReport } | { jobId: number };

interface ImportAnswer {
  data?: { id?: number; import_report?: ImportReport };
  import_report?: ImportReport;
}

export const ratesIoApi = defineMethods('ratesIo', {
  /** POST /api/rates/import?async=1 (multipart: campaign, company, import_file). */
  async startImport(fields: RateImportFields, file: File): Promise<ImportStart> {
    const form = new FormData();
    form.append('campaign', String(fields.campaign));
    form.append('company', String(fields.company));
    form.append('import_file', file, file.name);
    const body = await api.upload<ImportAnswer | null>('rates/import?async=1', form);
    const report = body?.data?.import_report ?? body?.import_report;
    if (report) return { report };
    const jobId = body?.data?.id;
    if (typeof jobId !== 'number') throw new Error(MESSAGES.genericError);
    return { jobId };
  },

  /**
   * GET /api/rates/export?campaign=&company= saved as Tasas.xlsx (every insurer when `company` is
   * undefined); resolves to the number of rates in it, or null when the API does not say (the original).
   */
  async exportRates(campaign: number, company?: number): Promise<{ rates: number | null }> {
    const { headers } = await api.download('rates/export', { fileName: RATES_FILE_NAME, query: { campaign, company } });
    const count = headers.get(RATES_COUNT_HEADER);
    return { rates: count !== null && /^\d+$/.test(count) ? Number(count) : null };
  },
});
