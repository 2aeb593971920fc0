import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { crops, modules, provinces, zones } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { serveApi } from './http';
import { percentile } from './stats';

const CAMPAIGN = 2; // the demo's current campaign
const COMPANY = 1; // Sancor
/** The seed's own franchise/deductible texts first (their rows update rates), then new ones (inserts). */
const VARIANTS = [
  'Franquicia 10%',
  'Deducible 5%',
  'Franquicia 20%',
  'Deducible 10%',
  'Franquicia 5%',
  ...Array.from({ length: 40 }, (_, i) => `${i % 2 ? 'Deducible' : 'Franquicia'} ${i + 11}% bench`),
];
/** How often GET /api/user is asked while the big import runs. */
const SAMPLE_EVERY_MS = 25;

/** `rows` rates of the demo campaign's Sancor coverages over the seed's real departments and crops. */
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

export interface RatesImportBench {
  /** a 20,000-row import answered at once (the spec's call), seconds */
  sync20kS: number;
  /** a 100,000-row import with ?async=1, from the upload to the job done, seconds */
  async100kS: number;
  /** GET /api/user while the 100,000-row import ran */
  userWhileImporting: { samples: number; p50: number; p95: number; max: number };
}

type Report = { rates_imported: number; cant_errors: number };

/**
 * Migrates and seeds `database` and serves the API over real HTTP in this process. Imports a
 * 100,000-row XLSX with ?async=1 while asking GET /api/user every 25 ms (the server and the
 * sampler share the event loop: a blocked loop delays both), then a 20,000-row one waiting for
 * the report.
 */
export async function benchRatesImport(database: Database): Promise<RatesImportBench> {
  await database.migrate();
  await seedDemo(database.db);
  const big = await buildFile(database, 100_000);
  const small = await buildFile(database, 20_000);
  const api = await serveApi(database);
  const base = api.base;
  try {
    const auth = await api.signIn('admin');
    const upload = (file: Buffer, query = '') => {
      const form = new FormData();
      form.append('campaign', String(CAMPAIGN));
      form.append('company', String(COMPANY));
      form.append('file', new Blob([new Uint8Array(file)]), 'Tasas.xlsx');
      return fetch(`${base}/api/rates/import${query}`, { method: 'POST', headers: auth, body: form });
    };
    const check = (report: Report | undefined, rows: number, what: string) => {
      if (report?.rates_imported !== rows || report.cant_errors !== 0) throw new Error(`${what}: ${JSON.stringify(report)}`);
    };

    // 100,000 rows in the background, GET /api/user sampled meanwhile
    const t0 = performance.now();
    const started = await upload(big, '?async=1');
    const { id } = ((await started.json()) as { data: { id: number } }).data;
    type Job = { status: string; result: { import_report: Report } | null; error: string | null };
    const job: { finished?: Job } = {};
    const latencies: number[] = [];
    // Each request is timed from when it was due, not from when it left: a blocked event loop
    // that delays the sampler's own timer counts as waiting too.
    const sampler = (async () => {
      let due = performance.now();
      while (!job.finished) {
        const res = await fetch(`${base}/api/user`, { headers: auth });
        await res.arrayBuffer();
        latencies.push(performance.now() - due);
        if (!res.ok) throw new Error(`GET /api/user: ${res.status}`);
        due = Math.max(due + SAMPLE_EVERY_MS, performance.now());
        await new Promise((r) => setTimeout(r, due - performance.now()));
      }
    })();
    let finished: Job | undefined;
    while (!finished) {
      await new Promise((r) => setTimeout(r, 200));
      const polled = ((await (await fetch(`${base}/api/jobs/${id}`, { headers: auth })).json()) as { data: Job }).data;
      if (polled.status === 'done' || polled.status === 'failed') finished = job.finished = polled;
    }
    const async100kS = (performance.now() - t0) / 1000;
    await sampler;
    check(finished.result?.import_report, 100_000, `async import ${finished.status} ${finished.error ?? ''}`);
    const sorted = [...latencies].sort((a, b) => a - b);

    // 20,000 rows, answered when done
    const t1 = performance.now();
    const res = await upload(small);
    const body = (await res.json()) as { data?: { import_report?: Report } };
    const sync20kS = (performance.now() - t1) / 1000;
    check(body.data?.import_report, 20_000, `POST /api/rates/import: ${res.status}`);

    return {
      sync20kS,
      async100kS,
      userWhileImporting: {
        samples: sorted.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        max: percentile(sorted, 1),
      },
    };
  } finally {
    await api.close();
  }
}
