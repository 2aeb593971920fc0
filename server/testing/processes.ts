// Real server processes for the tests that need them (several processes on one database, stops,
// kills, the database commands): the compiled server (dist-server/, built when stale) on plain
// Node, as `npm start` runs it, on a port chosen free at run time; and PostgreSQL databases of the
// test's own on TEST_DATABASE_URL's server, so they never meet the server suite's database.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { ensureServerBuilt, serverOutDir } from '../../scripts/build-server.mjs';
import { openPglite } from '../db/client';
import { DEMO_PASSWORD } from './harness';
import { withDatabase } from './postgres';
import { pgliteSnapshot } from './snapshot';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What it printed (stdout and stderr). */
  output(): string;
  /** Resolves with its exit code once it exited. */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM by default) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((c) => c.kill('SIGKILL')));

/**
 * Starts the compiled server with `env` (PORT and HOST chosen here; LOG_LEVEL warn) and resolves
 * once `/api/ready` answers 200 (`waitFor` another path), or rejects with what it printed.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { waitFor?: string; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  await ensureServerBuilt();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _inherited, ...parent } = process.env;
  const child = spawn(process.execPath, [path.join(serverOutDir, 'main.js')], {
    cwd: projectRoot,
    env: { ...parent, LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let printed = '';
  child.stdout!.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (printed += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const proc: ServerProcess = {
    base,
    child,
    output: () => printed,
    exited,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${printed}`);
    const up = await fetch(`${base}${opts.waitFor ?? '/api/ready'}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return proc;
    await new Promise((r) => setTimeout(r, 100));
  }
  await proc.stop('SIGKILL');
  throw new Error(`the server did not start: ${printed}`);
}

/** A demo account's bearer header on a running server. */
export async function signIn(base: string, username: string, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'backoffice', client_secret: 'backoffice', username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

/**
 * An empty PostgreSQL database of the test's own, on TEST_DATABASE_URL's server (its name made
 * unique), and how to drop it.
 */
export async function scratchPostgres(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('scratchPostgres needs TEST_DATABASE_URL');
  const name = `${new URL(base).pathname.slice(1)}_${label}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  return { url: withDatabase(base, name), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/**
 * A rates file of `rows` new rates of the demo's 'Granizo + Incendio' (Sancor 101) in Río Cuarto,
 * plus a changed premium of an existing one: an import long enough to stop in the middle.
 */
export async function bigRatesFile(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tasas');
  ws.addRow(['Cobertura', 'Sancor ID', 'Provincia', 'Departamento', 'Cultivo', 'Franquicia/Deducible', 'Prima (%)']);
  ws.addRow(['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 9.87]);
  for (let i = 0; i < rows; i++) ws.addRow(['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', `Variante ${i}`, 1 + (i % 90)]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST /api/rates/import?async=1 of `file` into the demo's campaign 2, Sancor: the job's id. */
export async function submitRatesImport(base: string, auth: Record<string, string>, file: Buffer): Promise<number> {
  const form = new FormData();
  form.append('campaign', '2');
  form.append('company', '1');
  form.append('file', new Blob([new Uint8Array(file)]), 'tasas.xlsx');
  const res = await fetch(`${base}/api/rates/import?async=1`, { method: 'POST', headers: auth, body: form });
  if (res.status !== 202) throw new Error(`rates import: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Runs `npm run db:<command>` (scripts/db.mjs) with `env`: its exit code and what it printed. */
export function runDbCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _inherited, ...parent } = process.env;
  const child = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'db.mjs'), ...args], {
    cwd: projectRoot,
    env: { ...parent, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A DATA_DIR whose embedded database is the demo one (from the test snapshot). */
export async function demoDataDir(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await openPglite(path.join(dir, 'pg'), await pgliteSnapshot());
  await database.close();
  return dir;
}
