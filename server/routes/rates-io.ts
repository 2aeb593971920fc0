import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, eq, lt } from 'drizzle-orm';
import { isAdminLike } from '../../src/domain/access';
import {
  rateExportQuerySchema,
  rateImportFieldsSchema,
  RATES_FILE_NAME,
  RATES_IMPORT_MAX_BYTES,
  RATES_IO_MESSAGES,
  isXlsxFileName,
  type ImportReport,
  type ImportRowError,
  type RateImportState,
  type RateImportStatus,
} from '../../src/domain/schemas/rates-import';
import { fieldErrors } from '../../src/domain/validation';
import type { AuthUser } from '../auth/tokens';
import { campaigns, companies, rateImports } from '../db/schema';
import { firstRow } from '../db/rows';
import { forbidden, HttpError, notFound, validationError } from '../http/errors';
import { parseId } from '../http/validate';
import { exportRates } from '../services/rates-export';
import {
  FILE_TYPE_MESSAGE,
  ImportFileError,
  importRates,
  looksLikeXlsx,
  readWorkbook,
  SAVE_FAILED_MESSAGE,
  type ImportProgress,
} from '../services/rates-import';
import { XLSX_CONTENT_TYPE } from '../services/rates-xlsx-layout';

export const IMPORT_NOT_FOUND = 'No se encontró la importación.';
export const CAMPAIGN_NOT_FOUND = 'No se encontró la campaña.';

function assertAdmin(user: AuthUser) {
  if (!isAdminLike(user)) throw forbidden();
}

const FILE_FIELDS = new Set(['file', 'import_file']);

interface Upload {
  fields: Record<string, string>;
  file?: { name: string; data: Buffer };
}

/** The multipart body: text fields and the import file (field `file` or `import_file`). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw validationError({ file: [FILE_TYPE_MESSAGE] });
  const upload: Upload = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (FILE_FIELDS.has(part.fieldname)) upload.file = { name: part.filename ?? '', data };
    } else {
      upload.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return upload;
}

/** Campaign, insurer and file, each checked; 422 listing every problem. */
async function checkUpload(app: FastifyInstance, upload: Upload) {
  const fields = rateImportFieldsSchema.safeParse({
    campaign: upload.fields.campaign ?? upload.fields.campaign_id,
    company: upload.fields.company ?? upload.fields.company_id,
  });
  const errors = fields.success ? {} : fieldErrors(fields.error);
  const file = upload.file;
  if (!file || !isXlsxFileName(file.name) || !looksLikeXlsx(file.data)) errors.file = [FILE_TYPE_MESSAGE];
  if (fields.success) {
    const [campaign] = await app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, fields.data.campaign));
    if (!campaign) errors.campaign = [RATES_IO_MESSAGES.campaign];
    const [company] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, fields.data.company));
    if (!company) errors.company = [RATES_IO_MESSAGES.company];
  }
  if (Object.keys(errors).length || !fields.success || !file) throw validationError(errors);
  return { campaignId: fields.data.campaign, companyId: fields.data.company, file };
}

const isTrue = (v: unknown) => v === '1' || v === 'true';

type ImportResult = { status: 'done'; report: ImportReport } | { status: 'failed'; message: string; fileProblem: boolean };

export async function rateImportExportRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: RATES_IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024 } });

  // Progress of the imports this process runs. During the write transaction an embedded PGlite
  // serves no other query, so progress is also kept here; on PostgreSQL it is saved as it goes.
  const live = new Map<number, ImportProgress>();
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  function saveProgress(id: number, p: ImportProgress) {
    live.set(id, p);
    if (app.database.kind !== 'postgres') return;
    // Not awaited: the import's transaction holds a connection; this one uses another.
    app.db
      .update(rateImports)
      .set({ totalRows: p.totalRows, processedRows: p.processedRows })
      .where(and(eq(rateImports.id, id), lt(rateImports.processedRows, p.processedRows)))
      .catch((err) => app.log.warn({ err }, 'rate import progress not saved'));
  }

  async function runImport(id: number, file: Buffer, campaignId: number, companyId: number): Promise<ImportResult> {
    try {
      await app.db.update(rateImports).set({ status: 'running' }).where(eq(rateImports.id, id));
      const parsed = await readWorkbook(file);
      live.set(id, { totalRows: parsed.length, processedRows: 0 });
      await app.db.update(rateImports).set({ totalRows: parsed.length }).where(eq(rateImports.id, id));
      const { report, totalRows } = await importRates(app.db, parsed, campaignId, companyId, (p) => saveProgress(id, p));
      await app.db
        .update(rateImports)
        .set({
          status: 'done',
          totalRows,
          processedRows: totalRows,
          ratesImported: report.rates_imported,
          errors: report.errors,
          finishedAt: new Date(),
        })
        .where(eq(rateImports.id, id));
      return { status: 'done', report };
    } catch (err) {
      const fileProblem = err instanceof ImportFileError;
      if (!fileProblem) app.log.error({ err, importId: id }, 'rate import failed');
      const message = fileProblem ? err.message : SAVE_FAILED_MESSAGE;
      await app.db
        .update(rateImports)
        .set({ status: 'failed', message, ratesImported: 0, finishedAt: new Date() })
        .where(eq(rateImports.id, id))
        .catch((e) => app.log.error({ err: e }, 'rate import status not saved'));
      return { status: 'failed', message, fileProblem };
    } finally {
      live.delete(id);
    }
  }

  /**
   * POST /api/rates/import (multipart: campaign, company, file or import_file) -> 200
   * {data: {import_report}}. With ?async=1 -> 202 {data: {id}} at once; the import runs in this
   * process and GET /api/rates/import/{id} reports its progress.
   */
  app.post('/api/rates/import', { config: { access: ['rates', 'import'] } }, async (request, reply) => {
    assertAdmin(request.user);
    const { campaignId, companyId, file } = await checkUpload(app, await readUpload(request));
    const row = firstRow(
      await app.db
        .insert(rateImports)
        .values({ userId: request.user.id, campaignId, companyId, fileName: file.name, file: file.data, status: 'pending' })
        .returning({ id: rateImports.id }),
    );

    if (isTrue((request.query as Record<string, unknown>)?.async)) {
      const job = new Promise((resolve) => setImmediate(resolve)).then(() => runImport(row.id, file.data, campaignId, companyId));
      running.add(job);
      void job.finally(() => running.delete(job));
      return reply.status(202).send({ data: { id: row.id, status: 'pending' } });
    }

    const result = await runImport(row.id, file.data, campaignId, companyId);
    if (result.status === 'failed') {
      if (result.fileProblem) throw validationError({ file: [result.message] });
      throw new HttpError(500, result.message);
    }
    return { data: { id: row.id, import_report: result.report }, import_report: result.report };
  });

  app.get('/api/rates/import/:id', { config: { access: ['rates', 'import'] } }, async (request) => {
    assertAdmin(request.user);
    const id = parseId((request.params as { id: string }).id);
    const [row] = await app.db
      .select({
        id: rateImports.id,
        status: rateImports.status,
        fileName: rateImports.fileName,
        campaignId: rateImports.campaignId,
        companyId: rateImports.companyId,
        totalRows: rateImports.totalRows,
        processedRows: rateImports.processedRows,
        ratesImported: rateImports.ratesImported,
        errors: rateImports.errors,
        message: rateImports.message,
        createdAt: rateImports.createdAt,
        finishedAt: rateImports.finishedAt,
      })
      .from(rateImports)
      .where(eq(rateImports.id, id));
    if (!row) throw notFound(IMPORT_NOT_FOUND);
    const status = row.status as RateImportStatus;
    const progress = status === 'done' || status === 'failed' ? undefined : live.get(id);
    const errors = (row.errors ?? []) as ImportRowError[];
    const state: RateImportState & { createdAt: Date; finishedAt: Date | null } = {
      ...row,
      status,
      totalRows: progress?.totalRows ?? row.totalRows,
      processedRows: progress?.processedRows ?? row.processedRows,
      errors,
      cantErrors: errors.length,
      import_report: status === 'done' ? { rates_imported: row.ratesImported, cant_errors: errors.length, errors } : null,
    };
    return { data: state };
  });

  /** GET /api/rates/export?campaign=<id>[&company=<id>] -> Tasas.xlsx */
  app.get('/api/rates/export', { config: { access: ['rates', 'export'] } }, async (request, reply) => {
    assertAdmin(request.user);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const parsed = rateExportQuerySchema.safeParse(query);
    if (!parsed.success) throw validationError(fieldErrors(parsed.error));
    let companyId: number | undefined;
    if (query.company !== undefined && query.company !== '') {
      const company = rateImportFieldsSchema.shape.company.safeParse(query.company);
      if (!company.success) throw validationError({ company: [RATES_IO_MESSAGES.company] });
      companyId = company.data;
    }
    const [campaign] = await app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, parsed.data.campaign));
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    const buffer = await exportRates(app.db, campaign.id, companyId);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${RATES_FILE_NAME}"`)
      .send(buffer);
  });
}
