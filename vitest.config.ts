import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Pure domain and server code in Node, UI code in happy-dom. The server suite ('server') runs on
// PGlite, or on PostgreSQL when TEST_DATABASE_URL is set; then it also runs on PGlite in the same
// run ('server-pglite'), and the workers take the files of every suite as they come. Each server
// test file has a database of its own, made from what a globalSetup seeds once: on PGlite an
// in-memory one loaded from a snapshot, on PostgreSQL a copy of a template database
// (server/testing/postgres.ts).
// vitest's default is one worker fewer than the CPUs: a single one on a 2-core machine, where
// two run the suites in about three quarters of the time.
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

const onPostgres = !!process.env.TEST_DATABASE_URL;
const serverSuite = (name: string, postgres: boolean): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    ...(postgres
      ? { globalSetup: ['./server/testing/global-setup-postgres.ts'], setupFiles: ['./server/testing/setup-postgres.ts'] }
      : { globalSetup: ['./server/testing/global-setup.ts'], env: { TEST_DATABASE_URL: '' } }),
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers,
    projects: [
      {
        extends: true,
        test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/domain/**'],
          setupFiles: ['./tests/setup-ui.ts'],
          testTimeout: 15000,
        },
      },
      serverSuite('server', onPostgres),
      ...(onPostgres ? [serverSuite('server-pglite', false)] : []),
    ],
  },
});
