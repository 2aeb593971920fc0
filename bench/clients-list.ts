import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { clients, users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { normalizeSearch } from '../src/domain/text';

const LASTNAMES = ['González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez', 'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Suárez', 'Herrera', 'Aguirre', 'Giménez', 'Gutiérrez', 'Pereyra', 'Rojas', 'Molina', 'Castro', 'Ortiz', 'Silva', 'Núñez', 'Luna', 'Juárez', 'Cabrera', 'Ríos', 'Ferreyra', 'Godoy', 'Morales', 'Domínguez'];
const NAMES = ['Juan', 'María', 'Carlos', 'Ana', 'José', 'Laura', 'Jorge', 'Silvia', 'Luis', 'Marta', 'Miguel', 'Patricia', 'Ricardo', 'Graciela', 'Daniel', 'Susana', 'Héctor', 'Mónica', 'Raúl', 'Claudia'];
const PROVINCES = ['Buenos Aires', 'Córdoba', 'Santa Fe', 'Entre Ríos', 'La Pampa'];

function cuitFor(n: number) {
  const prefix = n % 7 === 0 ? '30' : n % 2 ? '20' : '27';
  const body = prefix + String(10_000_000 + (n * 7919) % 89_999_999).padStart(8, '0');
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return cuitFor(n + 100_000_000);
  return body + String(check === 11 ? 0 : check);
}

export async function fillClients(database: Database, total: number) {
  const [producer] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'productor'));
  const [other] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'productor2'));
  const chunk = 1000;
  for (let start = 0; start < total; start += chunk) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + chunk); i++) {
      const lastname = LASTNAMES[i % LASTNAMES.length] + (i % 3 ? '' : ` ${LASTNAMES[(i * 7) % LASTNAMES.length]}`);
      const name = NAMES[(i * 13) % NAMES.length];
      const cuit = cuitFor(i);
      const province = PROVINCES[i % PROVINCES.length];
      const email = `${normalizeSearch(name)}.${i}@campo.com.ar`;
      const sancorId = String(700000 + i);
      rows.push({
        name,
        lastname,
        cuit,
        address: `Ruta ${i % 200} km ${i % 90}`,
        location: 'Localidad',
        province,
        cell: String(3400000000 + i),
        email,
        sancorId,
        userId: i % 5 === 4 ? other.id : producer.id,
        searchText: normalizeSearch(`${lastname} ${name} ${cuit} ${email} ${sancorId}`),
      });
    }
    await database.db.insert(clients).values(rows);
  }
  await database.db.execute('ANALYZE clients' as never);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Seeds, adds `total` clients, serves the API on loopback and times list requests as a producer and as an admin. */
export async function benchClientsList(database: Database, total = 50_000, requests = 400) {
  await database.migrate();
  await seedDemo(database.db);
  const t0 = performance.now();
  await fillClients(database, total);
  const fillMs = performance.now() - t0;
  const config = { ...loadConfig({}), port: 0 };
  const mailer = { send: async () => ({ location: '' }) };
  const app = await buildApp({ config, database, mailer });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const results: Record<string, { p50: number; p95: number; max: number }> = {};
  try {
    for (const username of ['productor', 'admin']) {
      const tokenRes = await fetch(`${address}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', client_id: config.oauthClientId, client_secret: config.oauthClientSecret, username, password: 'demo1234' }),
      });
      const { access_token } = (await tokenRes.json()) as { access_token: string };
      const searches = ['', '', 'gonzalez', 'perez maria', 'cordoba', '2030', 'rios', 'campo.com', 'zzz-no-existe', 'fer'];
      const times: number[] = [];
      for (let i = 0; i < requests + 20; i++) {
        const search = searches[i % searches.length];
        const page = 1 + ((i * 37) % 50);
        const perPage = [10, 25, 50][i % 3];
        const qs = `filter[search]=${encodeURIComponent(search)}&perPage=${perPage}&page=${search ? 1 + (i % 3) : page}`;
        const s = performance.now();
        const res = await fetch(`${address}/api/clients?${qs}`, { headers: { authorization: `Bearer ${access_token}` } });
        const body = (await res.json()) as { meta?: { total: number } };
        const ms = performance.now() - s;
        if (!res.ok || typeof body.meta?.total !== 'number') throw new Error(`GET /api/clients failed: ${res.status}`);
        if (i >= 20) times.push(ms); // the first requests warm caches and JIT
      }
      times.sort((a, b) => a - b);
      results[username] = { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
    }
  } finally {
    await app.close();
  }
  return { fillMs, results };
}
