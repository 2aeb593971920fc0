import type { FastifyInstance } from 'fastify';
import type { JobHandler } from './handler';
import { JOB_HANDLERS } from './kinds';
import { JobRunner } from './runner';

/**
 * The app's job runner (`app.jobs`): it starts working once the app is ready and its database open and stops when the
 * app starts closing, before the requests in flight drain (its running jobs go back to the queue).
 */
export function installJobs(app: FastifyInstance, handlers: readonly JobHandler<any, any>[] = JOB_HANDLERS) {
  const runner = new JobRunner({
    get database() {
      return app.database;
    },
    get mailer() {
      return app.mailer;
    },
    handlers,
    log: app.log,
    appUrl: app.config.appUrl,
  });
  app.decorate('jobs', runner);
  let closing = false;
  // With the database still opening (server/serve.ts), the runner starts once it is open.
  app.addHook('onReady', () => {
    if (app.databaseOpen) return runner.start();
    void app.databaseOpened
      .then(() => (closing ? undefined : runner.start()))
      .catch((err) => app.log.error({ err }, 'job runner failed to start'));
  });
  app.addHook('preClose', () => {
    closing = true;
    return runner.stop();
  });
}
