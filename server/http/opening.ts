// The database behind the app, or the promise of it while it opens: server/serve.ts listens first,
// so the built app (index.html, /assets) is served at once, and every API request waits here until
// the database is open and prepared (migrations applied); /api/health and /api/ready never wait.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

export interface AppServices {
  database: Database;
  mailer: Mailer;
}

const WAITS = /^\/(api|oauth)(\/|\?|$)/;
const NEVER_WAITS = /^\/api\/(health|ready)(\/|\?|$)/;

/** Decorates `database`, `db` and `mailer` (read when a request runs) and `databaseOpened`. */
export function installServices(app: FastifyInstance, services: AppServices | Promise<AppServices>) {
  let current = services instanceof Promise ? undefined : services;
  const opened = Promise.resolve(services).then((s) => {
    current = s;
  });
  opened.catch(() => {}); // the opener reports the failure (server/serve.ts exits)
  const open = () => {
    if (!current) throw new Error('the database is not open yet');
    return current;
  };
  app.decorate('database', { getter: () => open().database });
  app.decorate('db', { getter: () => open().database.db });
  app.decorate('mailer', { getter: () => open().mailer });
  app.decorate('databaseOpen', { getter: () => current !== undefined });
  app.decorate('databaseOpened', opened);
  if (current) return;
  app.addHook('onRequest', async (request) => {
    if (!current && WAITS.test(request.url) && !NEVER_WAITS.test(request.url)) await opened;
  });
}
