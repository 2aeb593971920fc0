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
import type { RouteAccess } from './route';

const message = (description: string, example: string) => ({
  description,
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  example: { message: example },
});

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

/** The answers every operation documents besides its success. */
function errorAnswers(access: RouteAccess | undefined, url: string, schema: FastifySchema | undefined) {
  return {
    default: { description: 'Respuesta correcta (JSON; las listas: {data: {<clave>: [...]}, meta: {total}}; un registro: {data}).' },
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
          'El contrato /api y /oauth de la especificación. Ingreso: POST /oauth/token (grant_type password o refresh_token) y después Authorization: Bearer <access_token>. Errores en español: {message} y, para datos inválidos, 422 {message, errors: {campo: [mensajes]}}. x-access dice qué regla de la tabla de acceso (src/domain/access/access.ts) pide cada operación.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    exposeHeadRoutes: false,
    transform(args) {
      const api = /^\/(api|oauth)\//.test(args.url);
      if (!api) return { schema: { ...args.schema, hide: true } as FastifySchema, url: args.url };
      const { schema, url } = jsonSchemaTransform(args);
      const query = schema?.querystring as { properties?: object } | undefined;
      const access = args.route.config?.access;
      return {
        url,
        schema: {
          ...schema,
          ...(query && !query.properties && { querystring: LIST_QUERY }),
          tags: [url.split('/')[url.startsWith('/oauth') ? 1 : 2]!],
          security: access === 'public' ? [] : [{ bearer: [] }],
          'x-access': Array.isArray(access) ? access.join('.') : access,
          response: errorAnswers(access, url.replace(/:(\w+)/g, '{$1}'), args.schema),
        } as FastifySchema,
      };
    },
  });
}
