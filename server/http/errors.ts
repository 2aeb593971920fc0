import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { emptyFieldErrors, ROOT_ERROR_KEY, VALIDATION_MESSAGE } from '../../src/domain/core/validation';
import { MESSAGES } from '../../src/domain/core/messages';

/** An error with an HTTP status and a Spanish message for the API client. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const NOT_AN_OBJECT = 'El cuerpo de la solicitud debe ser un objeto JSON.';
export const UPLOAD_UNREADABLE = 'No se pudo leer el archivo enviado.';

/** A multipart body the parser cannot read (no boundary, an unterminated part): 400 on the file field. */
export const unreadableUpload = (field: string) => new HttpError(400, UPLOAD_UNREADABLE, { [field]: [UPLOAD_UNREADABLE] });

export const notFound = (message = 'No se encontró el recurso solicitado.') => new HttpError(404, message);
export const forbidden = (message = MESSAGES.forbidden) => new HttpError(403, message);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const validationError = (errors: Record<string, string[]>) => new HttpError(422, VALIDATION_MESSAGE, errors);

/**
 * The 422 field map of a failed schema validation: each issue under its path joined with '.'
 * (`risks.0.zone_id`), as `fieldErrors` of src/domain/core/validation.ts builds it.
 */
function schemaFieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string[]> {
  const out = emptyFieldErrors();
  for (const issue of issues) {
    const key = issue.instancePath.split('/').filter(Boolean).join('.') || ROOT_ERROR_KEY;
    const list = (out[key] ??= []);
    const message = issue.message ?? VALIDATION_MESSAGE;
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/** The unique keys a payload can run into (a race between two identical writes), by constraint. */
const UNIQUE_KEYS: Record<string, { field: string; message: string }> = {
  rates_key_unique: {
    field: 'franchiseDeductible',
    message: 'Ya existe una tasa de esa cobertura para ese departamento, cultivo y franquicia.',
  },
  ignore_discounts_rule_unique: { field: ROOT_ERROR_KEY, message: 'Ya existe una regla con esos mismos filtros.' },
  proposals_quotation_id_unique: { field: ROOT_ERROR_KEY, message: 'La cotización ya tiene una propuesta.' },
};

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/** The error and the ones it wraps (drizzle wraps the driver's error as `cause`). */
function* withCauses(error: unknown): Generator<DriverError> {
  for (let e = error as (DriverError & { cause?: unknown }) | undefined, depth = 0; e && depth < 3; depth++) {
    yield e;
    e = e.cause as typeof e;
  }
}

/** The 422 of a unique-key violation of PostgreSQL. */
function uniqueKeyError(error: unknown): HttpError | null {
  for (const e of withCauses(error)) {
    if (e.code === '23505' && typeof e.constraint === 'string') {
      const key = UNIQUE_KEYS[e.constraint];
      return key ? validationError({ [key.field]: [key.message] }) : null;
    }
  }
  return null;
}

export const DATABASE_UNREACHABLE = 'La base de datos no responde; probá de nuevo en unos minutos.';

/** Codes of a database that cannot be reached or ended the connection (Node's, and PostgreSQL's classes 08 and 57P). */
const UNREACHABLE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|08...|57P0[123]|53300)$/;

/** Whether the request failed because the database is down, restarting or out of connections. */
function databaseUnreachable(error: unknown): boolean {
  for (const e of withCauses(error)) {
    if (typeof e.code === 'string' && UNREACHABLE.test(e.code)) return true;
    if (typeof e.message === 'string' && e.message.startsWith('Connection terminated')) return true; // pg, a connection cut
  }
  return false;
}

const isJsonObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Maps every failure to a JSON body with a Spanish message; bad input never becomes a 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Refused before its whole body was read (an upload stopped at a bad part): the rest of the
    // body is still on the connection, and the client's next request there would wait for ever.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names no record.
      if (error.validationContext === 'params') return reply.status(404).send({ message: notFound().message });
      const errors = schemaFieldErrors(error.validation);
      // A body refused as a whole that is not even a JSON object (a list, a string) is no payload at all.
      if (error.validationContext === 'body' && !isJsonObject(request.body) && Object.keys(errors).every((k) => k === ROOT_ERROR_KEY)) {
        return reply.status(400).send({ message: NOT_AN_OBJECT });
      }
      return reply.status(422).send({ message: VALIDATION_MESSAGE, errors });
    }
    const duplicate = uniqueKeyError(error);
    if (duplicate) return reply.status(422).send({ message: duplicate.message, errors: duplicate.errors });
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'El cuerpo de la solicitud no es un JSON válido.' });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send({ message: 'El contenido enviado es demasiado grande.' });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.status(415).send({ message: 'Tipo de contenido no soportado.' });
    }
    if (status === 429) {
      return reply.status(429).send({ message: error.message });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: 'La solicitud no es válida.' });
    }
    if (databaseUnreachable(error)) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.status(503).send({ message: DATABASE_UNREACHABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.genericError });
  });
}
