import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { assertPortFree, PortInUseError, portInUseMessage } from './http/port';
import { createMailer } from './mail/mailer';

async function main() {
  const config = loadConfig();
  config.staticDir ??= path.resolve('dist');
  await assertPortFree(config.port, config.host);
  const database = await openDatabase(config);
  await database.migrate();
  const empty = await isDatabaseEmpty(database.db);
  const shouldSeed = config.seedDemo ?? (database.kind === 'pglite' && empty);
  if (shouldSeed && empty) {
    console.log('Base de datos vacía: cargando los datos de demostración…');
    await seedDemo(database.db);
  }
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (m) => console.log(m),
  });
  const app = await buildApp({ config, database, mailer, logger: { level: config.logLevel } });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite en ${path.join(config.dataDir, 'pg')}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nCotizador listo en http://localhost:${config.port}  (base de datos: ${where})\n`);
}

main().catch((err) => {
  // A port taken between the check and the listen says the same as the check.
  if (err instanceof PortInUseError || (err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(err instanceof PortInUseError ? err.message : portInUseMessage(loadConfig().port));
  } else console.error(err);
  process.exit(1);
});
