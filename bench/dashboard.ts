// `npm run bench dashboard`: the dashboard's calls over many negotiations: GET negotiations/statistics
// (the four counters) and the latest ten (GET negotiations?filter[is_confirmed]=1&perPage=10, with and
// without filter[user]) for admin, supervisor and producer; the volume of `bench quotations`, plus
// an accepted quotation (with its 'accepted' status row) for every accepted negotiation.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { userIdOf } from '../server/testing/fixtures';
import { fillNegotiations } from './quotations';
import { serveApi, timeRuns, type Auth } from './http';
import { summary } from './stats';

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
  const api = await serveApi(database);
  try {
    const auth: Record<string, Auth> = {};
    for (const username of ['admin', 'supervisor', 'productor']) auth[username] = await api.signIn(username);
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
      let data: Record<string, unknown> = {};
      const times = await timeRuns(runs, async () => {
        const r = await api.call(auth[user]!, 'GET', `/api/${path}`);
        data = r.json.data as Record<string, unknown>;
        return r;
      });
      const count = 'allNegotiantions' in data ? Number(data.allNegotiantions) : ((data.negotiations as unknown[]) ?? []).length;
      results.push({ user, label, total: count, ...summary(times) });
    }
    return { negotiations: filled.n, results };
  } finally {
    await api.close();
  }
}
