import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { crops, modules, rates, zones } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { firstRow } from '../server/db/rows';
import { serveApi, timeRuns } from './http';
import { summary } from './stats';

const RATES = 10_000;
const VARIANTS = [5, 10, 15, 20, 25, 30, 35, 40].flatMap((n) => [`Franquicia ${n}%`, `Deducible ${n}%`]);

/** A Sancor coverage with `total` rates spread over its insurer's zones, the thick-harvest crops and several deductibles. */
async function fillModule(database: Database, total: number) {
  const { db } = database;
  const module = firstRow(
    await db
      .insert(modules)
      .values({
        description: 'Bench 10.000 tasas',
        coverageType: 'basic',
        harvest: 'thick',
        cropId: 1,
        companyId: 1,
        campaignId: 2,
        sancorId: 999,
        searchText: 'bench 10.000 tasas',
      })
      .returning({ id: modules.id }),
  );
  const zoneRows = await db
    .select({ id: zones.id, provinceId: zones.provinceId })
    .from(zones)
    .where(eq(zones.companyId, 1))
    .orderBy(zones.id);
  const cropRows = await db.select({ id: crops.id }).from(crops).where(eq(crops.harvest, 'thick'));
  const rows: (typeof rates.$inferInsert)[] = [];
  outer: for (const fd of VARIANTS) {
    for (const z of zoneRows) {
      for (const c of cropRows) {
        if (rows.length >= total) break outer;
        rows.push({
          moduleId: module.id,
          zoneId: z.id,
          cropId: c.id,
          franchiseDeductible: fd,
          amount: (1 + ((rows.length * 37) % 500) / 100).toFixed(2),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(rates).values(rows.slice(i, i + 1000));
  await db.execute(sql.raw(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze'));
  // a province with many rates and one of its zones, for the filtered scenarios
  const busiest = firstRow(
    await db
      .select({ provinceId: zones.provinceId, n: sql<number>`count(*)::int` })
      .from(rates)
      .innerJoin(zones, eq(zones.id, rates.zoneId))
      .where(eq(rates.moduleId, module.id))
      .groupBy(zones.provinceId)
      .orderBy(sql`count(*) desc`)
      .limit(1),
  );
  const zone = firstRow(
    await db
      .select({ id: zones.id })
      .from(zones)
      .where(and(eq(zones.companyId, 1), eq(zones.provinceId, busiest.provinceId)))
      .orderBy(zones.id)
      .limit(1),
  );
  return { moduleId: module.id, count: rows.length, provinceId: busiest.provinceId, zoneId: zone.id };
}

export interface RatesScenarioResult {
  label: string;
  total: number;
  p50: number;
  p95: number;
}

/**
 * Migrates and seeds `database`, adds a coverage with 10,000 rates, serves the API on loopback
 * and times GET /api/modules/module-rates-pag/{id} pages and filters (`runs` requests each, after a warm-up).
 */
export async function benchRatesPage(database: Database, runs = 200) {
  await database.migrate();
  await seedDemo(database.db);
  const t0 = performance.now();
  const fill = await fillModule(database, RATES);
  const fillMs = performance.now() - t0;
  const api = await serveApi(database);
  const scenarios: [label: string, query: string][] = [
    ['first page (10)', 'perPage=10&page=1'],
    ['page 500 (10)', 'perPage=10&page=500'],
    ['last page (50)', `perPage=50&page=${Math.ceil(fill.count / 50)}`],
    [`province ${fill.provinceId} p.1`, `filter[province]=${fill.provinceId}&perPage=10&page=1`],
    [`province ${fill.provinceId} p.20 (25)`, `filter[province]=${fill.provinceId}&perPage=25&page=20`],
    [`province + zone ${fill.zoneId}`, `filter[province]=${fill.provinceId}&filter[zone]=${fill.zoneId}&perPage=10&page=1`],
    [`zone ${fill.zoneId} only`, `filter[zone]=${fill.zoneId}&perPage=50&page=1`],
  ];
  const results: RatesScenarioResult[] = [];
  try {
    const auth = await api.signIn('admin');
    for (const [label, query] of scenarios) {
      const path = `/api/modules/module-rates-pag/${fill.moduleId}?${query}`;
      let total = 0;
      const times = await timeRuns(runs, async () => {
        const r = await api.call(auth, 'GET', path);
        const body = r.json as { meta?: { total: number }; data?: { rates: unknown[] } };
        if (typeof body.meta?.total !== 'number' || !body.data?.rates.length) throw new Error(`GET ${path}: no rates`);
        total = body.meta.total;
        return r;
      });
      results.push({ label, total, ...summary(times) });
    }
  } finally {
    await api.close();
  }
  return { fillMs, rates: fill.count, results };
}
