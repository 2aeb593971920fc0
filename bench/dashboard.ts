// `npm run bench dashboard`: the dashboard's calls over many negotiations: GET negotiations/statistics
// (the four counters) and the latest ten (GET negotiations?filter[is_confirmed]=1&perPage=10, with and
// without filter[user]) for admin, supervisor and producer; the volume of `bench quotations`, plus
// an accepted quotation (with its 'accepted' status row) for every accepted negotiation.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { userIdOf } from '../server/testing/fixtures';
import { fillNegotiations } from './quotations';
import { percentile } from './stats';

async function acceptSome(database: Database) {
  await database.db.execute(sql`
    with firsts as (
      select distinct on (q.risk_id) q.id, n.created_at
      from negotiations n join quotations q on q.negotiation_id = n.id
      where n.state = 'accepted'
        and not exists (select 1 from quotations c where c.risk_id = q.risk_id and c.status in ('accepted', 'advanced', 'proposal'))
      order by q.risk_id, q.id
    ), done as (update quotations set status = 'accepted' from firsts where quotations.id = firsts.id returning quotations.id)
    insert into quotation_statuses (quotation_id, description, created_at)
    select firsts.id, 'accepted', firsts.created_at + interval '1 day' from firsts join done on done.id = firsts.id`);
  await database.db.execute(sql.raw(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze'));
}

export async function benchDashboard(database: Database, total: number, runs = 200) {
  await database.migrate();
  await seedDemo(database.db);
  const filled = await fillNegotiations(database, total);
  await acceptSome(database);
  const config = loadConfig({});
  const app = await buildApp({ config, database, mailer: { send: async () => ({ location: '' }) } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const tokens: Record<string, string> = {};
    for (const username of ['admin', 'supervisor', 'productor']) {
      const res = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'password',
          client_id: config.oauthClientId,
          client_secret: config.oauthClientSecret,
          username,
          password: 'demo1234',
        }),
      });
      tokens[username] = ((await res.json()) as { access_token: string }).access_token;
    }
    const productor = await userIdOf(database.db, 'productor');
    const scenarios: [user: string, label: string, path: string][] = [
      ['admin', 'statistics', 'negotiations/statistics'],
      ['admin', 'latest 10', 'negotiations?filter[is_confirmed]=1&perPage=10&page=1'],
      ['admin', 'latest 10 of productor', `negotiations?filter[is_confirmed]=1&filter[user]=${productor}&perPage=10&page=1`],
      ['supervisor', 'statistics', 'negotiations/statistics'],
      ['supervisor', 'latest 10', 'negotiations?filter[is_confirmed]=1&perPage=10&page=1'],
      ['productor', 'statistics', 'negotiations/statistics'],
      ['productor', 'latest 10', 'negotiations?filter[is_confirmed]=1&perPage=10&page=1'],
    ];
    const results = [];
    for (const [user, label, path] of scenarios) {
      const times: number[] = [];
      let body: unknown;
      for (let i = 0; i < runs + 10; i++) {
        const s = performance.now();
        const res = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${tokens[user]}` } });
        body = await res.json();
        if (!res.ok) throw new Error(`GET /api/${path}: ${res.status}`);
        if (i >= 10) times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      const data = (body as { data: Record<string, unknown> }).data;
      const total = 'allNegotiantions' in data ? Number(data.allNegotiantions) : ((data.negotiations as unknown[]) ?? []).length;
      results.push({ user, label, total, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
    }
    return { negotiations: filled.n, results };
  } finally {
    await app.close();
  }
}
