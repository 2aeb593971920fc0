import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import {
  rateExportQuerySchema,
  rateImportFieldsSchema,
  rateImportQuerySchema,
  RATES_COUNT_HEADER,
  RATES_FILE_NAME,
  RATES_IMPORT_MAX_BYTES,
  RATES_IO_MESSAGES,
  isXlsxFileName,
  type RatesImportResult,
} from '../../src/domain/rates/import';
import { fieldErrors } from '../../src/domain/core/validation';
import type { Db } from '../db/client';
import { campaigns, companies } from '../db/schema';
import { HttpError, notFound, validationError } from '../http/errors';
import { readUpload, type Upload } from '../http/upload';
import { routes } from '../http/route';
import { JOB_INTERRUPTED_MESSAGE } from '../jobs/handler';
import { ratesImportJob } from '../jobs/kinds/rates-import';
import { exportRates } from './export';
import { workGate } from '../http/work-gate';
import { looksLikeXlsx } from './import';
import { XLSX_CONTENT_TYPE } from './xlsx-layout';

export const CAMPAIGN_NOT_FOUND = 'No se encontró la campaña.';
export const FILE_TOO_LARGE_MESSAGE = `El archivo supera el máximo de ${RATES_IMPORT_MAX_BYTES / 2 ** 20} MB.`;

const UPLOAD_RULES = {
  fileFields: new Set(['file', 'import_file']),
  notMultipart: RATES_IO_MESSAGES.fileType,
  tooLarge: FILE_TOO_LARGE_MESSAGE,
};

/** Campaign, insurer and file, each checked; 422 listing every problem. */
async function checkUpload(db: Db, upload: Upload) {
  const fields = rateImportFieldsSchema.safeParse({
    campaign: upload.fields.campaign ?? upload.fields.campaign_id,
    company: upload.fields.company ?? upload.fields.company_id,
  });
  const errors = fields.success ? {} : fieldErrors(fields.error);
  const file = upload.file;
  if (!file || !isXlsxFileName(file.name) || !looksLikeXlsx(file.data)) errors.file = [RATES_IO_MESSAGES.fileType];
  if (fields.success) {
    const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, fields.data.campaign));
    if (!campaign) errors.campaign = [RATES_IO_MESSAGES.campaign];
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, fields.data.company));
    if (!company) errors.company = [RATES_IO_MESSAGES.company];
  }
  if (Object.keys(errors).length || !fields.success || !file) throw validationError(errors);
  return { campaignId: fields.data.campaign, companyId: fields.data.company, file };
}

/** Whole-campaign exports at once per process: two build, eight wait, more get 503 (server/http/work-gate.ts). */
const exportGate = workGate({ running: 2, waiting: 8 });

/** Rate import and export (docs/rules/rates.md; docs/rates-xlsx.md). */
export const rateImportExportRoutes = routes(async (api) => {
  await api.register(multipart, { limits: { fileSize: RATES_IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024 } });

  /**
   * POST /api/rates/import (multipart: campaign, company, file or import_file): the import runs as
   * a job. Answers 200 {data: {import_report}} once it finished, as the original API does; with
   * ?async=1, 202 {data: {id}} at once, and GET /api/jobs/{id} tells its progress and report.
   */
  api.post(
    '/api/rates/import',
    { schema: { querystring: rateImportQuerySchema }, config: { access: ['rates', 'import'] } },
    async (request, reply) => {
      const { campaignId, companyId, file } = await checkUpload(api.db, await readUpload(request, UPLOAD_RULES));
      const id = await api.jobs.submit(ratesImportJob, {
        userId: request.user.id,
        payload: { campaignId, companyId, fileName: file.name },
        file: file.data,
      });
      if (request.query.async) return reply.status(202).send({ data: { id } });

      const job = await api.jobs.waitFor(id);
      if (job?.status === 'done') {
        const { import_report } = job.result as RatesImportResult;
        return { data: { id, import_report }, import_report };
      }
      if (job?.errorKind === 'input' && job.error) throw validationError({ file: [job.error] });
      if (job?.status === 'failed' && job.errorKind === 'internal') throw new HttpError(500, job.error ?? JOB_INTERRUPTED_MESSAGE);
      throw new HttpError(503, job?.error ?? JOB_INTERRUPTED_MESSAGE);
    },
  );

  /** GET /api/rates/export?campaign=<id>[&company=<id>] -> Tasas.xlsx, with the number of rates in X-Total-Count */
  api.get(
    '/api/rates/export',
    { schema: { querystring: rateExportQuerySchema }, config: { access: ['rates', 'export'] } },
    async (request, reply) => {
      const { campaign: campaignId, company } = request.query;
      const [campaign] = await api.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
      if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
      const { file, rates } = await exportGate.run(() => exportRates(api.db, campaign.id, company));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${RATES_FILE_NAME}"`)
        .header(RATES_COUNT_HEADER, String(rates))
        .send(file);
    },
  );
});
