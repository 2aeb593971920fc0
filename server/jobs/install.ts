import type { FastifyInstance } from 'fastify';
import type { JobHandler } from './handler';
import { JOB_HANDLERS } from './kinds';
import { JobRunner } from './runner';

/**
 * The app's job runner (`app.jobs`): it starts working once the app is ready and stops when the
 * app starts closing, before the requests in flight drain (its running jobs go back to the queue).
 */
export function installJobs(app: FastifyInstance, handlers: readonly JobHandler<any, any>[] = JOB_HANDLERS) {
  const runner = new JobRunner({ database: app.database, handlers, log: app.log, mailer: app.mailer, appUrl: app.config.appUrl });
  app.decorate('jobs', runner);
  app.addHook('onReady', () => runner.start());
  app.addHook('preClose', () => runner.stop());
}
