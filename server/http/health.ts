// What a proxy or an orchestrator asks (docs/deploy.md): /api/health, the process is alive (it
// touches nothing else, so a database outage does not get every process restarted), and
// /api/ready, this process can serve: the database answers and has every migration this server
// knows (not before server/serve.ts has opened and prepared it). While the process stops, Fastify answers both 503.
import { sql } from 'drizzle-orm';
import { pendingMigrations } from '../db/prepare';
import { routes } from './route';

/** The database's answer for readiness comes within this, or the process is not ready. */
const READY_TIMEOUT_MS = 2_000;

export const READY_MESSAGES = {
  opening: 'El servidor todavía está abriendo la base de datos.',
  database: 'La base de datos no responde.',
  migrations: (n: number) => `A la base de datos le faltan ${n} migraciones de esta versión: reiniciá el servidor para aplicarlas.`,
};

export const healthRoutes = routes((api) => {
  api.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  api.get('/api/ready', { config: { access: 'public' } }, async (_request, reply) => {
    if (!api.databaseOpen) return reply.status(503).send({ status: 'unavailable', message: READY_MESSAGES.opening });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
    });
    let pending: number;
    try {
      pending = await Promise.race([api.db.execute(sql`select 1`).then(() => pendingMigrations(api.db)), timeout]);
    } catch (err) {
      api.log.warn({ err }, 'readiness: database unreachable');
      return reply.status(503).send({ status: 'unavailable', message: READY_MESSAGES.database });
    } finally {
      clearTimeout(timer);
    }
    if (pending) return reply.status(503).send({ status: 'unavailable', message: READY_MESSAGES.migrations(pending) });
    return { status: 'ready', database: api.database.kind };
  });
});
