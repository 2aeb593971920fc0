import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three suites: pure domain and server code in Node, UI code in happy-dom.
// The server suite runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set.
// On PGlite each server test file has its own in-memory database (loaded from a snapshot that
// globalSetup builds once), so the files run in parallel; on PostgreSQL they share one database
// and run one after another.
const onPostgres = !!process.env.TEST_DATABASE_URL;
// vitest's default is one worker fewer than the CPUs: a single one on a 2-core machine, where
// two run the suites in about three quarters of the time.
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

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
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['./server/testing/global-setup.ts'],
          fileParallelism: !onPostgres,
          // after the domain and UI suites: vitest runs projects with different worker counts
          // (one for this suite on PostgreSQL) in separate groups
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
