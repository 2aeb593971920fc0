import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

// Each worker starts the real server on a copy of a database seeded once in globalSetup, on its
// own ports (after E2E_PORT) and folders in the run's temp folder: tests/e2e/fixtures.ts.

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  // A spec file runs whole on one worker, on one fresh copy of the database; the long walks
  // (a11y.spec.ts, responsive.spec.ts) share their parts between the workers. Every test of a file
  // on any worker meant a fresh server on each for most files: 38 starts in a run instead of 24,
  // each about 1.6 s of CPU (docs/decisions.md).
  fullyParallel: false,
  // Three on two cores: a test waits often (for the server, for the page to settle), and with two
  // a fifth of the CPU sat idle; the suite took 202 s instead of 210–213 (docs/decisions.md).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [['list'], ['./tests/e2e/failure-snapshot-reporter.ts']],
  timeout: 90_000, // the workers share the CPU: a test gets about two thirds of a core
  expect: { timeout: 10_000 },
  use: {
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // The app honours this preference (index.html): no transition or ripple frames for Chromium to
    // paint, about a third of the browser's CPU in a run (docs/decisions.md).
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      // No TurboFan in the tests' browser (Maglev is its top tier): a test's page lives seconds, too
      // short to repay optimising; the suite took 6% less CPU (docs/decisions.md).
      args: [...CHROMIUM_ARGS, '--js-flags=--max-opt=2'],
    },
  },
});
