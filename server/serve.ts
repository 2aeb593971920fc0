// One API process: opens the database (prepares it unless a cluster's primary did), builds the
// app, serves it on the port and stops cleanly on SIGTERM/SIGINT (server/http/shutdown.ts). On
// the embedded database it holds DATA_DIR and answers `npm run db:backup` (server/ops/data-dir.ts).
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/prepare';
import { closeGracefully, stopOnSignals } from './http/shutdown';
import { createMailer } from './mail/mailer';
import { dumpEmbedded } from './ops/backup';
import { holdDataDir, type DataDirHold } from './ops/data-dir';

export async function serve(config: Config, opts: { prepare: boolean }): Promise<void> {
  const log = (m: string) => console.log(m);
  // Signals are taken from the start: a stop while still starting closes what is open and exits 0.
  const opened: { pglite?: PGlite; database?: Database; app?: FastifyInstance; hold?: DataDirHold | null } = {};
  stopOnSignals(async () => {
    if (opened.app) await closeGracefully(opened.app);
    await opened.database?.close();
    await opened.hold?.release();
  }, log);
  opened.hold = config.databaseUrl
    ? null
    : await holdDataDir(config.dataDir, 'el servidor', () =>
        opened.pglite ? dumpEmbedded(opened.pglite) : Promise.reject(new Error('la base todavía no abrió')),
      );
  const database = (opened.database = await openDatabase(config));
  opened.pglite = database.pglite;
  if (opts.prepare) await prepareDatabase(database, config.seedDemo, log);
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const app = (opened.app = await buildApp({ config, database, mailer, logger: { level: config.logLevel } }));
  await app.listen({ port: config.port, host: config.host });
}
