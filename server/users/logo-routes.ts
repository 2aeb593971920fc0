import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { idParams } from '../../src/domain/core/ids';
import { USER_SUCCESS } from '../../src/domain/users/schema';
import { HttpError, unreadableUpload, validationError } from '../http/errors';
import { refuseNulIn } from '../http/nul';
import { routes } from '../http/route';
import { LOGO_MAX_BYTES, LOGO_TOO_BIG } from '../../src/domain/users/logo';
import { deleteLogo, LOGO_FIELD, LOGO_MISSING, logoEtag, readLogo, saveLogo, type LogoUpload } from './logo';

/** The one file of a logo upload (field `logo`): 422 without it, 413 over the limit, 400 for a broken multipart body. */
async function readLogoPart(request: FastifyRequest): Promise<LogoUpload> {
  if (!request.isMultipart()) throw validationError({ [LOGO_FIELD]: [LOGO_MISSING] });
  try {
    const part = await request.file();
    if (!part || part.fieldname !== LOGO_FIELD) throw validationError({ [LOGO_FIELD]: [LOGO_MISSING] });
    refuseNulIn(LOGO_FIELD, part.filename);
    const bytes = await part.toBuffer();
    // toBuffer can end before it sees the limit on the last chunk: a truncated file is too big, not a logo
    if (part.file.truncated) throw new HttpError(413, LOGO_TOO_BIG, { [LOGO_FIELD]: [LOGO_TOO_BIG] });
    return { bytes, filename: part.filename || LOGO_FIELD };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, LOGO_TOO_BIG, { [LOGO_FIELD]: [LOGO_TOO_BIG] });
    request.log.info({ err }, 'unreadable logo upload');
    throw unreadableUpload(LOGO_FIELD);
  }
}

/** A producer's logo: the user itself, its supervisor, admin and sudo (the service checks whose). */
export const userLogoRoutes = routes(async (api) => {
  await api.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  api.post('/api/users/:id/logo', { schema: { params: idParams }, config: { access: ['profile', 'edit'] } }, async (request) => ({
    data: await saveLogo(api.db, request.user, request.params.id, () => readLogoPart(request)),
    message: USER_SUCCESS.logoSaved,
  }));

  api.delete('/api/users/:id/logo', { schema: { params: idParams }, config: { access: ['profile', 'edit'] } }, async (request, reply) => {
    await deleteLogo(api.db, request.user, request.params.id);
    return reply.status(204).send();
  });

  api.get('/api/users/:id/logo', { schema: { params: idParams }, config: { access: ['users', 'read'] } }, async (request, reply) => {
    const { bytes, mime } = await readLogo(api.db, request.user, request.params.id);
    const etag = logoEtag(bytes);
    reply.header('cache-control', 'private, no-cache').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(mime).send(bytes);
  });
});
