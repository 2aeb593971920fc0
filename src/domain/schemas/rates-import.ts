// Rate import and export (administration-area.md 2.8, 5 'Rate import', 7): the form's
// fields, the file-type rule and the texts shared by the screens and the API.

import { z } from 'zod';
import { INVALID_PAYLOAD_MESSAGE } from './fields';
import { idField } from './coverage';

export const RATES_IO_MESSAGES = {
  fileType: 'Tipo de archivo inválido / Seleccione un archivo XLSX',
  campaign: 'Seleccione una campaña',
  company: 'Aseguradora inválida',
  start: 'Iniciar importación',
  export: 'Exportar',
  campaignsError: 'Error al obtener las campañas',
} as const;

export const RATES_FILE_NAME = 'Tasas.xlsx';
/** Largest import file the API takes. */
export const RATES_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The spec's rule: an import file is chosen by its .xlsx name (the API also checks the content). */
export const isXlsxFileName = (name: string | null | undefined) => typeof name === 'string' && /\.xlsx$/i.test(name.trim());

/** 'Nuevas: {n} / No procesadas: {n}' */
export const importSummary = (imported: number, notProcessed: number) => `Nuevas: ${imported} / No procesadas: ${notProcessed}`;

/** The multipart fields of POST /api/rates/import besides the file. */
export const rateImportFieldsSchema = z.object(
  { campaign: idField(RATES_IO_MESSAGES.campaign), company: idField(RATES_IO_MESSAGES.company) },
  { error: INVALID_PAYLOAD_MESSAGE },
);

export type RateImportFields = z.output<typeof rateImportFieldsSchema>;

/** GET /api/rates/export parameters; `company` is optional (absent: every insurer of the campaign). */
export const rateExportQuerySchema = z.object({ campaign: idField(RATES_IO_MESSAGES.campaign) }, { error: INVALID_PAYLOAD_MESSAGE });

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

export type RateImportStatus = 'pending' | 'running' | 'done' | 'failed';

/** GET /api/rates/import/{id}: an import's progress and, once done, its report. */
export interface RateImportState {
  id: number;
  status: RateImportStatus;
  fileName: string;
  campaignId: number;
  companyId: number;
  totalRows: number;
  processedRows: number;
  ratesImported: number;
  cantErrors: number;
  errors: ImportRowError[];
  message: string | null;
  import_report: ImportReport | null;
}
