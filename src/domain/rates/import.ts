// Rate import and export (docs/rules/rates.md): the form's
// fields, the file-type rule and the texts shared by the screens and the API.

import { z } from 'zod';
import { INVALID_PAYLOAD_MESSAGE } from '../core/fields';
import { toInteger } from '../coverages/schema';
import { idSchema } from '../core/ids';
import { formatNumber } from '../core/format';

export const RATES_IO_MESSAGES = {
  fileType: 'Tipo de archivo inválido / Seleccione un archivo XLSX',
  campaign: 'Elegí una campaña',
  company: 'Aseguradora inválida',
  start: 'Iniciar importación',
  export: 'Exportar',
  campaignsError: 'Error al obtener las campañas',
} as const;

export const RATES_FILE_NAME = 'Tasas.xlsx';
/** The export's answer header with how many rates the file holds (0: only the header row). */
export const RATES_COUNT_HEADER = 'X-Total-Count';
/** Said after exporting a campaign and insurer with no rates: the file is only the header row. */
export const noRatesToExportMessage = (campaign: string, company: string) =>
  `No hay tasas de ${company} en ${campaign}: ${RATES_FILE_NAME} tiene solo los encabezados, para completar e importar.`;
/** Largest import file the API takes. */
export const RATES_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Largest an import file may grow once inflated (an XLSX is a zip), and most rows it may have. */
export const RATES_IMPORT_MAX_UNCOMPRESSED_BYTES = 150 * 1024 * 1024;
export const RATES_IMPORT_MAX_ROWS = 200_000;

/** The spec's rule: an import file is chosen by its .xlsx name (the API also checks the content). */
export const isXlsxFileName = (name: string | null | undefined) => typeof name === 'string' && /\.xlsx$/i.test(name.trim());

/** 'Nuevas: {n} / No procesadas: {n}', the counts in es-AR ('Nuevas: 7.885') */
export const importSummary = (imported: number, notProcessed: number) =>
  `Nuevas: ${formatNumber(imported, 0)} / No procesadas: ${formatNumber(notProcessed, 0)}`;

/** The multipart fields of POST /api/rates/import besides the file. */
export const rateImportFieldsSchema = z.object(
  { campaign: idSchema(RATES_IO_MESSAGES.campaign), company: idSchema(RATES_IO_MESSAGES.company) },
  { error: INVALID_PAYLOAD_MESSAGE },
);

export type RateImportFields = z.output<typeof rateImportFieldsSchema>;

/** GET /api/rates/export parameters; `company` is optional (absent or blank: every insurer of the campaign). */
export const rateExportQuerySchema = z.object(
  {
    campaign: idSchema(RATES_IO_MESSAGES.campaign),
    company: z
      .unknown()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === null || value === '') return undefined;
        const id = toInteger(value);
        if (id === undefined) ctx.addIssue({ code: 'custom', message: RATES_IO_MESSAGES.company });
        return id;
      }),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);

/** POST /api/rates/import's query: `async=1` answers 202 with the job's id instead of waiting for the report. */
export const rateImportQuerySchema = z.object({
  async: z
    .unknown()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** One row the import did not write: its row number in the sheet and why. */
export interface ImportRowError {
  row_number: number;
  type: string;
}

/** The spec's import_report. */
export interface ImportReport {
  rates_imported: number;
  cant_errors: number;
  errors: ImportRowError[];
}

/** What POST /api/rates/import answers (in `data`) and what its job's result holds. */
export interface RatesImportResult {
  import_report: ImportReport;
}
