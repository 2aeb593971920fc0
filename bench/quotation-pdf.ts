// `npm run bench pdf`: GET negotiations/{id}/negotiations_report?showCost=1 of a 20-risk
// negotiation priced against every coverage of both insurers (about 200 quotation lines), on a
// fresh PGlite with the demo seed: request to the last byte of the PDF.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { userIdOf } from '../server/testing/fixtures';
import { twentyRiskPayload } from './quotations';
import { percentile } from './stats';

export async function benchQuotationPdf(runs = 30) {
  const database = await openPglite();
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig({});
  const app = await buildApp({ config, database, mailer: { send: async () => ({ location: '' }) } });
  try {
    await app.ready();
    const token = (
      await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          grant_type: 'password',
          client_id: config.oauthClientId,
          client_secret: config.oauthClientSecret,
          username: 'productor',
          password: 'demo1234',
        },
      })
    ).json().access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    const producer = await userIdOf(database.db, 'productor');
    const [client] = (
      (await database.db.execute(sql`select id from clients where user_id = ${producer} order by id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const payload = await twentyRiskPayload(database, client!.id);
    const created = await app.inject({ method: 'POST', url: '/api/negotiations', headers, payload });
    if (created.statusCode !== 201) throw new Error(`POST /api/negotiations: ${created.statusCode} ${created.body.slice(0, 300)}`);
    const { id } = created.json().data as { id: number };
    const lines = (created.json().data.preview.risks as { quotations: unknown[] }[]).reduce((n, r) => n + r.quotations.length, 0);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs + 3; i++) {
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/negotiations/${id}/negotiations_report?showCost=1`, headers });
      if (res.statusCode !== 200) throw new Error(`negotiations_report: ${res.statusCode}`);
      bytes = res.rawPayload.length;
      if (i >= 3) times.push(performance.now() - s);
    }
    const sorted = times.sort((a, b) => a - b);
    return {
      risks: payload.risks.length,
      lines,
      kb: bytes / 1024,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1) ?? 0,
    };
  } finally {
    await app.close();
    await database.close();
  }
}
