// A clean stop (SIGTERM, SIGINT): the server takes no new connections, the background jobs running
// here are interrupted and queued again (server/jobs/install.ts), the requests in flight finish,
// up to a deadline after which their connections are cut, and then the database pool closes.
import type { FastifyInstance } from 'fastify';

/** How long the requests in flight get to finish (docs/deploy.md). */
export const SHUTDOWN_GRACE_MS = 10_000;

export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const deadline = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight at the stop deadline: their connections are closed');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Stops on the first SIGTERM or SIGINT: `stop` runs once and the process exits 0 (1 when `stop`
 * failed). A second signal while stopping is ignored: the deadline bounds the stop.
 */
export function stopOnSignals(stop: () => Promise<void>, log: (m: string) => void) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: deteniendo el servidor (termina los pedidos en curso)…`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
