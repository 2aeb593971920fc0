import os from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

// Pure domain and server code in Node, UI code in happy-dom. The server suite ('server') runs on
// PGlite, or on PostgreSQL when TEST_DATABASE_URL is set; then it also runs on PGlite in the same
// run ('server-pglite'), and the workers take the files of every suite as they come. Each server
// test file has a database of its own, made from what a globalSetup seeds once: on PGlite an
// in-memory one loaded from a snapshot, on PostgreSQL a copy of a template database
// (server/testing/postgres.ts). The server files share their worker's modules too (Fastify,
// drizzle and PGlite load once per worker: a fifth of the suite's time); what a module keeps is
// keyed by its database or app (WeakMaps), and no server file mocks a module (isolation.test.ts).
// vitest's default is one worker fewer than the CPUs: a single one on a 2-core machine, where
// two run the suites in about three quarters of the time.
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

// The demo accounts' hash and every new one at bcrypt's lowest cost, as Laravel's tests do: at the
// default 10 each login took 60 ms of CPU, a sixth of the suite's (server/auth/password.ts).
process.env.BCRYPT_COST ??= '4';

// The UI files share their worker's modules (react-admin and MUI load once per worker, not once
// per file: about half the UI suite's time); tests/setup-ui.ts resets what a test may leave. A
// file that replaces a module with `vi.mock` is named `*.isolated.test.tsx` and gets modules of
// its own (a module another file loaded first would not be replaced): server/testing/isolation.test.ts.
const ISOLATED_UI = 'src/**/*.isolated.test.{ts,tsx}';
const uiSuite = (name: string, isolate: boolean): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'happy-dom',
    include: isolate ? [ISOLATED_UI] : ['src/**/*.test.{ts,tsx}'],
    exclude: isolate ? [] : ['src/domain/**', ISOLATED_UI],
    isolate,
    setupFiles: ['./tests/setup-ui.ts'],
    testTimeout: 15000,
  },
});

const onPostgres = !!process.env.TEST_DATABASE_URL;
// Server files whose tests are the same whatever TEST_DATABASE_URL says: they open no database, or
// a PGlite of their own. On PostgreSQL they run once, in 'server', not again in 'server-pglite'.
const SAME_ON_EITHER_DATABASE = [
  'server/auth/password.test.ts',
  'server/config.test.ts',
  'server/db/pglite-types.test.ts',
  'server/db/prepared-chunks.test.ts',
  'server/db/seed/util.test.ts',
  'server/documents/pdfmake.test.ts',
  'server/http/errors.test.ts',
  'server/http/openapi-answers.test.ts',
  'server/http/port.test.ts',
  'server/http/work-gate.test.ts',
  'server/ops/build-server.test.ts',
  'server/ops/data-dir.test.ts',
  'server/testing/isolation.test.ts',
  'server/users/fields.test.ts',
  'server/xlsx/sheet-rows.test.ts',
];
/**
 * `fuzzShare`: which of the malformed-payload fuzz test's generated payloads this suite sends
 * (server/http/fuzz.test.ts), 'k/n'; on both databases each sends half, so each still goes once.
 */
const serverSuite = (name: string, postgres: boolean, exclude: string[] = [], fuzzShare?: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...exclude],
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
    env: { ...(postgres ? {} : { TEST_DATABASE_URL: '' }), ...(fuzzShare ? { FUZZ_SHARE: fuzzShare } : {}) },
    ...(postgres
      ? { globalSetup: ['./server/testing/global-setup-postgres.ts'], setupFiles: ['./server/testing/setup-postgres.ts'] }
      : { globalSetup: ['./server/testing/global-setup.ts'] }),
  },
});

// Files that spend most of their time waiting, not computing (a mail server that stalls 30 s): on
// every database, before all the others, so that they wait while `npm test`'s checks (types, lint)
// use the CPU, instead of leaving a core idle later. The rest keeps vitest's order.
const WAITING_FILES = ['server/quotations/advances-routes.test.ts'];
class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const waits = (f: TestSpecification) => WAITING_FILES.some((w) => f.moduleId.endsWith(`/${w}`));
    return [...sorted.filter(waits), ...sorted.filter((f) => !waits(f))];
  }
}

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers,
    // A young generation of 64 MB instead of Node's 16: the tests allocate many short-lived objects
    // (React trees, requests), and fewer scavenges copy fewer survivors. The UI suite alone took
    // 12% less CPU, the server suite about 3% (docs/decisions.md).
    execArgv: ['--max-semi-space-size=64'],
    sequence: { sequencer: WaitingFilesFirst },
    projects: [
      {
        extends: true,
        test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts'] },
      },
      uiSuite('ui', false),
      uiSuite('ui-isolated', true),
      serverSuite('server', onPostgres, [], onPostgres ? '0/2' : undefined),
      ...(onPostgres ? [serverSuite('server-pglite', false, SAME_ON_EITHER_DATABASE, '1/2')] : []),
    ],
  },
});
