// `npm run bench simulator`: POST /api/simulator/{id} on a 20-risk negotiation (every coverage of
// both insurers), and its PDF and Excel (issue 11: under 50 ms, and each file under 1 s).
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { percentile } from './stats';
import { twentyRiskPayload } from './quotations';

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

export async function benchSimulator(database: Database, runs = 50) {
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig({});
  const app = await buildApp({ config, database, mailer: { send: async () => ({ location: '' }) } });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: config.oauthClientId,
        client_secret: config.oauthClientSecret,
        username: 'productor',
        password: 'demo1234',
      },
    });
    const headers = { authorization: `Bearer ${login.json().access_token as string}` };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const s = performance.now();
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return { ms: performance.now() - s, res };
    };
    const [client] = (
      (await database.db.execute(
        `select c.id from clients c join users u on u.id = c.user_id where u.username = 'productor' order by c.id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const payload = await twentyRiskPayload(database, client!.id);
    const created = await call('POST', '/api/negotiations', payload);
    const id = (created.res.json().data as { id: number }).id;
    const card = (await call('GET', '/api/simulator-parameters')).res.json().data as object;

    const measure = async (url: string, n: number) => {
      const times: number[] = [];
      let quotations = 0;
      for (let i = 0; i < n + 3; i++) {
        const r = await call('POST', url, card);
        if (url.startsWith('/api/simulator/')) quotations = (r.res.json().data.quotations as unknown[]).length;
        if (i >= 3) times.push(r.ms);
      }
      return { quotations, ...stats(times) };
    };
    return {
      risks: payload.risks.length,
      simulate: await measure(`/api/simulator/${id}`, runs),
      pdf: await measure(`/api/simulator-pdf/${id}`, 10),
      excel: await measure(`/api/simulator-excel/${id}`, 10),
    };
  } finally {
    await app.close();
  }
}
