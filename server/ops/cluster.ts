// WORKERS=N: N API processes on one port (Node's cluster module; the primary hands each new
// connection to a worker in turn). The primary migrates once, starts the workers, starts a new
// one when one dies, and on SIGTERM/SIGINT passes the signal on and waits for every worker's
// clean stop. The embedded database is opened by one process only, so WORKERS needs PostgreSQL.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { openPostgres } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { SHUTDOWN_GRACE_MS } from '../http/shutdown';

export const WORKERS_MESSAGE = {
  invalid: 'WORKERS debe ser un número entero mayor que cero.',
  embedded:
    'WORKERS necesita PostgreSQL (DATABASE_URL): la base embebida la abre un solo proceso. Ver "Cuando una sola máquina no alcanza" en el README.',
};

/** What a worker sends the primary once it serves with its database open. */
export const WORKER_READY = 'cotizador:ready';

export async function runPrimary(config: Config, entry: string): Promise<void> {
  if (!config.databaseUrl) throw new Error(WORKERS_MESSAGE.embedded);
  const database = await openPostgres(config.databaseUrl);
  try {
    await prepareDatabase(database, config.seedDemo, (m) => console.log(m));
  } finally {
    await database.close();
  }

  cluster.setupPrimary({ exec: entry });
  let stopping = false;
  let started = 0;
  const served = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    // A worker counts as started once it listens and its database is open (server/main.ts says so).
    worker.on('message', (m: unknown) => {
      if (m !== WORKER_READY || served.has(worker)) return;
      served.add(worker);
      started += 1;
      if (started === config.workers)
        console.log(`\nCotizador listo en http://localhost:${config.port}  (${config.workers} procesos, PostgreSQL)\n`);
      else if (started > config.workers) console.log(`El proceso ${worker.process.pid} de la API reemplazó al que terminó.`);
    });
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    if (!served.has(worker)) {
      console.error(`Un proceso de la API no pudo arrancar (salida ${code ?? signal}): se detienen todos.`);
      stop(1);
      return;
    }
    console.error(`El proceso ${worker.process.pid} de la API terminó (${code ?? signal}): se arranca otro.`);
    fork();
  });

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const failed: number[] = [];
    let left = workers.length;
    const done = () => process.exit(failed.length ? 1 : exitCode);
    if (!left) done();
    // Workers past their own deadline (and a little) are killed.
    setTimeout(() => workers.forEach((w) => w.process.kill('SIGKILL')), SHUTDOWN_GRACE_MS + 5_000).unref();
    for (const w of workers) {
      w.once('exit', (code) => {
        if (code !== 0) failed.push(w.process.pid ?? 0);
        if (--left === 0) done();
      });
      w.process.kill('SIGTERM');
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      console.log(`${signal}: deteniendo los ${config.workers} procesos de la API…`);
      stop(0);
    });
  for (let i = 0; i < config.workers; i++) fork();
}
