// A server killed (kill -9) in the middle of a rates import: no rate changed, and the next start
// marks the job failed. The server runs as a real process (the compiled server) on a PGlite directory
// made from the demo snapshot, or on the test PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { jobs } from '../db/schema';
import { at, createMemoryMailer, openTestDatabase } from '../testing';
import { bigRatesFile, signIn, startServerProcess, submitRatesImport, type ServerProcess } from '../testing/processes';
import { pgliteSnapshot } from '../testing/snapshot';
import { JOB_INTERRUPTED_MESSAGE } from './handler';

const pgUrl = process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-killed-import-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The database the killed server used, opened again as the next start opens it. */
const reopen = (): Promise<Database> => (pgUrl ? openPostgres(pgUrl) : openPglite(path.join(dataDir, 'pg')));

/** Every rate, as one comparable digest. */
async function ratesDigest(database: Database): Promise<string> {
  const res = await database.db.execute(
    sql`select count(*) || ':' || md5(string_agg(id || '|' || amount || '|' || franchise_deductible, ',' order by id)) as digest from rates`,
  );
  return (res as unknown as { rows: { digest: string }[] }).rows[0]!.digest;
}

it('a kill -9 mid-import leaves every rate as it was, and the next start marks the job failed', { timeout: 120_000 }, async () => {
  // the demo database, ready before the server starts
  const prepared = pgUrl ? await openTestDatabase() : await openPglite(path.join(dataDir, 'pg'), await pgliteSnapshot());
  const before = await ratesDigest(prepared);
  await prepared.close();

  const file = await bigRatesFile(60_000);
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'error', ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) });
  const base = server.base;
  const auth = await signIn(base, 'admin');
  const id = await submitRatesImport(base, auth, file);

  // kill it once the rows are being read and staged
  let seen: { status: string; progress: { done: number } } | undefined;
  for (let i = 0; i < 2000 && !(seen?.status === 'running' && seen.progress.done > 0); i++) {
    seen = ((await (await fetch(`${base}/api/jobs/${id}`, { headers: auth })).json()) as { data: typeof seen }).data;
    if (seen?.status === 'done' || seen?.status === 'failed') break;
  }
  expect(seen).toMatchObject({ status: 'running' });
  await server.stop('SIGKILL');

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
