// THE `test` of the end-to-end specs: each worker serves its own copy of the seeded database
// (server.ts) and every spec file starts on a fresh copy, so no spec depends on what another did
// before it, and the workers run in parallel. Within a file the tests may run in any order and on
// any worker (a walk's parts go to both; a failed test's file goes on in a new worker): each makes
// the data it changes.
import path from 'node:path';
import { test as base } from '@playwright/test';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { basePort, freshData, runDir, startServer, type RunningServer } from './server';
import { trackRequests } from './settle';

interface WorkerServer {
  /** The server of the spec file whose test last ran here (its data may be changed). */
  current: RunningServer;
  spec?: string;
  /** Serves a fresh copy of the seeded database from now on. */
  reset(): Promise<void>;
}

export const test = base.extend<{ freshDataPerSpec: string }, { server: WorkerServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use, workerInfo) => {
      // Two servers a worker, on two ports and folders: while the tests of a file use one, the
      // other starts on a fresh copy, so the next file waits for no start. parallelIndex (not
      // workerIndex) stays the same when a worker is replaced after a failure.
      const slot = workerInfo.parallelIndex;
      let turn = 0;
      /** The servers started here: their port and folder's number, and Argentina's day their data is for. */
      const started = new WeakMap<RunningServer, { n: number; day: string }>();
      const launch = async (n = turn++ % 2) => {
        const dataDir = path.join(runDir(), `worker-${slot}-${n}`);
        const day = isoDateInArgentina();
        const seed = await freshData(dataDir);
        const running = await startServer(basePort() + 1 + 2 * slot + n, dataDir, seed);
        started.set(running, { n, day });
        return running;
      };
      const next = () => {
        const p = launch();
        p.catch(() => {}); // awaited (and thrown) by the reset that needs it
        return p;
      };
      let spare: Promise<RunningServer> | undefined;
      const server: WorkerServer = {
        current: await launch(),
        async reset() {
          const old = server.current;
          let fresh = await (spare ?? next());
          const { n, day } = started.get(fresh)!;
          if (day !== isoDateInArgentina()) {
            // started before Argentina's midnight: its data is yesterday's; again on its port and folder
            await fresh.stop('kill');
            fresh = await launch(n);
          }
          server.current = fresh;
          await old.stop('kill');
          spare = next(); // on the port and folder the old one left
        },
      };
      spare = next();
      await use(server);
      await server.current.stop('kill');
      await (await spare.catch(() => undefined))?.stop('kill');
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  freshDataPerSpec: [
    async ({ server }, use, testInfo) => {
      if (server.spec !== undefined && server.spec !== testInfo.file) await server.reset();
      server.spec = testInfo.file;
      process.env.E2E_DATA_DIR = server.current.dataDir; // the outbox helpers read this server's mails
      await use(server.current.url);
    },
    { auto: true },
  ],
  baseURL: async ({ freshDataPerSpec }, use) => use(freshDataPerSpec),
  // settle() (settle.ts) counts the page's requests from before its first load
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
