import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './http/errors';
import { installJsonBodyParser } from './http/json-body';
import { installRouteConventions } from './http/route';
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
  installSecurityHeaders(app, config.externalApiOrigin);
  installRouteConventions(app);

  installJsonBodyParser(app);
  // The original app posts the OAuth grant as a form as well as JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await app.register(registerRoutes);

  const staticDir = config.staticDir;
  const indexHtml = staticDir ? path.join(staticDir, 'index.html') : undefined;
  if (staticDir && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false, maxAge: '1h', immutable: true });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api') || url.startsWith('/oauth') || request.method !== 'GET' || !indexHtml || !fs.existsSync(indexHtml)) {
      return reply.status(404).send({ message: 'No se encontró el recurso solicitado.' });
    }
    // Single-page app: every other path is a screen of the app.
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexHtml));
  });

  return app;
}
