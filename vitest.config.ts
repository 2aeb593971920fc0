import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three suites: pure domain and server code in Node, UI code in happy-dom.
// The server suite runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set.
// Each server test file has a database of its own, made from what globalSetup seeds once: on
// PGlite an in-memory one loaded from a snapshot, on PostgreSQL a copy of a template database
// (server/testing/postgres.ts); so the files run in parallel on both.
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
          setupFiles: ['./server/testing/setup-postgres.ts'],
        },
      },
    ],
  },
});
