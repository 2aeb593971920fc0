// The real server (scripts/start.mjs: built app and compiled API) on an embedded database of its
// own. globalSetup seeds one data folder (the template) once; each Playwright worker then serves a
// copy of it on its own port, so workers never share data (playwright.config.ts, fixtures.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isoDateInArgentina } from '../../src/domain/core/format';

const run = promisify(execFile);

/** The run's folder (global-setup.ts makes it; the workers inherit it). */
export function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is not set (global-setup.ts sets it)');
  return dir;
}

/** The seeded data folder every worker copies. */
export const templateDir = () => path.join(runDir(), 'template');

/** The first port of the run: globalSetup uses it, worker n the port after it plus n. */
export const basePort = () => Number(process.env.E2E_PORT ?? 3100);

const START_TIMEOUT_MS = 180_000;

export interface RunningServer {
  url: string;
  dataDir: string;
  /** SIGTERM and a clean stop; `kill` (SIGKILL) when the data is thrown away anyway. */
  stop(how?: 'clean' | 'kill'): Promise<void>;
}

/** Ready, not just alive: the server listens before its database is open and seeded (docs/deploy.md). */
async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/ready`)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts the server on `port` over `dataDir` (seeding it when `seed`) and waits until it answers. */
export async function startServer(port: number, dataDir: string, seed: boolean): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...(process.env.E2E_BUILD_DIR ? { APP_BUILD_DIR: process.env.E2E_BUILD_DIR } : {}),
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: seed ? '1' : '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_URL: url,
      WORKERS: '1',
      // bcrypt's lowest cost, as the server tests hash (vitest.config.ts)
      BCRYPT_COST: process.env.BCRYPT_COST ?? '4',
      // always the embedded database of this folder and its outbox, whatever the shell has set
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  });
  fs.closeSync(log);
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill); // a worker that dies leaves no server behind
  const stop = async (how: 'clean' | 'kill' = 'clean') => {
    process.off('exit', kill);
    child.kill(how === 'clean' ? 'SIGTERM' : 'SIGKILL');
    await exited(child);
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop('kill');
      const tail = fs.readFileSync(logFile, 'utf8').slice(-4000);
      throw new Error(`the e2e server on port ${port} did not start (exit ${child.exitCode}):\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, dataDir, stop };
}

/**
 * A fresh copy of the seeded database in `dataDir`, or an empty folder to seed (true) once
 * Argentina's day is no longer the template's: the demo data's dates are relative to its "today",
 * and a spec needing today's board prices would find yesterday's.
 */
export async function freshData(dataDir: string): Promise<boolean> {
  await fs.promises.rm(dataDir, { recursive: true, force: true });
  if (process.env.E2E_TEMPLATE_DAY !== isoDateInArgentina()) return true;
  // Only the database (not the template's log, outbox or socket), by cp(1): Node's fs.cp stats and
  // copies its 1,200 files one by one in JavaScript, 0.56 s of CPU a copy instead of about 0.05.
  await fs.promises.mkdir(dataDir, { recursive: true });
  await run('cp', ['-a', path.join(templateDir(), 'pg'), path.join(dataDir, 'pg')]);
  return false;
}
