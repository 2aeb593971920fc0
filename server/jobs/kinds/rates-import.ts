import { z } from 'zod';
import { idSchema } from '../../../src/domain/core/ids';
import type { RatesImportResult } from '../../../src/domain/rates/import';
import { importRatesFile, SAVE_FAILED_MESSAGE } from '../../rates/import';
import { defineJob } from '../handler';

/** A rates XLSX into a campaign's coverages of one insurer (POST /api/rates/import). */
export const ratesImportJob = defineJob<{ campaignId: number; companyId: number; fileName: string }, RatesImportResult>({
  kind: 'rates-import',
  payload: z.object({ campaignId: idSchema(), companyId: idSchema(), fileName: z.string() }),
  // two imports at once could both add a rate neither saw
  exclusive: true,
  failureMessage: SAVE_FAILED_MESSAGE,
  run: (job, { campaignId, companyId }) => importRatesFile(job, { campaignId, companyId }),
});
