// `npm run bench processes`: the clients list's throughput (requests per second at 10 connections)
// served by 1 and by 2 API processes (`WORKERS=N npm start`) on the same PostgreSQL with 50,000
// clients. The load comes from this process, on the same machine: on two cores the client, the
// API processes and PostgreSQL share them, so compare the two figures, not them with another machine's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { freePort, signIn } from '../server/testing/processes';
import { fillClients } from './clients-list';
import { throughput } from './http';
import { startServer } from './server-process';

/** The clients list's four scenarios: first page and a search, as an admin and as a producer. */
const SCENARIOS: [user: string, label: string, query: string][] = [
  ['admin', 'first page', 'perPage=10&page=1'],
  ['admin', "search 'gonzalez' p.3", 'filter[search]=gonzalez&perPage=10&page=3'],
  ['productor', 'first page', 'perPage=10&page=1'],
  ['productor', "search 'sosa'", 'filter[search]=sosa&perPage=10&page=1'],
];

export interface ProcessesResult {
  clients: number;
  connections: number;
  seconds: number;
  runs: { workers: number; user: string; label: string; rps: number; p50: number; p99: number }[];
}

export async function benchProcesses(
  database: Database,
  url: string,
  total = 50_000,
  connections = 10,
  seconds = 10,
): Promise<ProcessesResult> {
  await database.migrate();
  await seedDemo(database.db);
  await fillClients(database, total);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-bench-processes-'));
  const runs: ProcessesResult['runs'] = [];
  try {
    for (const workers of [1, 2]) {
      const port = String(await freePort());
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer(
        {
          PORT: port,
          HOST: '127.0.0.1',
          DATABASE_URL: url,
          WORKERS: String(workers),
          SEED_DEMO: '0',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
        },
        `${base}/api/ready`,
      );
      try {
        for (const [user, label, query] of SCENARIOS) {
          const auth = await signIn(base, user);
          await throughput(base, auth, `/api/clients?${query}`, connections, 2); // warm-up
          const { rps, p50, p99 } = await throughput(base, auth, `/api/clients?${query}`, connections, seconds);
          runs.push({ workers, user, label, rps, p50, p99 });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { clients: total, connections, seconds, runs };
}
