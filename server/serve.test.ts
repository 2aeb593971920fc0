// `npm start` listens before the database is open: the app's screens answer at once, the API once
// the database is open and prepared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { IMMUTABLE } from './http/serve-app';
import { serve } from './serve';
import { openTestDatabase } from './testing/harness';

const PORT = 5362;

/** A built app of one page and one asset, and a database that opens only once `release` is called. */
function slowStart(port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const staticDir = path.join(dir, 'dist');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Cotizador</title>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'login-abc123.js'), 'export {};');
  const config = {
    ...loadConfig({}),
    port,
    host: '127.0.0.1',
    dataDir: path.join(dir, 'data'),
    staticDir,
    seedDemo: false,
    logLevel: 'silent',
  };
  config.databaseUrl = undefined;
  let release!: () => void;
  const slow = new Promise<void>((r) => (release = r));
  const state = { release, openStarted: false, closed: false, database: undefined as Database | undefined };
  const open = async () => {
    state.openStarted = true;
    const db = await openTestDatabase();
    await slow;
    const close = db.close.bind(db);
    db.close = async () => {
      state.closed = true;
      await close();
    };
    return (state.database = db);
  };
  return { config, dir, base: `http://127.0.0.1:${port}`, open, state };
}

it('serves /login while the database still opens; the API answers once it is open', async () => {
  const { config, dir, base, open, state } = slowStart(PORT);
  const serving = serve(config, { prepare: true, open });
  try {
    let login: Response | undefined;
    for (let i = 0; i < 200 && !login; i++)
      login = await fetch(`${base}/login`).catch(() => new Promise((r) => setTimeout(r, 50)).then(() => undefined));
    expect(login?.status).toBe(200);
    expect(await login!.text()).toContain('<title>Cotizador</title>');
    const asset = await fetch(`${base}/assets/login-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await fetch(`${base}/api/health`).then((r) => r.status)).toBe(200);
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ message: 'El servidor todavía está abriendo la base de datos.' });

    let userAnswered = false;
    const user = fetch(`${base}/api/user`).then((r) => ((userAnswered = true), r));
    await new Promise((r) => setTimeout(r, 300));
    expect(userAnswered).toBe(false);
    state.release();
    expect((await user).status).toBe(401); // answered by the API, once the database is open
    expect(await fetch(`${base}/api/ready`).then((r) => r.status)).toBe(200);
  } finally {
    state.release();
    const app = await serving;
    await app.close();
    await state.database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('a stop while the database still opens lets it open, then closes it: never cut halfway', async () => {
  const { config, dir, base, open, state } = slowStart(PORT + 1);
  let stop!: () => Promise<void>;
  const serving = serve(config, { prepare: true, open, onStopSignal: (s) => (stop = s) });
  try {
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);
    await expect.poll(() => state.openStarted).toBe(true);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(stopped).toBe(false); // waits for the database
    state.release();
    await stopping;
    expect(state.closed).toBe(true);
    await serving;
  } finally {
    state.release();
    if (!state.closed) await state.database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
