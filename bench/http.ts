// The benches' HTTP side, one way for all: the API served on loopback over the bench's database,
// a demo user's bearer header, timed calls and repeated runs.
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { summary } from './stats';

/** Request headers that sign a call in (none for the public token call). */
export type Auth = Record<string, string>;

export interface ServedApi {
  base: string;
  /** The bearer header of a demo user (password demo1234). */
  signIn(username: string): Promise<Auth>;
  /** One JSON request, timed from sending to its body read; an error status throws with the body. */
  call(auth: Auth, method: string, path: string, body?: unknown): Promise<{ ms: number; json: Record<string, unknown> }>;
  /** The same for a file (PDF, Excel): timed to its last byte, answering its size. */
  file(auth: Auth, method: string, path: string, body?: unknown): Promise<{ ms: number; bytes: number }>;
  close(): Promise<void>;
}

export async function serveApi(database: Database): Promise<ServedApi> {
  const config = loadConfig({});
  const app = await buildApp({ config, database, mailer: { send: async () => ({ location: '' }) } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (auth: Auth, method: string, path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const call: ServedApi['call'] = async (auth, method, path, body) => {
    const started = performance.now();
    const res = await send(auth, method, path, body);
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return { ms: performance.now() - started, json };
  };
  return {
    base,
    call,
    async file(auth, method, path, body) {
      const started = performance.now();
      const res = await send(auth, method, path, body);
      const bytes = (await res.arrayBuffer()).byteLength;
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
      return { ms: performance.now() - started, bytes };
    },
    async signIn(username) {
      const { json } = await call({}, 'POST', '/oauth/token', {
        grant_type: 'password',
        client_id: config.oauthClientId,
        client_secret: config.oauthClientSecret,
        username,
        password: 'demo1234',
      });
      return { authorization: `Bearer ${String(json.access_token)}` };
    },
    close: () => app.close(),
  };
}

/** The times (ms) of `runs` calls of `run`, after `warmup` untimed ones. */
export async function timeRuns(runs: number, run: () => Promise<{ ms: number }>, warmup = 10): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + warmup; i++) {
    const { ms } = await run();
    if (i >= warmup) times.push(ms);
  }
  return times;
}

/** Requests per second of `connections` loops calling GET `url` for `durationMs` (keep-alive), and their latencies. */
export async function throughput(url: string, headers: Auth, { connections = 10, durationMs = 10_000 } = {}) {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (res.ok) times.push(performance.now() - t0);
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rps: times.length / seconds, failed, ...summary(times) };
}
