/**
 * Client list latency over 50,000 clients (DESIGN: p95 under 20 ms on PostgreSQL).
 * Usage: TEST_DATABASE_URL=postgres://... npx tsx server/testing/bench-clients.ts
 * (drops and recreates that database's schema; without the variable it runs on PGlite).
 */
import { sql } from 'drizzle-orm';
import { clients } from '../db/schema';
import { clientSearchText } from '../services/clients';
import { bearer, createTestApp } from './harness';
import { userIdOf, validCuit } from './fixtures';

const TOTAL = Number(process.env.BENCH_CLIENTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const LASTNAMES = ['González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez', 'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Benítez', 'Acosta', 'Medina', 'Herrera', 'Suárez', 'Aguirre', 'Giménez', 'Gutiérrez', 'Pereyra', 'Rojas', 'Molina', 'Castro', 'Ortiz', 'Córdoba', 'Ibáñez'];
const NAMES = ['Juan', 'María', 'José', 'Ana', 'Carlos', 'Laura', 'Jorge', 'Silvia', 'Martín', 'Lucía', 'Diego', 'Sofía', 'Pablo', 'Valeria', 'Andrés', 'Mónica'];

async function main() {
  const t = await createTestApp();
  const owners = [await userIdOf(t.db, 'productor'), await userIdOf(t.db, 'productor2'), await userIdOf(t.db, 'supervisor')];
  const t0 = Date.now();
  for (let i = 0; i < TOTAL; i += 1000) {
    const rows = [];
    for (let k = i; k < Math.min(TOTAL, i + 1000); k++) {
      const row = {
        name: NAMES[k % NAMES.length],
        lastname: `${LASTNAMES[(k * 7) % LASTNAMES.length]} ${k}`,
        cuit: validCuit(10_000_000 + k * 3),
        address: `Calle ${k}`,
        location: 'Rafaela',
        province: 'Santa Fe',
        cell: '3492000000',
        email: `c${k}@campo.com.ar`,
        sancorId: `S${k}`,
      };
      // 80% of the clients belong to many other producers (no user), the rest to the demo producers
      const userId = k % 5 === 0 ? owners[k % 3] : null;
      rows.push({ ...row, userId, searchText: clientSearchText(row) });
    }
    await t.db.insert(clients).values(rows);
  }
  await t.db.execute(sql`analyze`);
  console.log(`${TOTAL} clients inserted in ${Date.now() - t0} ms (${t.database.kind})`);

  const tokens: Record<string, string> = {};
  for (const u of ['admin', 'supervisor', 'productor']) tokens[u] = await t.login(u);
  const scenarios: [string, string, string][] = [
    ['admin', 'first page', '/api/clients?perPage=10&page=1'],
    ['admin', 'page 250', '/api/clients?perPage=10&page=250'],
    ['admin', "search 'gonzalez'", '/api/clients?filter[search]=gonzalez&perPage=10&page=3'],
    ['admin', "search 'cordoba 1234'", '/api/clients?filter[search]=cordoba%201234&perPage=10&page=1'],
    ['admin', "search email 'c4242@'", '/api/clients?filter[search]=c4242%40&perPage=10&page=1'],
    ['supervisor', 'first page', '/api/clients?perPage=10&page=1'],
    ['supervisor', "search 'perez'", '/api/clients?filter[search]=perez&perPage=10&page=2'],
    ['productor', 'page 50', '/api/clients?perPage=10&page=50'],
    ['productor', "search 'sosa'", '/api/clients?filter[search]=sosa&perPage=10&page=1'],
  ];
  for (const [who, label, url] of scenarios) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const s = process.hrtime.bigint();
      const res = await t.app.inject({ url, headers: bearer(tokens[who]) });
      times.push(Number(process.hrtime.bigint() - s) / 1e6);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      total = res.json().meta.total;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`${who.padEnd(10)} ${label.padEnd(24)} total=${String(total).padStart(6)}  p50=${p(0.5)} ms  p95=${p(0.95)} ms`);
  }
  await t.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
