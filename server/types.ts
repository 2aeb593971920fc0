import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobRunner } from './jobs/runner';
import type { Mailer } from './mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    mailer: Mailer;
    jobs: JobRunner;
    /** false while server/serve.ts still opens the database (server/http/opening.ts) */
    databaseOpen: boolean;
    databaseOpened: Promise<void>;
  }
}
