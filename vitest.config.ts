import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three suites: pure domain and server code in Node, UI code in happy-dom.
// The server suite runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set.
// On PGlite each server test file has its own in-memory database (loaded from a snapshot that
// globalSetup builds once), so the files run in parallel; on PostgreSQL they share one database
// and run one after another.
const onPostgres = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  plugins: [react()],
  test: {
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
          // vitest's default is one worker fewer than the CPUs: a single one on a 2-core machine
          maxWorkers: onPostgres ? 1 : 2,
        },
      },
    ],
  },
});
