import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { installErrorHandler } from './http/errors';
import { installOpenApi } from './http/openapi';
import { installJsonBodyParser } from './http/json-body';
import { installRouteConventions } from './http/route';
import { installCompression, serveBuiltApp } from './http/serve-app';
import { installSecurityHeaders } from './http/security-headers';
import { installJobs } from './jobs/install';
import { installServices, type AppServices } from './http/opening';
import { registerRoutes } from './routes';
import './types';

/** The database and mailer, or (server/serve.ts) the promise of them while the database opens. */
export type AppDeps = { config: Config; logger?: boolean | object } & (AppServices | { opening: Promise<AppServices> });

const JSON_BODY_LIMIT = 1024 * 1024; // 1 MiB; uploads go through multipart with their own limits

export async function buildApp({ config, logger = false, ...deps }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('config', config);
  installServices(app, 'opening' in deps ? deps.opening : deps);
  installJobs(app);
  installErrorHandler(app);
  await installSecurityHeaders(app, config.externalApiOrigin);
  installRouteConventions(app);
  await installOpenApi(app);

  installJsonBodyParser(app);
  // The original app posts the OAuth grant as a form as well as JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await installCompression(app);
  await app.register(registerRoutes);
  await serveBuiltApp(app, config.staticDir);

  return app;
}
