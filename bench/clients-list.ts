import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { clients } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { clientSearchText } from '../server/clients/service';
import { userIdOf, validCuit } from '../server/testing/fixtures';
import { requestExplain } from './explain';
import { serveApi, throughput, timeGets, type Auth, type Throughput } from './http';
import { summary } from './stats';

const LASTNAMES = [
  'González',
  'Rodríguez',
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'García',
  'Sánchez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Benítez',
  'Acosta',
  'Medina',
  'Herrera',
  'Suárez',
  'Aguirre',
  'Giménez',
  'Gutiérrez',
  'Pereyra',
  'Rojas',
  'Molina',
  'Castro',
  'Ortiz',
  'Córdoba',
  'Ibáñez',
];
const NAMES = [
  'Juan',
  'María',
  'José',
  'Ana',
  'Carlos',
  'Laura',
  'Jorge',
  'Silvia',
  'Martín',
  'Lucía',
  'Diego',
  'Sofía',
  'Pablo',
  'Valeria',
  'Andrés',
  'Mónica',
];

/** The item at `k` of a list read round and round. */
function cycle<T>(list: readonly T[], k: number): T {
  const item = list[k % list.length];
  if (item === undefined) throw new Error('cycle over an empty list');
  return item;
}

/** Adds `total` clients: 20 % owned by the demo producers, the rest by producers outside the demo. */
export async function fillClients(database: Database, total: number) {
  const owners = [
    await userIdOf(database.db, 'productor'),
    await userIdOf(database.db, 'productor2'),
    await userIdOf(database.db, 'supervisor'),
  ];
  for (let i = 0; i < total; i += 1000) {
    const rows = [];
    for (let k = i; k < Math.min(total, i + 1000); k++) {
      const row = {
        name: cycle(NAMES, k),
        lastname: `${cycle(LASTNAMES, k * 7)} ${k}`,
        cuit: validCuit(10_000_000 + k * 3),
        address: `Calle ${k}`,
        location: 'Rafaela',
        province: 'Santa Fe',
        cell: '3492000000',
        email: `c${k}@campo.com.ar`,
        sancorId: `S${k}`,
      };
      rows.push({ ...row, userId: k % 5 === 0 ? cycle(owners, k) : null, searchText: clientSearchText(row) });
    }
    await database.db.insert(clients).values(rows);
  }
  // steady state of a live table: statistics, visibility map and hint bits in place
  await database.db.execute(sql.raw(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze'));
}

const SCENARIOS: [user: string, label: string, query: string][] = [
  ['admin', 'first page', 'perPage=10&page=1'],
  ['admin', 'page 250', 'perPage=10&page=250'],
  ['admin', "search 'gonzalez' p.3", 'filter[search]=gonzalez&perPage=10&page=3'],
  ['admin', "search 'ez' (broad) p.40", 'filter[search]=ez&perPage=10&page=40'],
  ['admin', "search 'gonzalez' p.150", 'filter[search]=gonzalez&perPage=10&page=150'],
  ['admin', "search 'cordoba 1234'", 'filter[search]=cordoba%201234&perPage=10&page=1'],
  ['admin', "search e-mail 'c4242@'", 'filter[search]=c4242%40&perPage=10&page=1'],
  ['supervisor', 'first page', 'perPage=10&page=1'],
  ['supervisor', "search 'perez' p.2", 'filter[search]=perez&perPage=10&page=2'],
  ['productor', 'page 50', 'perPage=10&page=50'],
  ['productor', "search 'sosa'", 'filter[search]=sosa&perPage=10&page=1'],
];

export interface ScenarioResult {
  user: string;
  label: string;
  total: number;
  p50: number;
  p95: number;
  /** PostgreSQL only: the statements one call sends, their EXPLAIN ANALYZE time summed, and p50 over it. */
  statements?: number;
  explainMs?: number;
  ratio?: number;
  /** PostgreSQL only: requests per second with 10 in flight. */
  concurrent?: Throughput;
}

/** Seconds of each concurrency-10 run (BENCH_SECONDS). */
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * Migrates and seeds `database`, adds `total` clients, serves the API on loopback and
 * times each scenario over real HTTP (`runs` requests each, after a warm-up).
 */
export async function benchClientsList(database: Database, total = 50_000, runs = 200) {
  await database.migrate();
  await seedDemo(database.db);
  const t0 = performance.now();
  await fillClients(database, total);
  const fillMs = performance.now() - t0;
  const api = await serveApi(database);
  const results: ScenarioResult[] = [];
  try {
    const auth: Record<string, Auth> = {};
    for (const username of ['admin', 'supervisor', 'productor']) auth[username] = await api.signIn(username);
    for (const [user, label, query] of SCENARIOS) {
      const path = `/api/clients?${query}`;
      const { times, json } = await timeGets(api.base, auth[user]!, path, runs);
      const count = (json.meta as { total?: unknown } | undefined)?.total;
      if (typeof count !== 'number') throw new Error(`GET ${path}: no total`);
      const result: ScenarioResult = { user, label, total: count, ...summary(times) };
      if (database.kind === 'postgres') {
        const explained = await requestExplain(database, () => api.call(auth[user]!, 'GET', path));
        result.statements = explained.statements;
        result.explainMs = explained.explainMs;
        result.ratio = result.p50 / explained.explainMs;
        result.concurrent = await throughput(api.base, auth[user]!, path, 10, THROUGHPUT_SECONDS);
      }
      results.push(result);
    }
    // What any request costs with no database at all (HTTP on loopback, Fastify, the answer): the
    // floor under every ratio above, measured the same way.
    const floor = summary((await timeGets(api.base, {}, '/api/health', runs)).times);
    return { fillMs, results, floor };
  } finally {
    await api.close();
  }
}
