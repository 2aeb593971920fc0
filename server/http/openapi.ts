// The API's contract as OpenAPI 3.1 (GET /api/docs, admins): @fastify/swagger collects every /api
// and /oauth route with the zod schemas it validates with (fastify-type-provider-zod's
// jsonSchemaTransform turns them into JSON Schema), and each operation gets its access rule and the
// Spanish error answers it can give (the shapes of server/http/errors.ts).
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../src/domain/core/messages';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/rate-limit';
import { notFound, unauthenticated } from './errors';
import type { Answers } from '../../scripts/openapi-answers';
import answers from './openapi-answers.json';
import type { RouteAccess } from './route';

const message = (description: string, example?: string) => ({
  description,
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  ...(example && { example: { message: example } }),
});

/** The other errors a handler can throw (scripts/openapi-answers.ts finds them in its code), by status. */
const THROWN: Record<number, string> = {
  400: 'El pedido no se puede leer (un archivo o un multipart roto).',
  403: 'El registro es ajeno o el rol no alcanza para esta acción.',
  404: 'El registro no existe.',
  409: 'El pedido es válido pero el estado del registro no lo permite (el motivo en message).',
  413: 'Un archivo o el cuerpo es demasiado grande.',
  429: 'Demasiados pedidos.',
  500: 'La tarea falló.',
  502: 'Falló un sistema externo (el motivo en message).',
  503: 'La tarea se interrumpió; probá de nuevo.',
};

const validation = {
  description: 'Datos inválidos: cada campo con sus mensajes (claves con puntos para los anidados: risks.0.zone_id).',
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message', 'errors'],
  example: { message: MESSAGES.validationError, errors: { cuit: ['El CUIT no es válido.'] } },
};

/** The list routes' query (listQuery of server/http/list.ts reads it whole, so its schema names no field). */
const LIST_QUERY = {
  type: 'object',
  properties: {
    'filter[search]': {
      type: 'string',
      description: 'Palabras a buscar (sin distinguir mayúsculas ni acentos). Cada lista acepta además sus filter[campo].',
    },
    perPage: { type: 'integer', minimum: 1, description: 'Filas por página.' },
    page: { type: 'integer', minimum: 1, description: 'Página (también currentPage).' },
  },
};

const THROTTLED = ['/oauth/token', '/api/forgot-password', '/api/contacts'];

const SUCCESS: Record<string, string> = {
  200: 'Respuesta correcta.',
  201: 'Creado.',
  202: 'Aceptado: la tarea quedó en la cola.',
  204: 'Hecho, sin cuerpo.',
  304: 'Sin cambios desde la versión que el cliente tiene (ETag).',
};

/** The success answers of a route, as scripts/openapi-answers.ts read them from its handler's types. */
function successAnswers(key: string) {
  const found = (answers as Answers).routes[key];
  if (!found) return { default: { description: 'Respuesta correcta (sin esquema: corré npm run openapi:answers).' } };
  return Object.fromEntries(
    Object.entries(found).map(([status, { json, files }]) => {
      const description = SUCCESS[status] ?? 'Respuesta.';
      if (files) {
        const content = files.map((type) => [type, { schema: { type: 'string', format: 'binary', contentMediaType: type } }]);
        return [status, { description: `${description} Un archivo.`, content: Object.fromEntries(content) }];
      }
      // type 'null': @fastify/swagger writes no content (204, 304)
      return [status, json ? { description, content: { 'application/json': { schema: json } } } : { description, type: 'null' }];
    }),
  );
}

/** The error answers of an operation: those of its access, path and payload, and those its handler throws. */
function errorAnswers(access: RouteAccess | undefined, key: string, url: string, schema: FastifySchema | undefined) {
  const thrown = (answers as Answers).errors[key] ?? [];
  return {
    ...Object.fromEntries(thrown.map((status) => [status, status === 422 ? validation : message(THROWN[status] ?? 'Error.')])),
    ...(access !== 'public' && { 401: message('Sin sesión, o con un token vencido o revocado.', unauthenticated().message) }),
    ...(Array.isArray(access) && { 403: message('El rol o los permisos del usuario no alcanzan.', MESSAGES.forbidden) }),
    ...(url.includes('{') && { 404: message('El registro no existe.', notFound().message) }),
    ...(schema?.body || schema?.querystring || schema?.params ? { 422: validation } : {}),
    ...(THROTTLED.includes(url) && {
      429: message('Demasiados intentos desde esta dirección o para esta cuenta.', TOO_MANY_ATTEMPTS_MESSAGE),
    }),
  };
}

export async function installOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cotizador Agro: API',
        version: '1',
        description:
          'El contrato /api y /oauth de la especificación. Ingreso: POST /oauth/token (grant_type password o refresh_token) y después Authorization: Bearer <access_token>. Errores en español: {message} y, para datos inválidos, 422 {message, errors: {campo: [mensajes]}}; cualquier operación responde 503 {message} mientras la base de datos no responde. x-access dice qué regla de la tabla de acceso (src/domain/access/access.ts) pide cada operación.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: (answers as Answers).schemas },
    },
    exposeHeadRoutes: false,
    transform(args) {
      const api = /^\/(api|oauth)\//.test(args.url);
      if (!api) return { schema: { ...args.schema, hide: true } as FastifySchema, url: args.url };
      const { schema, url } = jsonSchemaTransform(args);
      const query = schema?.querystring as { properties?: object } | undefined;
      const access = args.route.config?.access;
      const key = `${[args.route.method].flat().find((m) => m !== 'HEAD')} ${args.url}`;
      return {
        url,
        schema: {
          ...schema,
          ...(query && !query.properties && { querystring: LIST_QUERY }),
          tags: [url.split('/')[url.startsWith('/oauth') ? 1 : 2]!],
          security: access === 'public' ? [] : [{ bearer: [] }],
          'x-access': Array.isArray(access) ? access.join('.') : access,
          response: {
            ...successAnswers(key),
            ...errorAnswers(access, key, url.replace(/:(\w+)/g, '{$1}'), args.schema),
          },
        } as FastifySchema,
      };
    },
  });
}
