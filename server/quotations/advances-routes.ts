import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { idParams } from '../../src/domain/core/ids';
import { HttpError, unreadableUpload } from '../http/errors';
import { refuseNulIn } from '../http/nul';
import { routes } from '../http/route';
import { ADVANCE_MESSAGES, checkPlans, PLAN_MAX_BYTES, PLAN_MAX_FILES, resendAdvanceMail, sendAdvance, type PlanUpload } from './advances';

/** images[0], images[1]... (also images[] and images), as the original app's FormData names them. */
const PLAN_FIELD = /^images(\[\d*\])?$/;

/** The site plans of the multipart body: 413 over the size, 422 over the count, 400 for a broken body. */
async function readPlans(request: FastifyRequest): Promise<PlanUpload[]> {
  if (!request.isMultipart()) return [];
  const plans: PlanUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (!PLAN_FIELD.test(part.fieldname)) {
        await part.toBuffer();
        continue;
      }
      refuseNulIn('images', part.filename);
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, ADVANCE_MESSAGES.tooBig, { images: [ADVANCE_MESSAGES.tooBig] });
      plans.push({ filename: part.filename || `plano_${plans.length + 1}`, bytes });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, ADVANCE_MESSAGES.tooBig, { images: [ADVANCE_MESSAGES.tooBig] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(422, ADVANCE_MESSAGES.tooMany, { images: [ADVANCE_MESSAGES.tooMany] });
    request.log.info({ err }, 'unreadable advance upload');
    throw unreadableUpload('images');
  }
  return plans;
}

/** POST negotiations/{id}/advances: the advance, its mail with the site plans queued. */
export const advanceRoutes = routes(async (api) => {
  await api.register(multipart, {
    limits: { fileSize: PLAN_MAX_BYTES, files: PLAN_MAX_FILES, fields: 20, parts: PLAN_MAX_FILES + 20 },
  });

  api.post(
    '/api/negotiations/:id/advances',
    { schema: { params: idParams }, config: { access: ['advances', 'create'] } },
    async (request) => {
      const plans = checkPlans(await readPlans(request));
      const sent = await sendAdvance(api.db, request.user, request.params.id, plans);
      api.jobs.wake(); // the mail job committed with the advance
      return { data: sent, message: ADVANCE_MESSAGES.sent };
    },
  );

  // Ours (not in the spec): the advance mail again, once its sending failed for good.
  api.post(
    '/api/quotations/:id/advance-mail',
    { schema: { params: idParams }, config: { access: ['advances', 'create'] } },
    async (request, reply) => {
      const queued = await resendAdvanceMail(api.db, request.user, request.params.id);
      api.jobs.wake();
      return reply.status(202).send({ data: queued });
    },
  );
});
