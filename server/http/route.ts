// The one way to write a server route: Fastify with the zod type provider (the shared schemas
// of src/domain validate params, query and body, and type the handler), and every route
// declaring its access key of the access table (src/domain/access/access.ts) in `config.access`.
//
//   export const clientRoutes = routes((api) => {
//     api.get('/api/clients/:id', { schema: { params: idParams }, config: { access: ['clients', 'show'] } },
//       (request) => clientsService.get(request.user, request.params.id));
//   });
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { canDo, type AccessKey } from '../../src/domain/access/access';
import { forbidden, unauthenticated } from './errors';
import { refuseNul } from './nul';

/** What a route declares: an access key of the table, or 'public' (no session) / 'authenticated' (any session). */
export type RouteAccess = AccessKey | 'public' | 'authenticated';

/** A route of the API as declared: what the access walk test (server/http/access.test.ts) goes through. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every /api and /oauth route with its access declaration, as added. */
    declaredRoutes: DeclaredRoute[];
  }
}

/** A Fastify instance whose routes take zod schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A plugin of routes written against the zod type provider. */
export const routes =
  (register: (api: Api) => void | Promise<void>) =>
  async (app: FastifyInstance): Promise<void> => {
    await register(app.withTypeProvider<ZodTypeProvider>());
  };

/**
 * Zod validation for every route, and no route without an access declaration (checked as it is
 * added; the built app's files, outside /api and /oauth, are public).
 */
export function installRouteConventions(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!/^\/(api|oauth)\//.test(route.url)) {
      route.config = { ...route.config, access: access ?? 'public' }; // the built app's files
      return;
    }
    if (!access) throw new Error(`${String(route.method)} ${route.url}: declare config.access (src/domain/access/access.ts)`);
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access });
  });
  app.addHook('preValidation', async (request) => {
    checkAccess(request);
    refuseNul(request);
    normalizeBody(request);
  });
}

/**
 * Refuses (403) a user the access table does not allow, before the payload is validated, so a
 * refused role learns nothing of the payload's rules. A route with an access key outside the
 * authenticated scope has no user and is refused too.
 */
function checkAccess(request: FastifyRequest) {
  // The not-found handler is no route: it answers 404 to anyone.
  const access = request.is404 ? 'public' : request.routeOptions.config.access;
  if (!access) throw new Error(`${request.method} ${request.url}: a route without config.access`); // onRoute refuses those
  if (access === 'public') return;
  if (!request.user) throw unauthenticated();
  if (access !== 'authenticated' && !canDo(request.user, access)) throw forbidden();
}

/**
 * A missing or null JSON body is an empty payload (each field then says what it lacks). Any
 * other body goes to the route's schema: a list is a payload where the schema takes one
 * (PUT /api/settings), and a 400 where it wants an object (server/http/errors.ts).
 */
function normalizeBody(request: FastifyRequest) {
  if (!request.routeOptions.schema?.body) return;
  if (request.body === undefined || request.body === null) request.body = {};
}
