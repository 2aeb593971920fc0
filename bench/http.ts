// The benches' HTTP side, one way for all: the API served on loopback over the bench's database,
// a demo user's bearer header, timed calls and repeated runs.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';

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

export interface Throughput {
  /** Requests answered per second, all with a 2xx status. */
  rps: number;
  requests: number;
  p50: number;
  p99: number;
}

/**
 * Requests per second of GET `path` with `connections` requests in flight at all times, for
 * `seconds` (autocannon in a worker thread, so the load generator does not share the server's event
 * loop). No Accept-Encoding, as the original stack was measured.
 */
export async function throughput(base: string, auth: Auth, path: string, connections = 10, seconds = 10): Promise<Throughput> {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers: auth, workers: 1 });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`GET ${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    rps: result.requests.total / result.duration,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** The client of timeGets, in its own thread: keep-alive GETs one after another, timed to the body's last byte. */
const SERIAL_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = () => new Promise((resolve, reject) => {
  const started = performance.now();
  http.get(workerData.url, { agent, headers: workerData.headers }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode, body: Buffer.concat(chunks).toString() }));
  }).on('error', reject);
});
(async () => {
  const times = [];
  let last;
  for (let i = 0; i < workerData.warmup + workerData.runs; i++) {
    last = await get();
    if (last.status !== 200) throw new Error('GET ' + workerData.url + ': ' + last.status + ' ' + last.body.slice(0, 300));
    if (i >= workerData.warmup) times.push(last.ms);
  }
  agent.destroy();
  parentPort.postMessage({ times, body: last.body });
})().catch((e) => parentPort.postMessage({ error: String(e) }));
`;

/**
 * The times (ms) of `runs` GETs of `path` one at a time, after `warmup` untimed ones, and the last
 * answer's JSON. The client runs in a worker thread, as a browser or another process would: its
 * sending and reading do not share the server's event loop (the in-process `call` counts both).
 */
export function timeGets(
  base: string,
  auth: Auth,
  path: string,
  runs: number,
  warmup = 10,
): Promise<{ times: number[]; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SERIAL_CLIENT, { eval: true, workerData: { url: `${base}${path}`, headers: auth, runs, warmup } });
    worker.once('message', (m: { times: number[]; body: string } | { error: string }) => {
      void worker.terminate();
      if ('error' in m) reject(new Error(m.error));
      else resolve({ times: m.times, json: JSON.parse(m.body) as Record<string, unknown> });
    });
    worker.once('error', reject);
  });
}
