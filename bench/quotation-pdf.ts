// `npm run bench pdf`: GET negotiations/{id}/negotiations_report?showCost=1 of a 20-risk
// negotiation priced against every coverage of both insurers (about 80 quotation lines), on a
// fresh PGlite with the demo seed: request to the last byte of the PDF.
import { openPglite } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { userIdOf } from '../server/testing/fixtures';
import { clientOf } from '../server/testing/negotiations';
import { serveApi, timeRuns } from './http';
import { twentyRiskPayload } from './quotations';
import { summary } from './stats';

export async function benchQuotationPdf(runs = 30) {
  const database = await openPglite();
  await database.migrate();
  await seedDemo(database.db);
  const api = await serveApi(database);
  try {
    const auth = await api.signIn('productor');
    const payload = await twentyRiskPayload(database, await clientOf(database.db, await userIdOf(database.db, 'productor')));
    const created = (await api.call(auth, 'POST', '/api/negotiations', payload)).json.data as {
      id: number;
      preview: { risks: { quotations: unknown[] }[] };
    };
    let bytes = 0;
    const times = await timeRuns(
      runs,
      async () => {
        const r = await api.file(auth, 'GET', `/api/negotiations/${created.id}/negotiations_report?showCost=1`);
        bytes = r.bytes;
        return r;
      },
      3,
    );
    return {
      risks: payload.risks.length,
      lines: created.preview.risks.reduce((n, r) => n + r.quotations.length, 0),
      kb: bytes / 1024,
      ...summary(times),
      max: Math.max(...times),
    };
  } finally {
    await api.close();
    await database.close();
  }
}
