import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './http/errors';
import { installOpenApi } from './http/openapi';
import { installJsonBodyParser } from './http/json-body';
import { installRouteConventions } from './http/route';
import { installCompression, serveBuiltApp } from './http/serve-app';
import { installSecurityHeaders } from './http/security-headers';
import { installJobs } from './jobs/install';
import type { Mailer } from './mail/mailer';
import { registerRoutes } from './routes';
import './types';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger?: boolean | object;
}

const JSON_BODY_LIMIT = 1024 * 1024; // 1 MiB; uploads go through multipart with their own limits

export async function buildApp({ config, database, mailer, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
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
