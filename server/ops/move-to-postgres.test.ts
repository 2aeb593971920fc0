// npm run db:move-to-postgres: data made on the embedded database (a client, a quotation accepted
// with its history, a setting, a logo, a session) is what the server started on PostgreSQL
// answers afterwards; numbering goes on; a target that is not empty is refused. PostgreSQL only.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { createTestApp, type TestApp } from '../testing';
import { clientPayload, tinyPng } from '../testing/fixtures';
import { negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';
import { demoDataDir, runDbCommand, scratchPostgres, signIn, startServerProcess, type ServerProcess } from '../testing/processes';

let dataDir: string | undefined;
let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
let server: ServerProcess | undefined;
let embedded: TestApp | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  await embedded?.close();
  await scratch?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The API over the embedded database of DATA_DIR, in this process. */
const openEmbedded = async () => createTestApp({}, { database: await openPglite(path.join(dataDir!, 'pg')) });

describe.runIf(process.env.TEST_DATABASE_URL)('npm run db:move-to-postgres', () => {
  it('copies the embedded database into an empty PostgreSQL: the server there answers the same', { timeout: 300_000 }, async () => {
    dataDir = await demoDataDir('agro-move-');
    embedded = await openEmbedded();
    const { id: uid } = await embedded.loginDemoUsers();
    const client = (await embedded.as('productor').post('/api/clients', clientPayload({ lastname: 'Mudado' }))).json().data;
    const zone = await zoneIdOf(embedded.db, 1, 'General López');
    const created = await embedded
      .as('productor')
      .post('/api/negotiations', negotiationPayload(client.id as number, [riskPayload(zone)], { modules: [1] }));
    const negotiation = created.json().data as { id: number; number: number };
    const [quotation] = await quotationsOfNegotiation(embedded.db, negotiation.id);
    expect((await embedded.as('productor').put(`/api/quotations/${quotation!.id}/accept`, { comment: 'Conforme' })).statusCode).toBe(200);
    expect(
      (await embedded.as('admin').put('/api/settings', { settings: [{ option: 'thin_recharge_rate', value: '3,75' }] })).statusCode,
    ).toBe(200);
    const logo = tinyPng();
    const uploaded = await embedded
      .as('productor')
      .upload(`/api/users/${uid.productor}/logo`, {}, [{ field: 'logo', name: 'logo.png', data: logo, type: 'image/png' }]);
    expect(uploaded.statusCode).toBe(200);
    const session = embedded.as('productor').token;
    const reads = [
      '/api/clients?perPage=1000&page=1',
      `/api/negotiations/${negotiation.id}`,
      '/api/negotiations?perPage=5&page=1', // its total is kept by triggers: copied, not counted twice
      '/api/negotiations/statistics',
      '/api/settings',
      '/api/user',
    ];
    const before = new Map<string, unknown>();
    for (const url of reads) before.set(url, (await embedded.as('admin').get(url)).json());
    await embedded.close();
    embedded = undefined;

    scratch = await scratchPostgres('move');
    const moved = await runDbCommand(['move-to-postgres'], { DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toMatch(/copiada a PostgreSQL \(DATABASE_URL\) en [\d.]+ s/);
    expect(moved.output).toContain('coinciden tabla por tabla');

    const again = await runDbCommand(['move-to-postgres'], { DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    expect(again.code).toBe(1);
    expect(again.output).toContain('La base de DATABASE_URL no está vacía');

    server = await startServerProcess({ DATABASE_URL: scratch.url, DATA_DIR: dataDir });
    const admin = await signIn(server.base, 'admin');
    for (const url of reads) expect(await (await fetch(`${server.base}${url}`, { headers: admin })).json(), url).toEqual(before.get(url));
    const history = (before.get(`/api/negotiations/${negotiation.id}`) as { data: { risks: { history: unknown[] }[] } }).data.risks[0]!
      .history;
    expect(history.length).toBeGreaterThan(1);

    // the session and the logo moved; numbering goes on after the moved rows
    const mine = { authorization: `Bearer ${session}` };
    expect((await fetch(`${server.base}/api/user`, { headers: mine })).status).toBe(200);
    const picture = await fetch(`${server.base}/api/users/${uid.productor}/logo`, { headers: mine });
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(logo);
    const next = await fetch(`${server.base}/api/negotiations`, {
      method: 'POST',
      headers: { ...mine, 'content-type': 'application/json' },
      body: JSON.stringify(negotiationPayload(client.id as number, [riskPayload(zone)], { modules: [1] })),
    });
    expect(next.status).toBe(201);
    const nextData = ((await next.json()) as { data: { id: number; number: number } }).data;
    expect(nextData.number).toBe(negotiation.number + 1);
    expect(nextData.id).toBe(negotiation.id + 1);
  });
});
