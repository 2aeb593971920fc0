// `npm run bench simulator`: POST /api/simulator/{id} on a 20-risk negotiation (every coverage of
// both insurers), and its PDF and Excel (issue 11: under 50 ms, and each file under 1 s).
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { userIdOf } from '../server/testing/fixtures';
import { clientOf } from '../server/testing/negotiations';
import { serveApi, timeRuns } from './http';
import { twentyRiskPayload } from './quotations';
import { summary } from './stats';

export async function benchSimulator(database: Database, runs = 50) {
  await database.migrate();
  await seedDemo(database.db);
  const api = await serveApi(database);
  try {
    const auth = await api.signIn('productor');
    const payload = await twentyRiskPayload(database, await clientOf(database.db, await userIdOf(database.db, 'productor')));
    const { id } = (await api.call(auth, 'POST', '/api/negotiations', payload)).json.data as { id: number };
    const card = (await api.call(auth, 'GET', '/api/simulator-parameters')).json.data;
    let quotations = 0;
    const simulate = await timeRuns(
      runs,
      async () => {
        const r = await api.call(auth, 'POST', `/api/simulator/${id}`, card);
        quotations = ((r.json.data as { quotations: unknown[] }).quotations ?? []).length;
        return r;
      },
      3,
    );
    const file = (path: string) => timeRuns(10, () => api.file(auth, 'POST', path, card), 3);
    return {
      risks: payload.risks.length,
      simulate: { quotations, ...summary(simulate) },
      pdf: { quotations, ...summary(await file(`/api/simulator-pdf/${id}`)) },
      excel: { quotations, ...summary(await file(`/api/simulator-excel/${id}`)) },
    };
  } finally {
    await api.close();
  }
}
