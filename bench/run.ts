// `npm run bench`: the figures the issues ask for, printed and saved to bench/results/latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../server/db/client';
import { startTempPostgres } from '../scripts/pg-temp.mjs';
import { benchClientsList } from './clients-list';
import { measureLoginBundle } from './login-bundle';
import { startServer } from './server-process';

const out: Record<string, unknown> = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB` };
const fmt = (n: number) => n.toFixed(1);

async function startupAndBundle() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-bench-'));
  const port = '3190';
  const env = { PORT: port, DATA_DIR: dataDir, HOST: '127.0.0.1' };
  const first = await startServer(env, `http://127.0.0.1:${port}/login`);
  const bundle = await measureLoginBundle(`http://127.0.0.1:${port}`);
  await first.stop();
  const second = await startServer(env, `http://127.0.0.1:${port}/login`);
  await second.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`\n/login JavaScript: ${fmt(bundle.gzipKb)} KB gzipped in ${bundle.scripts.length} files (budget 150 KB)`);
  for (const s of bundle.scripts) console.log(`   ${s.url}  ${fmt(s.gzip / 1024)} KB gz  (${fmt(s.raw / 1024)} KB raw)`);
  console.log(`npm start, first run (build if needed + create, migrate, seed): ${fmt(first.elapsedMs / 1000)} s`);
  console.log(`npm start on an existing database, login page served after: ${fmt(second.elapsedMs / 1000)} s (budget 5 s)`);
  out.loginBundle = { gzipKb: bundle.gzipKb, files: bundle.scripts };
  out.startup = { firstRunS: first.elapsedMs / 1000, existingDbS: second.elapsedMs / 1000 };
}

async function clients() {
  const total = Number(process.env.BENCH_CLIENTS ?? 50_000);
  const report = (label: string, r: Awaited<ReturnType<typeof benchClientsList>>) => {
    console.log(`\nGET /api/clients (search + paging) over ${total} clients on ${label} (inserted in ${fmt(r.fillMs / 1000)} s):`);
    for (const t of r.results) console.log(`   ${t.user.padEnd(10)} ${t.label.padEnd(26)} total ${String(t.total).padStart(6)}   p50 ${fmt(t.p50)} ms   p95 ${fmt(t.p95)} ms`);
    const worst = Math.max(...r.results.map((t) => t.p95));
    console.log(`   worst p95: ${fmt(worst)} ms${label === 'PostgreSQL' ? ' (budget 20 ms)' : ''}`);
  };
  const pglite = await openPglite();
  try {
    const r = await benchClientsList(pglite, total);
    report('PGlite', r);
    out.clientsPglite = r;
  } finally {
    await pglite.close();
  }
  let pg: { url: string; stop(): void } | null = null;
  try {
    const url = process.env.BENCH_DATABASE_URL ?? (pg = startTempPostgres()).url;
    const database = await openPostgres(url);
    try {
      const r = await benchClientsList(database, total);
      report('PostgreSQL', r);
      out.clientsPostgres = r;
    } finally {
      await database.close();
    }
  } catch (err) {
    console.log(`\nPostgreSQL benchmark not run: ${(err as Error).message}`);
  } finally {
    pg?.stop();
  }
}

const only = process.argv[2];
if (!only || only === 'startup') await startupAndBundle();
if (!only || only === 'clients') await clients();
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'latest.json'), JSON.stringify(out, null, 2));
process.exit(0);
