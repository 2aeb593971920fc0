// The server's entry (`npm start` runs its compiled form, dist-server/main.js): one API process,
// or with WORKERS=N a cluster of N on one port (server/ops/cluster.ts).
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bcryptCost } from './auth/password';
import { loadConfig } from './config';
import { assertPortFree, PortInUseError, portInUseMessage } from './http/port';
import { DataDirBusyError } from './ops/data-dir';
import { runPrimary, WORKER_READY, WORKERS_MESSAGE } from './ops/cluster';
import { serve } from './serve';

async function main() {
  const config = loadConfig();
  config.staticDir ??= path.resolve('dist');
  if (!Number.isInteger(config.workers) || config.workers < 1) throw new Error(WORKERS_MESSAGE.invalid);
  bcryptCost(); // a bad BCRYPT_COST stops the start, not the first login
  if (cluster.isWorker) {
    await serve(config, { prepare: false });
    return void process.send?.(WORKER_READY);
  }
  await assertPortFree(config.port, config.host);
  if (config.workers > 1) return runPrimary(config, fileURLToPath(import.meta.url));
  await serve(config, { prepare: true });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${path.join(config.dataDir, 'pg')}`;
  console.log(`\nCotizador listo en http://localhost:${config.port}  (base de datos: ${where})\n`);
}

main().catch((err) => {
  // A port taken between the check and the listen says the same as the check.
  if (err instanceof PortInUseError || (err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(err instanceof PortInUseError ? err.message : portInUseMessage(loadConfig().port));
  } else if (err instanceof DataDirBusyError) {
    console.error(`${err.message} Detenelo antes de arrancar otro servidor sobre la misma carpeta, o usá otro DATA_DIR.`);
  } else console.error(err);
  process.exit(1);
});
