import multipart from '@fastify/multipart';
import { z } from 'zod';
import { RATES_IO_MESSAGES, isXlsxFileName } from '../../src/domain/rates/import';
import { idParams } from '../../src/domain/core/ids';
import { externalRatesSchema, futureValueSchema, MARKET_MESSAGES } from '../../src/domain/market/schema';
import { notFound, validationError } from '../http/errors';
import { readUpload } from '../http/upload';
import { routes } from '../http/route';
import { cropFutureForMonth, currentDollarFuture, latestExternalRates, saveExternalRates, saveFutureValue } from '.';
import { FuturesFileError, importFutures } from './import';
import { looksLikeXlsx } from '../rates/import';

const monthQuery = z.object({ monthFuture: z.string({ error: MARKET_MESSAGES.month }).trim() }).superRefine((q, ctx) => {
  const m = q.monthFuture;
  const ok = (/^\d{1,2}$/.test(m) && Number(m) >= 1 && Number(m) <= 12) || /^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/.test(m);
  if (!ok) ctx.addIssue({ code: 'custom', path: ['monthFuture'], message: MARKET_MESSAGES.month });
});

/** Market data (server/market): the simulator's reads, and the admins' writes. */
const IMPORT_MAX_BYTES = 2 * 2 ** 20;
const UPLOAD_RULES = {
  fileFields: new Set(['file']),
  notMultipart: RATES_IO_MESSAGES.fileType,
  tooLarge: 'El archivo supera el máximo de 2 MB.',
};

export const marketRoutes = routes(async (api) => {
  await api.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

  api.get('/api/future-dollar', { config: { access: ['simulator', 'show'] } }, async () => {
    const future = await currentDollarFuture(api.db);
    if (!future) throw notFound(MARKET_MESSAGES.noDollarFuture);
    return { data: future };
  });

  api.get(
    '/api/future-to-crop/:id',
    { schema: { params: idParams, querystring: monthQuery }, config: { access: ['simulator', 'show'] } },
    async (request) => {
      const future = await cropFutureForMonth(api.db, request.params.id, request.query.monthFuture);
      if (!future) throw notFound(MARKET_MESSAGES.noCropFuture);
      return { data: future };
    },
  );

  api.get('/api/external-rates/latest', { config: { access: ['simulator', 'show'] } }, async () => {
    const rates = await latestExternalRates(api.db);
    if (!rates) throw notFound(MARKET_MESSAGES.noBoard);
    return { data: rates };
  });

  api.put('/api/external-rates', { schema: { body: externalRatesSchema }, config: { access: ['market', 'edit'] } }, async (request) => {
    const { date, ...values } = request.body;
    return { data: await saveExternalRates(api.db, request.user.id, date, values) };
  });

  api.put(
    '/api/futures/:id',
    { schema: { params: idParams, body: futureValueSchema }, config: { access: ['market', 'edit'] } },
    async (request) => {
      const saved = await saveFutureValue(api.db, request.user.id, request.params.id, request.body.value!);
      if (!saved) throw notFound(MARKET_MESSAGES.noFuture);
      return { data: saved };
    },
  );

  /** POST /api/futures/import (multipart, field file): settlement prices; answers the report ('Nuevas: n / No procesadas: n'). */
  api.post('/api/futures/import', { config: { access: ['market', 'edit'] } }, async (request) => {
    const { file } = await readUpload(request, UPLOAD_RULES);
    if (!file || !isXlsxFileName(file.name) || !looksLikeXlsx(file.data)) throw validationError({ file: [RATES_IO_MESSAGES.fileType] });
    try {
      return { data: { import_report: await importFutures(api.db, request.user.id, file.data) } };
    } catch (err) {
      if (err instanceof FuturesFileError) throw validationError({ file: [err.message] });
      throw err;
    }
  });
});
