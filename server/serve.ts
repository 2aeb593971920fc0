// One API process: opens the database (prepares it unless a cluster's primary did), builds the
// app, serves it on the port and stops cleanly on SIGTERM/SIGINT (server/http/shutdown.ts). On
// the embedded database it holds DATA_DIR and answers `npm run db:backup` (server/ops/data-dir.ts).
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { closeGracefully, stopOnSignals } from './http/shutdown';
import { createMailer } from './mail/mailer';
import { dumpEmbedded } from './ops/backup';
import { holdDataDir } from './ops/data-dir';

export async function serve(config: Config, opts: { prepare: boolean }): Promise<void> {
  const log = (m: string) => console.log(m);
  const opened: { pglite?: PGlite } = {};
  const hold = config.databaseUrl
    ? null
    : await holdDataDir(config.dataDir, 'el servidor', () =>
        opened.pglite ? dumpEmbedded(opened.pglite) : Promise.reject(new Error('la base todavía no abrió')),
      );
  const database = await openDatabase(config);
  opened.pglite = database.pglite;
  if (opts.prepare) await prepareDatabase(database, config.seedDemo, log);
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const app = await buildApp({ config, database, mailer, logger: { level: config.logLevel } });
  stopOnSignals(async () => {
    await closeGracefully(app);
    await database.close();
    await hold?.release();
  }, log);
  await app.listen({ port: config.port, host: config.host });
}
