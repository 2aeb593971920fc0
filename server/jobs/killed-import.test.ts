// A server killed (kill -9) in the middle of a rates import: no rate changed, and the next start
// marks the job failed. The server runs as a real process (server/main.ts) on a PGlite directory
// made from the demo snapshot, or on the test PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { jobs } from '../db/schema';
import { at, createMemoryMailer, openTestDatabase } from '../testing';
import { pgliteSnapshot } from '../testing/snapshot';
import { JOB_INTERRUPTED_MESSAGE } from './handler';

const root = path.resolve(import.meta.dirname, '../..');
const pgUrl = process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-killed-import-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The database the killed server used, opened again as the next start opens it. */
const reopen = (): Promise<Database> => (pgUrl ? openPostgres(pgUrl) : openPglite(path.join(dataDir, 'pg')));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every rate, as one comparable digest. */
async function ratesDigest(database: Database): Promise<string> {
  const res = await database.db.execute(
    sql`select count(*) || ':' || md5(string_agg(id || '|' || amount || '|' || franchise_deductible, ',' order by id)) as digest from rates`,
  );
  return (res as unknown as { rows: { digest: string }[] }).rows[0]!.digest;
}

/** 60,000 rows: new rates of the demo's 'Granizo + Incendio' in Río Cuarto, and a changed premium of an existing one. */
async function bigFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tasas');
  ws.addRow(['Cobertura', 'Sancor ID', 'Provincia', 'Departamento', 'Cultivo', 'Franquicia/Deducible', 'Prima (%)']);
  ws.addRow(['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 9.87]);
  for (let i = 0; i < 60_000; i++) ws.addRow(['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', `Variante ${i}`, 1 + (i % 90)]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function startServer(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'error',
  };
  if (pgUrl) env.DATABASE_URL = pgUrl;
  else delete env.DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return base;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

it('a kill -9 mid-import leaves every rate as it was, and the next start marks the job failed', { timeout: 120_000 }, async () => {
  // the demo database, ready before the server starts
  const prepared = pgUrl
    ? await openTestDatabase()
    : await openPglite(path.join(dataDir, 'pg'), new Blob([new Uint8Array(await pgliteSnapshot())]));
  const before = await ratesDigest(prepared);
  await prepared.close();

  const file = await bigFile();
  const base = await startServer(await freePort());
  const login = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice',
      username: 'admin',
      password: 'demo1234',
    }),
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const form = new FormData();
  form.append('campaign', '2');
  form.append('company', '1');
  form.append('file', new Blob([new Uint8Array(file)]), 'tasas.xlsx');
  const started = await fetch(`${base}/api/rates/import?async=1`, { method: 'POST', headers: auth, body: form });
  expect(started.status).toBe(202);
  const { id } = ((await started.json()) as { data: { id: number } }).data;

  // kill it once the rows are being read and staged
  let seen: { status: string; progress: { done: number } } | undefined;
  for (let i = 0; i < 2000 && !(seen?.status === 'running' && seen.progress.done > 0); i++) {
    seen = ((await (await fetch(`${base}/api/jobs/${id}`, { headers: auth })).json()) as { data: typeof seen }).data;
    if (seen?.status === 'done' || seen?.status === 'failed') break;
  }
  expect(seen).toMatchObject({ status: 'running' });
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child!.kill('SIGKILL');
  await exited;

  const database = await reopen();
  const app = await buildApp({ config: { ...loadConfig({}), dataDir }, database, mailer: createMemoryMailer() });
  try {
    await app.ready(); // the start: jobs left running with no process behind them fail
    const job = at(await database.db.select().from(jobs).where(eq(jobs.id, id)), 0);
    expect(job).toMatchObject({ status: 'failed', error: JOB_INTERRUPTED_MESSAGE, errorKind: 'interrupted', inputFile: null });
    expect(await ratesDigest(database)).toBe(before);
  } finally {
    await app.close();
    await database.close();
  }
});
