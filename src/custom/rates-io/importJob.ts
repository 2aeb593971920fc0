// Runs an import against the API: the async variant (202 + polling GET /api/rates/import/{id})
// or, against an API that answers at once (the original one), its import_report.

import type { ImportReport, RateImportState } from '../../domain/schemas/rates-import';

export const POLL_MS = 300;

export type ImportProgressState = Pick<RateImportState, 'status' | 'totalRows' | 'processedRows'>;

export class ImportFailed extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The two calls the import makes (src/api/client.ts's `upload` and `get`). */
export interface ImportCalls {
  upload(path: string, form: FormData): Promise<any>;
  request(path: string): Promise<any>;
}

export async function runImportJob(
  dataProvider: ImportCalls,
  form: FormData,
  onProgress: (p: ImportProgressState) => void,
  isCancelled: () => boolean = () => false,
): Promise<ImportReport> {
  const started = await dataProvider.upload('rates/import?async=1', form);
  const direct = started?.data?.import_report ?? started?.import_report;
  if (direct) return direct as ImportReport;
  const id = started?.data?.id;
  if (id == null) throw new ImportFailed();
  for (;;) {
    const state = (await dataProvider.request(`rates/import/${id}`))?.data as RateImportState;
    if (isCancelled()) throw new ImportFailed();
    onProgress(state);
    if (state.status === 'done' && state.import_report) return state.import_report;
    if (state.status === 'failed') throw new ImportFailed(state.message ?? undefined);
    await sleep(POLL_MS);
  }
}
