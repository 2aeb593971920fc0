// npm run db:backup while the server runs (it answers the copy itself), then db:restore with the
// server stopped: the data of the copy is back, what changed after it is gone.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientPayload } from '../testing/fixtures';
import { demoDataDir, runDbCommand, signIn, startServerProcess, type ServerProcess } from '../testing/processes';

let dataDir: string | undefined;
const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServerProcess({ DATA_DIR: dataDir! });
  started.push(server);
  return { server, auth: await signIn(server.base, 'admin') };
}

const json = async (res: Response) => ((await res.json()) as { data: Record<string, unknown> }).data;

async function clientNamed(base: string, auth: Record<string, string>, lastname: string) {
  const res = await fetch(`${base}/api/clients?filter[search]=${encodeURIComponent(lastname)}&perPage=10&page=1`, { headers: auth });
  return ((await json(res)).clients as { id: number; lastname: string; address: string }[]).filter((c) => c.lastname === lastname);
}

// The embedded database's commands: once, in the suite on PGlite.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('db:backup and db:restore', () => {
  it('backs up the embedded database while the server runs, and restores it with the server stopped', { timeout: 240_000 }, async () => {
    dataDir = await demoDataDir('agro-backup-');
    const file = path.join(dataDir, 'copias', 'antes.tar.gz');
    const first = await start();
    const post = (body: object) =>
      fetch(`${first.server.base}/api/clients`, {
        method: 'POST',
        headers: { ...first.auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const kept = await json(await post(clientPayload({ lastname: 'Antesdelacopia', address: 'Ruta 8 km 10' })));

    const backup = await runDbCommand(['backup', file], { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('pedida al servidor en marcha');
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    expect((await post(clientPayload({ lastname: 'Despuesdelacopia' }))).status).toBe(201);
    const edit = await fetch(`${first.server.base}/api/clients/${kept.id as number}`, {
      method: 'PUT',
      headers: { ...first.auth, 'content-type': 'application/json' },
      body: JSON.stringify(clientPayload({ lastname: 'Antesdelacopia', address: 'Cambiada después' })),
    });
    expect(edit.status).toBe(200);

    const refused = await runDbCommand(['restore', file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('está en uso por el servidor');

    expect(await first.server.stop()).toBe(0);
    const restore = await runDbCommand(['restore', file], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('La base que reemplazó quedó en');

    const second = await start();
    expect(await clientNamed(second.server.base, second.auth, 'Antesdelacopia')).toMatchObject([{ id: kept.id, address: 'Ruta 8 km 10' }]);
    expect(await clientNamed(second.server.base, second.auth, 'Despuesdelacopia')).toEqual([]);
    expect(await second.server.stop()).toBe(0);

    const offline = await runDbCommand(['backup'], { DATA_DIR: dataDir });
    expect(offline.code, offline.output).toBe(0);
    expect(offline.output).toContain('con el servidor detenido');
  });

  it('refuses to restore a file that is not a copy, changing nothing', async () => {
    const dir = await demoDataDir('agro-backup-bad-');
    try {
      const bad = path.join(dir, 'no-es-copia.tar.gz');
      fs.writeFileSync(bad, 'hola');
      const res = await runDbCommand(['restore', bad], { DATA_DIR: dir });
      expect(res.code).toBe(1);
      expect(res.output).toContain('no es una copia de la base embebida');
      expect(fs.readdirSync(dir).filter((f) => f.startsWith('pg'))).toEqual(['pg']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
