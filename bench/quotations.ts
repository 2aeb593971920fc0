// `npm run bench quotations`: finishing a grouped negotiation of 20 risks against every
// coverage of both insurers, the quotations list over many negotiations (search and paging,
// each role, beside PostgreSQL's own execution time of the same queries) and the detail of a
// 20-risk negotiation. The volume is generated with set-based SQL (generate_series).
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { userIdOf } from '../server/testing/fixtures';
import { requestExplain } from './explain';
import { serveApi, throughput, timeGets, timeRuns, type Auth } from './http';
import { summary } from './stats';

/** Seconds of each concurrency-10 run (BENCH_SECONDS). */
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const LASTNAMES = [
  'gonzalez',
  'rodriguez',
  'gomez',
  'fernandez',
  'lopez',
  'diaz',
  'martinez',
  'perez',
  'garcia',
  'sanchez',
  'romero',
  'sosa',
];
const EXTRA_PRODUCERS = 195;

/**
 * Adds `total` negotiations (about 1.2 risks each, 10 quotations per risk of the confirmed ones) over 200 producers:
 * about 2 % each to productor, productor2 and supervisor. 10 % are unconfirmed requests.
 */
export async function fillNegotiations(database: Database, total: number) {
  const db = database.db;
  const demo = [await userIdOf(db, 'productor'), await userIdOf(db, 'productor2'), await userIdOf(db, 'supervisor')];
  const before = (
    (await db.execute<{ n: number; r: number }>(
      sql`select coalesce(max(id), 0)::int n, (select coalesce(max(id), 0)::int from risks) r from negotiations`,
    )) as unknown as { rows: { n: number; r: number }[] }
  ).rows[0]!;
  const names = `array[${LASTNAMES.map((n) => `'${n}'`).join(',')}]`;
  await db.execute(
    sql.raw(`
    insert into users (name, lastname, email, username, password, role_id, search_text)
    select 'Productor', 'Bench ' || g, 'bench' || g || '@campo.com.ar', 'bench' || g, '', 4, 'productor bench ' || g
    from generate_series(1, ${EXTRA_PRODUCERS}) g`),
  );
  const clientsTotal = Math.max(1000, Math.floor(total / 5));
  await db.execute(
    sql.raw(`
    insert into clients (name, lastname, cuit, address, location, province, cell, email, sancor_id, user_id, search_text)
    select 'Cliente', initcap((${names})[1 + g % ${LASTNAMES.length}]) || ' ' || g, lpad((20000000000 + g)::text, 11, '0'),
      'Calle ' || g, 'Rafaela', 'Santa Fe', '3492000000', 'b' || g || '@campo.com.ar', 'S' || g, null,
      (${names})[1 + g % ${LASTNAMES.length}] || ' ' || g || ' cliente ' || lpad((20000000000 + g)::text, 11, '0') || ' b' || g || '@campo.com.ar'
    from generate_series(1, ${clientsTotal}) g`),
  );
  await db.execute(
    sql.raw(`
    with producers as (select array_agg(id order by id) ids from users where username like 'bench%'),
         cl as (select min(id) lo from clients where email like 'b%@campo.com.ar' and name = 'Cliente')
    insert into negotiations (user_id, client_id, state, type, is_confirmed, payment_method_id, rate_option_id, created_at, updated_at)
    select case g % 47 when 0 then ${demo[0]} when 1 then ${demo[1]} when 2 then ${demo[2]} else producers.ids[1 + g % ${EXTRA_PRODUCERS}] end,
      cl.lo + g % ${clientsTotal},
      case when g % 10 = 0 then 'solicitud' when g % 7 = 0 then 'accepted' when g % 19 = 0 then 'rejected' else 'initiated' end,
      case when g % 10 = 3 then 'grouped' else 'simple' end,
      case when g % 10 = 0 then 0 else 1 end, 1, 1,
      now() - g * interval '3 minutes', now() - g * interval '3 minutes'
    from generate_series(1, ${total}) g, producers, cl`),
  );
  await db.execute(
    sql.raw(`
    with z as (select array_agg(id order by id) ids, count(*) n from zones where company_id = 1)
    insert into risks (negotiation_id, description, zone_id, crop_id, company_id, number_of_hectares, hectare_price, hectare_price_currency_id, discount)
    select n.id, 'Lote ' || k, z.ids[1 + (n.id * 7 + k) % z.n], 1 + (n.id + k) % 4, 1, 100 + n.id % 400, 30, 1, 5
    from negotiations n, z, generate_series(1, 3) k
    where n.id > ${before.n} and (k = 1 or n.type = 'grouped')`),
  );
  await db.execute(
    sql.raw(`
    insert into quotations (negotiation_id, risk_id, module_id, franchise_deductible, status, insured_sum, rate_value, addons_value,
      correction_factor, rate_value_with_cf, addons_value_with_cf, discount, discount_applied, tax, value, cost, cost_per_hectare)
    select r.negotiation_id, r.id, m.id, case when k % 2 = 0 then 'Franquicia 10%' else 'Deducible 5%' end, 'initiated',
      3000, 4.5, 0, 0, 4.5, 0, 5, 1, 21, 5.17275, 155.18, 1.55
    from risks r join negotiations n on n.id = r.negotiation_id and n.is_confirmed = 1 and r.id > ${before.r},
      (select id from modules where company_id = 1 and coverage_type in ('basic', 'pack') order by id limit 5) m, generate_series(1, 2) k`),
  );
  await db.execute(sql.raw(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze'));
  const counts = (await db.execute<{ n: number; q: number }>(
    sql`select (select count(*) from negotiations)::int n, (select count(*) from quotations)::int q`,
  )) as unknown as { rows: { n: number; q: number }[] };
  return counts.rows[0]!;
}

/** A request of 20 risks, half of each insurer, on departments and crops that have rates; half double crop in the first. */
export async function twentyRiskPayload(database: Database, clientId: number) {
  const db = database.db;
  const pairs = async (companyId: number) =>
    (
      (await db.execute<{ zone_id: number; crop_id: number }>(sql`
        select distinct r.zone_id, r.crop_id from rates r join modules m on m.id = r.module_id
        where m.company_id = ${companyId} and m.coverage_type = 'basic' order by r.zone_id, r.crop_id limit 10`)) as unknown as {
        rows: { zone_id: number; crop_id: number }[];
      }
    ).rows;
  const moduleRows = (
    (await db.execute<{ id: number; company_id: number; coverage_type: string }>(
      sql`select id, company_id, coverage_type from modules order by id`,
    )) as unknown as { rows: { id: number; company_id: number; coverage_type: string }[] }
  ).rows;
  const risks = [];
  for (const companyId of [1, 2]) {
    const addons = moduleRows.filter((m) => m.company_id === companyId && m.coverage_type === 'addon').map((m) => m.id);
    for (const [i, p] of (await pairs(companyId)).entries()) {
      const double = companyId === 1 && i % 2 === 0;
      risks.push({
        description: `Lote ${companyId}-${i}`,
        zone_id: p.zone_id,
        crop_id: double ? 4 : p.crop_id,
        company_id: companyId,
        number_of_hectares: String(100 + i * 10),
        hectare_price: '32',
        hectare_price_currency_id: 1,
        discount: '5',
        addons,
        ...(double ? { is_double_crop: 1, double_crop: { crop_id: 1, hectare_price: '28' } } : {}),
      });
    }
  }
  return {
    client_id: clientId,
    state: 'initiated',
    type: 'grouped',
    is_confirmed: 1,
    payment_method_id: 1,
    rate_option_id: 1,
    fd_filter: 'ambos',
    modules: moduleRows.filter((m) => m.coverage_type !== 'addon').map((m) => m.id),
    risks,
  };
}

const SCENARIOS: [user: string, label: string, query: string][] = [
  ['admin', 'first page', 'filter[is_confirmed]=1&perPage=10&page=1'],
  ['admin', 'page 500', 'filter[is_confirmed]=1&perPage=10&page=500'],
  ['admin', "search 'gonzalez 1236'", 'filter[is_confirmed]=1&filter[search]=gonzalez%201236&perPage=10&page=1'],
  ['admin', "search 'perez' p.3", 'filter[is_confirmed]=1&filter[search]=perez&perPage=10&page=3'],
  ['admin', 'requests p.1', 'filter[state]=solicitud&filter[is_confirmed]=0&perPage=10&page=1'],
  ['supervisor', 'first page', 'filter[is_confirmed]=1&perPage=10&page=1'],
  ['supervisor', "search 'sosa' p.2", 'filter[is_confirmed]=1&filter[search]=sosa&perPage=10&page=2'],
  ['productor', 'page 50', 'filter[is_confirmed]=1&perPage=10&page=50'],
  ['productor', "search 'garcia'", 'filter[is_confirmed]=1&filter[search]=garcia&perPage=10&page=1'],
  ['productor', 'requests p.1', 'filter[state]=solicitud&filter[is_confirmed]=0&perPage=10&page=1'],
];

export async function benchQuotations(database: Database, total: number, runs = 200) {
  await database.migrate();
  await seedDemo(database.db);
  const t0 = performance.now();
  const filled = await fillNegotiations(database, total);
  const fillMs = performance.now() - t0;
  const api = await serveApi(database);
  const auth: Record<string, Auth> = {};
  const ids: Record<string, { id: number; roleId: number }> = {};
  try {
    for (const username of ['admin', 'supervisor', 'productor']) {
      auth[username] = await api.signIn(username);
      ids[username] = { id: await userIdOf(database.db, username), roleId: { admin: 2, supervisor: 3, productor: 4 }[username]! };
    }
    const call = (user: string, method: string, path: string, body?: unknown) => api.call(auth[user]!, method, `/api/${path}`, body);

    // Finishing: a 20-risk request, finished again and again (each finish re-quotes it from scratch).
    const [client] = (
      (await database.db.execute<{ id: number }>(
        sql`select id from clients where user_id = ${ids.productor!.id} order by id limit 1`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const payload = await twentyRiskPayload(database, client!.id);
    const created = await call('productor', 'POST', 'negotiations', { ...payload, state: 'solicitud', is_confirmed: 0 });
    const negotiationId = (created.json.data as { id: number }).id;
    const finishTimes: number[] = [];
    let quotationsPerFinish = 0;
    for (let i = 0; i < 35; i++) {
      const r = await call('productor', 'POST', `negotiations/${negotiationId}`, payload);
      const preview = (r.json.data as { preview: { risks: { quotations: unknown[] }[] } }).preview;
      quotationsPerFinish = preview.risks.reduce((n, risk) => n + risk.quotations.length, 0);
      if (i >= 5) finishTimes.push(r.ms);
    }
    // The detail of a 20-risk quotation finished once (the one above carries 35 finishes of history).
    const once = await call('productor', 'POST', 'negotiations', payload);
    const onceId = (once.json.data as { id: number }).id;
    const detailTimes = await timeRuns(runs, () => call('productor', 'GET', `negotiations/${onceId}`));

    const results = [];
    for (const [user, label, query] of SCENARIOS) {
      const path = `/api/negotiations?${query}`;
      const { times, json } = await timeGets(api.base, auth[user]!, path, runs);
      const count = (json.meta as { total: number }).total;
      const s = summary(times);
      if (database.kind !== 'postgres') {
        results.push({ user, label, total: count, ...s, explainMs: null, ratio: null });
        continue;
      }
      const explained = await requestExplain(database, () => api.call(auth[user]!, 'GET', path));
      const concurrent = await throughput(api.base, auth[user]!, path, 10, THROUGHPUT_SECONDS);
      results.push({ user, label, total: count, ...s, ...explained, ratio: s.p50 / explained.explainMs, concurrent });
    }
    return {
      fillMs,
      negotiations: filled?.n,
      quotations: filled?.q,
      finish: { risks: payload.risks.length, coverages: payload.modules.length, quotations: quotationsPerFinish, ...summary(finishTimes) },
      detail: summary(detailTimes),
      results,
    };
  } finally {
    await api.close();
  }
}
