// `npm run bench`: the figures the issues ask for, printed and saved to bench/results/latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { startTempPostgres } from '../scripts/pg-temp.mjs';
import { benchClientsList } from './clients-list';
import { benchDashboard } from './dashboard';

import { benchQuotationPdf } from './quotation-pdf';
import { benchQuotations } from './quotations';
import { benchProcesses } from './processes';
import { measureFirstScreens, measureLoginBundle, SCRIPT_BUDGET_KB, type PageScripts } from './login-bundle';
import { benchRatesImport } from './rates-import';
import { benchRatesPage } from './rates-page';
import { benchSimulator } from './simulator';
import { startServer } from './server-process';

const out: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
};
const fmt = (n: number) => n.toFixed(1);

const DEMO_USERS = ['sudo', 'admin', 'supervisor', 'productor', 'productor2'] as const;

function reportScripts(title: string, budgetKb: number, r: PageScripts) {
  console.log(
    `${title}: ${fmt(r.gzipKb)} KB gzipped (budget ${budgetKb} KB), ${fmt(r.transferredKb)} KB transferred, ${r.scripts.length} files`,
  );
  for (const s of r.scripts) {
    console.log(`   ${s.url}  ${fmt(s.gzip / 1024)} KB gz  ${fmt(s.transferred / 1024)} KB sent  (${fmt(s.raw / 1024)} KB raw)`);
  }
}

async function startupAndBundle() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-bench-'));
  const port = process.env.BENCH_PORT ?? '3190';
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: port, DATA_DIR: dataDir, HOST: '127.0.0.1' };
  const readyUrl = `${base}/api/ready`;
  const first = await startServer(env, `${base}/login`, { readyUrl });
  const bundle = await measureLoginBundle(base);
  const requestForm = await measureLoginBundle(base, '/solicitud-cliente', /enviar solicitud/i);
  const screens = await measureFirstScreens(base, DEMO_USERS);
  await first.stop();
  const second = await startServer(env, `${base}/login`, { readyUrl });
  const memoryMb = second.memoryMb();
  await second.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log();
  reportScripts('/login JavaScript', SCRIPT_BUDGET_KB.login, bundle);
  console.log(
    `npm start, first run (build if needed + create, migrate, seed): API ready after ${fmt(first.ready!.ms / 1000)} s (/login after ${fmt(first.elapsedMs / 1000)} s)`,
  );
  console.log(
    `npm start on an existing database, login page served after: ${fmt(second.elapsedMs / 1000)} s (budget 1.5 s), ` +
      `${fmt(second.cpuS)} s of CPU; API ready after ${fmt(second.ready!.ms / 1000)} s, ${fmt(second.ready!.cpuS)} s of CPU`,
  );
  console.log(`   the serving process's memory then (demo data loaded, embedded database): ${fmt(memoryMb)} MB resident`);
  reportScripts('/solicitud-cliente JavaScript', SCRIPT_BUDGET_KB.publicForm, requestForm);
  console.log('\nFirst screen after login (every script from opening /login until the start page is shown):');
  for (const s of screens) {
    console.log(
      `   ${s.user.padEnd(10)} ${s.path.padEnd(22)} ${fmt(s.gzipKb)} KB gzipped (budget ${SCRIPT_BUDGET_KB.firstScreen} KB), ${fmt(s.transferredKb)} KB transferred, ` +
        `${s.scripts.length} files; after the login page ${fmt(s.afterLogin.gzipKb)} KB gz, ${fmt(s.afterLogin.transferredKb)} KB transferred, ` +
        `${s.afterLogin.scripts.length} files; /login form shown after ${s.loginShownMs} ms, first row ${s.screenShownMs} ms after 'Ingresar'`,
    );
  }
  out.loginBundle = bundle;
  out.requestFormBundle = requestForm;
  out.firstScreens = screens.map(({ user, path, gzipKb, transferredKb, scripts, afterLogin, loginShownMs, screenShownMs }) => ({
    user,
    path,
    loginShownMs,
    screenShownMs,
    gzipKb,
    transferredKb,
    files: scripts.length,
    afterLoginGzipKb: afterLogin.gzipKb,
    afterLoginTransferredKb: afterLogin.transferredKb,
  }));
  out.startup = {
    firstRunS: first.ready!.ms / 1000,
    existingDbS: second.elapsedMs / 1000,
    existingDbCpuS: second.cpuS,
    existingDbReadyS: second.ready!.ms / 1000,
    existingDbReadyCpuS: second.ready!.cpuS,
    memoryMb,
  };
}

/** BENCH_ON=postgres (or pglite) runs the database parts on one database only. */
const ON = (process.env.BENCH_ON ?? 'pglite,postgres').split(',');

/** Runs a benchmark on a fresh PostgreSQL (BENCH_DATABASE_URL, or a temporary local cluster). */
async function onPostgres<T>(
  name: string,
  run: (database: Database, url: string) => Promise<T>,
  report: (label: string, result: T) => void,
) {
  let pg: { url: string; stop(): void } | null = null;
  try {
    const url = process.env.BENCH_DATABASE_URL ?? (pg = startTempPostgres()).url;
    const database = await openPostgres(url);
    try {
      const r = await run(database, url);
      report('PostgreSQL', r);
      out[`${name}Postgres`] = r;
    } finally {
      await database.close();
    }
  } catch (err) {
    console.log(`\n${name} on PostgreSQL not run: ${(err as Error).message}`);
  } finally {
    pg?.stop();
  }
}

/** Runs a benchmark on a fresh PGlite and on a fresh PostgreSQL (BENCH_ON picks one). */
async function onEachDatabase<T>(name: string, run: (database: Database) => Promise<T>, report: (label: string, result: T) => void) {
  if (ON.includes('pglite')) {
    const pglite = await openPglite();
    try {
      const r = await run(pglite);
      report('PGlite', r);
      out[`${name}Pglite`] = r;
    } finally {
      await pglite.close();
    }
  }
  if (ON.includes('postgres')) await onPostgres(name, run, report);
}

type PagedResult = {
  results: {
    label: string;
    total: number;
    p50: number;
    p95: number;
    user?: string;
    statements?: number;
    explainMs?: number | null;
    ratio?: number | null;
    concurrent?: { rps: number; p50: number; p99: number };
  }[];
};

/** EXPLAIN ANALYZE beside the call, and the concurrency-10 throughput, where the part measured them. */
function pgColumns(t: PagedResult['results'][number]) {
  const explain =
    t.explainMs === undefined || t.explainMs === null
      ? ''
      : `   PostgreSQL ${fmt(t.explainMs)} ms${t.statements ? ` in ${t.statements} statements` : ''}, p50 ratio ${fmt(t.ratio ?? 0)}`;
  const rps = t.concurrent ? `   ${Math.round(t.concurrent.rps)} req/s at 10 connections (p99 ${fmt(t.concurrent.p99)} ms)` : '';
  return explain + rps;
}

function reportPaged(title: string, budgetMs: number) {
  return (label: string, r: PagedResult) => {
    console.log(`\n${title} on ${label}:`);
    for (const t of r.results) {
      console.log(
        `   ${(t.user ?? '').padEnd(10)} ${t.label.padEnd(26)} total ${String(t.total).padStart(6)}   p50 ${fmt(t.p50)} ms   p95 ${fmt(t.p95)} ms${pgColumns(t)}`,
      );
    }
    const worst = Math.max(...r.results.map((t) => t.p95));
    console.log(`   worst p95: ${fmt(worst)} ms${label === 'PostgreSQL' ? ` (budget ${budgetMs} ms)` : ''}`);
  };
}

async function clients() {
  const total = Number(process.env.BENCH_CLIENTS ?? 50_000);
  await onEachDatabase(
    'clients',
    (db) => benchClientsList(db, total),
    (label, r) => {
      reportPaged(`GET /api/clients (search + paging) over ${total} clients`, 20)(label, r);
      console.log(`   floor, GET /api/health (no database, no session): p50 ${fmt(r.floor.p50)} ms   p95 ${fmt(r.floor.p95)} ms`);
    },
  );
}

async function rates() {
  await onEachDatabase(
    'ratesPage',
    (db) => benchRatesPage(db),
    reportPaged('GET /api/modules/module-rates-pag/{id} over a coverage with 10,000 rates', 30),
  );
  await onEachDatabase(
    'ratesImport',
    (db) => benchRatesImport(db),
    (label, r) => {
      const u = r.userWhileImporting;
      console.log(`\nRates import on ${label}:`);
      console.log(`   20,000-row XLSX, answered when done: ${fmt(r.sync20kS)} s (budget 10 s)`);
      console.log(`   100,000-row XLSX as a job (?async=1), upload to done: ${fmt(r.async100kS)} s`);
      console.log(
        `   GET /api/user meanwhile (${u.samples} requests): p50 ${fmt(u.p50)} ms   p95 ${fmt(u.p95)} ms   max ${fmt(u.max)} ms (budget 100 ms)`,
      );
    },
  );
}

async function quotations() {
  const onPostgres = Number(process.env.BENCH_NEGOTIATIONS ?? 100_000);
  const onPglite = Number(process.env.BENCH_NEGOTIATIONS_PGLITE ?? 10_000);
  await onEachDatabase(
    'quotations',
    (db) => benchQuotations(db, db.kind === 'postgres' ? onPostgres : onPglite),
    (label, r) => {
      const f = r.finish;
      console.log(
        `\nQuotations on ${label}: ${r.negotiations} negotiations, ${r.quotations} quotations (generated in ${fmt(r.fillMs / 1000)} s)`,
      );
      console.log(
        `   finish a ${f.risks}-risk negotiation over ${f.coverages} coverages (${f.quotations} quotations): p50 ${fmt(f.p50)} ms   p95 ${fmt(f.p95)} ms (budget 100 ms)`,
      );
      console.log(`   GET negotiations/{id} of it: p50 ${fmt(r.detail.p50)} ms   p95 ${fmt(r.detail.p95)} ms (budget 30 ms)`);
      for (const t of r.results) {
        console.log(
          `   ${t.user.padEnd(10)} ${t.label.padEnd(24)} total ${String(t.total).padStart(6)}   p50 ${fmt(t.p50)} ms   p95 ${fmt(t.p95)} ms${pgColumns(t)}`,
        );
      }
      console.log(
        `   worst list p95: ${fmt(Math.max(...r.results.map((t) => t.p95)))} ms${label === 'PostgreSQL' ? ' (budget 15 ms)' : ''}`,
      );
    },
  );
}

async function dashboard() {
  const onPostgres = Number(process.env.BENCH_NEGOTIATIONS ?? 100_000);
  const onPglite = Number(process.env.BENCH_NEGOTIATIONS_PGLITE ?? 10_000);
  await onEachDatabase(
    'dashboard',
    (db) => benchDashboard(db, db.kind === 'postgres' ? onPostgres : onPglite),
    reportPaged(`Dashboard (statistics and latest 10) over ${onPostgres} negotiations on PostgreSQL, ${onPglite} on PGlite`, 20),
  );
}

async function quotationPdf() {
  const r = await benchQuotationPdf();
  console.log(
    `\nQuotation PDF (negotiations_report?showCost=1) of a ${r.risks}-risk negotiation, ${r.lines} quotation lines, ${fmt(r.kb)} KB:`,
  );
  console.log(`   p50 ${fmt(r.p50)} ms   p95 ${fmt(r.p95)} ms   max ${fmt(r.max)} ms (budget 1000 ms)`);
  out.quotationPdf = r;
}

async function simulator() {
  await onEachDatabase(
    'simulator',
    (db) => benchSimulator(db),
    (label, r) => {
      console.log(`\nSimulator on ${label}, a ${r.risks}-risk negotiation (${r.simulate.quotations} quotations):`);
      console.log(`   POST /api/simulator/{id}: p50 ${fmt(r.simulate.p50)} ms   p95 ${fmt(r.simulate.p95)} ms (budget 50 ms)`);
      console.log(`   POST /api/simulator-pdf/{id}: p50 ${fmt(r.pdf.p50)} ms   p95 ${fmt(r.pdf.p95)} ms (budget 1000 ms)`);
      console.log(`   POST /api/simulator-excel/{id}: p50 ${fmt(r.excel.p50)} ms   p95 ${fmt(r.excel.p95)} ms (budget 1000 ms)`);
    },
  );
}

const only = process.argv[2];
async function processes() {
  const total = Number(process.env.BENCH_CLIENTS ?? 50_000);
  await onPostgres(
    'processes',
    (database, url) => benchProcesses(database, url, total),
    (_label, r) => {
      console.log(
        `\nGET /api/clients over ${r.clients} clients, ${r.connections} connections for ${r.seconds} s each, 1 and 2 API processes (WORKERS) on one PostgreSQL:`,
      );
      for (const t of r.runs)
        console.log(
          `   ${t.workers} proc.  ${t.user.padEnd(10)} ${t.label.padEnd(24)} ${fmt(t.rps).padStart(7)} req/s   p50 ${fmt(t.p50)} ms   p99 ${fmt(t.p99)} ms`,
        );
      const sum = (w: number) => r.runs.filter((t) => t.workers === w).reduce((s, t) => s + t.rps, 0);
      console.log(`   two processes / one: ${fmt(sum(2) / sum(1))} times the requests per second (the four scenarios added up)`);
    },
  );
}

if (!only || only === 'startup') await startupAndBundle();
if (!only || only === 'clients') await clients();
if (!only || only === 'rates') await rates();
if (!only || only === 'processes') await processes();
if (!only || only === 'quotations') await quotations();
if (!only || only === 'dashboard') await dashboard();
if (!only || only === 'pdf') await quotationPdf();

if (!only || only === 'simulator') await simulator();
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'latest.json'), JSON.stringify(out, null, 2));
process.exit(0);
