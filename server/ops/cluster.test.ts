// WORKERS=N: N API processes on one port (Node's cluster), PostgreSQL only.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../db/client';
import { rowsOf } from '../db/rows';
import { scratchPostgres, startServerProcess, type ServerProcess } from '../testing/processes';
import { WORKERS_MESSAGE } from './cluster';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-cluster-'));
const started: ServerProcess[] = [];
let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The processes whose parent is `pid` (Linux). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid;
      } catch {
        return false; // it ended meanwhile
      }
    })
    .map(Number);
}

/** GET on a connection of its own (the cluster hands each new connection to the next worker). */
const getAlone = (url: string) =>
  new Promise<number>((resolve, reject) =>
    http.get(url, { agent: false }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))).on('error', reject),
  );

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('refuses WORKERS on the embedded database, saying why', async () => {
  await expect(startServerProcess({ WORKERS: '2', DATA_DIR: dataDir })).rejects.toThrow(WORKERS_MESSAGE.embedded);
});

describe.runIf(process.env.TEST_DATABASE_URL && process.platform === 'linux')('WORKERS=2 on PostgreSQL', () => {
  it('serves from two processes on one port, replaces one that dies, and stops them all on SIGTERM', { timeout: 180_000 }, async () => {
    scratch = await scratchPostgres('cluster');
    const server = await startServerProcess(
      { WORKERS: '2', DATABASE_URL: scratch.url, SEED_DEMO: '1', DATA_DIR: dataDir },
      { timeoutMs: 120_000 },
    );
    started.push(server);
    const primary = server.child.pid!;
    const workers = await until(() => (childrenOf(primary).length === 2 ? childrenOf(primary) : undefined), 'two workers');

    for (let i = 0; i < 12; i++) expect(await getAlone(`${server.base}/api/ready`)).toBe(200);
    const database = await openPostgres(scratch.url);
    try {
      // the processes holding connections now (an idle one is closed after a while: on a busy
      // machine, ask again after a few more requests)
      const serving = async () =>
        rowsOf<{ name: string }>(
          await database.db.execute(
            sql`select distinct application_name as name from pg_stat_activity where datname = current_database() and application_name like 'cotizador %'`,
          ),
        ).map((r) => Number(r.name.split(' ')[1]));
      let seen = await serving();
      for (let i = 0; i < 20 && !workers.every((w) => seen.includes(w)); i++) {
        for (let k = 0; k < 4; k++) expect(await getAlone(`${server.base}/api/ready`)).toBe(200);
        seen = await serving();
      }
      expect(seen).toEqual(expect.arrayContaining(workers));
    } finally {
      await database.close();
    }

    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until(() => {
      const now = childrenOf(primary);
      return now.length === 2 && !now.includes(workers[0]!) ? now : undefined;
    }, 'a new worker');
    expect(replaced).toContain(workers[1]);
    const newcomer = replaced.find((pid) => pid !== workers[1]);
    await until(
      () => (server.output().includes(`El proceso ${newcomer} de la API reemplazó`) ? true : undefined),
      'the new worker to serve',
    );
    for (let i = 0; i < 4; i++) expect(await getAlone(`${server.base}/api/ready`)).toBe(200);

    expect(await server.stop('SIGTERM'), server.output()).toBe(0);
    expect(childrenOf(primary)).toEqual([]);
    for (const pid of replaced) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  });
});
