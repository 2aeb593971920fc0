import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { crops, modules, provinces, zones } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';

const CAMPAIGN = 2; // the demo's current campaign
const COMPANY = 1; // Sancor
const VARIANTS = ['Franquicia 10%', 'Deducible 5%', 'Franquicia 20%', 'Deducible 10%', 'Franquicia 5%'];

/**
 * `rows` rates of the demo campaign's Sancor coverages over the seed's real departments and crops:
 * the seed's own rates (updates) first, then new franchise/deductible variants (inserts).
 */
async function buildFile(database: Database, rows: number): Promise<Buffer> {
  const db = database.db;
  const mods = await db
    .select({ description: modules.description, sancorId: modules.sancorId, harvest: modules.harvest })
    .from(modules)
    .where(and(eq(modules.campaignId, CAMPAIGN), eq(modules.companyId, COMPANY)))
    .orderBy(asc(modules.sortOrder));
  const zoneRows = await db
    .select({ department: zones.description, province: provinces.name })
    .from(zones)
    .innerJoin(provinces, eq(provinces.id, zones.provinceId))
    .where(eq(zones.companyId, COMPANY))
    .orderBy(asc(zones.id));
  const cropRows = await db.select({ description: crops.description, harvest: crops.harvest }).from(crops);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tasas');
  sheet.addRow(['Cobertura', 'Sancor ID', 'Provincia', 'Departamento', 'Cultivo', 'Franquicia/Deducible', 'Prima (%)']);
  let n = 0;
  outer: for (const variant of VARIANTS) {
    for (const m of mods) {
      for (const z of zoneRows) {
        for (const c of cropRows.filter((c) => c.harvest === m.harvest)) {
          if (n++ >= rows) break outer;
          sheet.addRow([
            m.description,
            m.sancorId,
            z.province,
            z.department,
            c.description,
            variant,
            Number((1 + (n % 500) / 100).toFixed(2)),
          ]);
        }
      }
    }
  }
  if (n < rows) throw new Error(`only ${n} distinct rates for the benchmark file`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Migrates and seeds `database`, builds a `rows`-row XLSX and imports it through
 * POST /api/rates/import over real HTTP. Returns the seconds the request took.
 */
export async function benchRatesImport(database: Database, rows = 20_000): Promise<number> {
  await database.migrate();
  await seedDemo(database.db);
  const file = await buildFile(database, rows);
  const config = loadConfig({});
  const app = await buildApp({ config, database, mailer: { send: async () => ({ location: '' }) } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: config.oauthClientId,
        client_secret: config.oauthClientSecret,
        username: 'admin',
        password: 'demo1234',
      }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const form = new FormData();
    form.append('campaign', String(CAMPAIGN));
    form.append('company', String(COMPANY));
    form.append('file', new Blob([new Uint8Array(file)]), 'Tasas.xlsx');
    const started = performance.now();
    const res = await fetch(`${base}/api/rates/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const seconds = (performance.now() - started) / 1000;
    const body = (await res.json()) as { data?: { import_report?: { rates_imported: number; cant_errors: number } } };
    const report = body.data?.import_report;
    if (!res.ok || report?.rates_imported !== rows || report.cant_errors !== 0) {
      throw new Error(`POST /api/rates/import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
    return seconds;
  } finally {
    await app.close();
  }
}
