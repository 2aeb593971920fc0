// One API process: listens first, serving the built app at once, while it opens the database and
// prepares it (unless a cluster's primary did); API requests wait for that (server/http/opening.ts).
// It stops cleanly on SIGTERM/SIGINT (server/http/shutdown.ts). On the embedded database it holds
// DATA_DIR and answers `npm run db:backup` (server/ops/data-dir.ts).
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

export interface ServeOptions {
  prepare: boolean;
  /** how the database is opened (tests give a slow one) */
  open?: (config: Config) => Promise<Database>;
  /** what runs `stop` on a signal (tests call it themselves) */
  onStopSignal?: (stop: () => Promise<void>, log: (m: string) => void) => void;
}

/** Resolves with the app once the database is open and prepared; rejects (the process exits) when it cannot open. */
export async function serve(
  config: Config,
  { prepare, open = openDatabase, onStopSignal = stopOnSignals }: ServeOptions,
): Promise<FastifyInstance> {
  const log = (m: string) => console.log(m);
  // Signals are taken from the start: a stop while still starting closes what is open and exits 0.
  // A database still opening or being prepared (migrations, demo data) is let finish first and then
  // closed: a stop never cuts it halfway.
  const opened: {
    pglite?: PGlite;
    database?: Database;
    app?: FastifyInstance;
    hold?: DataDirHold | null;
    opening?: Promise<unknown>;
  } = {};
  onStopSignal(async () => {
    if (opened.app) await closeGracefully(opened.app);
    await opened.opening?.catch(() => undefined);
    await opened.database?.close();
    await opened.hold?.release();
  }, log);
  opened.hold = config.databaseUrl
    ? null
    : await holdDataDir(config.dataDir, 'el servidor', () =>
        opened.pglite ? dumpEmbedded(opened.pglite) : Promise.reject(new Error('la base todavía no abrió')),
      );
  const openAndPrepare = async () => {
    const database = (opened.database = await open(config));
    opened.pglite = database.pglite;
    if (prepare) await prepareDatabase(database, config.seedDemo, log);
    const outboxDir = path.join(config.dataDir, 'outbox');
    return { database, mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log }) };
  };
  let listening!: () => void;
  const opening = new Promise<void>((resolve) => (listening = resolve)).then(() => (opened.opening = openAndPrepare()));
  const app = (opened.app = await buildApp({ config, opening, logger: { level: config.logLevel } }));
  await app.listen({ port: config.port, host: config.host });
  listening();
  await opening;
  return app;
}
