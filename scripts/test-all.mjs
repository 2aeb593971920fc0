// `npm test`: every suite, then one closing line "N passed, N failed, N skipped".
//  1. typecheck (`tsc -b`) and lint (ESLint and Prettier's check), one test each;
//  2. vitest: domain, UI components and providers, and the server suite on PGlite and again on
//     PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it), in one run, beside 1 (vitest's
//     first minute is mostly one core seeding the test databases: the checks use the other);
//  3. then Playwright end-to-end tests in Debian's Chromium against the real server (the app they
//     serve is built beside vitest, after the typecheck).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-tests-'));
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
/** The failing tests' names, printed again just before the closing line, where a log's tail shows them. */
const failures = [];

async function run(label, args, env, read) {
  console.log(`\n=== ${label} ===`);
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const [status] = await once(child, 'close');
  const r = { status };
  let counts;
  try {
    counts = read();
  } catch {
    counts = null;
  }
  // a runner that crashed, or failed without a failing test (an unhandled error), counts as one failure
  if (!counts) {
    console.log(`${label}: the runner produced no report (exit ${r.status}): counted as one failure.`);
    totals.failed += 1;
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (r.status !== 0 && counts.failed === 0) {
    console.log(`${label}: the runner failed (exit ${r.status}) without a failing test: counted as one failure.`);
    totals.failed += 1;
  }
}

/** Runs a Node command with its output kept (printed by the caller when it matters). */
async function quietly(args) {
  let output = '';
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const [status] = await once(child, 'close');
  return { status, output };
}

/**
 * A check counts as one test: it passes when every one of its commands exits 0. Every command of
 * every check runs at once (each is single-threaded), beside vitest, whose first files mostly wait
 * (WAITING_FILES in vitest.config.ts); a check's output is printed whole when it ends. Answers the
 * checks' promises, in the list's order.
 */
function checks(list) {
  return list.map(async ({ label, commands }) => {
    const done = await Promise.all(commands.map(quietly));
    const ok = done.every((d) => d.status === 0);
    console.log(`\n=== ${label} ===\n${done.map((d) => d.output).join('')}${label}: ${ok ? 'passed' : 'FAILED'}`);
    if (ok) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(label);
    }
  });
}

const [typechecked, linted] = checks([
  // one checker per project: TypeScript 7's default four each repeat the shared work (the libraries'
  // types), 18 s of CPU instead of 10 on two cores, and slower too (docs/decisions.md)
  { label: 'typecheck (tsc -b)', commands: [[bin('typescript7', 'bin/tsc'), '-b', '--checkers', '1']] },
  {
    label: 'lint (eslint, prettier --check)',
    commands: [
      [bin('eslint', 'bin/eslint.js'), '.'],
      [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'],
    ],
  },
]);

/**
 * The app's build and the template database of the end-to-end tests, made once the typecheck is
 * done (while vitest's first files wait and ESLint runs): Playwright's globalSetup would otherwise
 * make them alone, with the other core idle. Not tests: a failure is printed here and fails again,
 * counted, in Playwright's globalSetup.
 */
process.env.E2E_RUN_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-e2e-')); // Playwright's run inherits it
const appBuilt = typechecked.then(async () => {
  for (const [what, args] of [
    ['app build', [path.join(root, 'scripts', 'build-app.mjs')]],
    ['template database', [bin('tsx', 'dist/cli.mjs'), path.join(root, 'tests', 'e2e', 'seed-template.ts')]],
  ]) {
    const { status, output } = await quietly(args);
    if (status !== 0) console.log(`\n=== ${what} for the end-to-end tests (exit ${status}) ===\n${output}`);
  }
});

const vitestReport = (file) => () => {
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  // a test file that fails to load has no test results: count it as one failure
  const brokenFiles = (j.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  for (const f of j.testResults ?? []) {
    const file = path.relative(root, f.name);
    if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) failures.push(`${file}: ${String(f.message).split('\n')[0]}`);
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed')
        failures.push(
          `${file} › ${a.fullName}: ${String(a.failureMessages?.[0] ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
    }
  }
  return { passed: j.numPassedTests, failed: j.numFailedTests + brokenFiles, skipped: j.numPendingTests + (j.numTodoTests ?? 0) };
};

// One run: the workers take the files of every suite as they come (vitest.config.ts).
const v1 = path.join(tmp, 'vitest.json');
const onPostgres = !!process.env.TEST_DATABASE_URL;
await run(
  `vitest (domain, ui, server on PGlite${onPostgres ? ' and on PostgreSQL' : ''})`,
  [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${v1}`],
  {},
  vitestReport(v1),
);
if (!onPostgres) console.log('\n(server suite on PostgreSQL not run: set TEST_DATABASE_URL, as .ci/run does)');
await Promise.all([typechecked, linted, appBuilt]);

/** The titles of the tests Playwright's JSON report gives a status: 'flaky', or 'unexpected' (failed every attempt). */
function titlesWith(report, status) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === status)) titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

if (!chromiumPath()) {
  console.log(
    `\nChromium not found (${process.env.CHROMIUM_PATH ?? 'chromium-headless-shell or chromium'}): install it (apt-get install chromium-headless-shell) to run the end-to-end tests.`,
  );
  broken = true;
} else {
  const pw = path.join(tmp, 'playwright.json');
  await run(
    'playwright (end-to-end, Chromium)',
    // One retry: a test that passes only then is named below as flaky (and the page of its
    // failed attempt is printed by the failure-snapshot reporter), so it is seen and fixed.
    [bin('@playwright/test', 'cli.js'), 'test', '--retries=1', '--reporter=list,json,./tests/e2e/failure-snapshot-reporter.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: pw },
    () => {
      const report = JSON.parse(fs.readFileSync(pw, 'utf8'));
      const s = report.stats;
      if (s.flaky > 0)
        console.log(`playwright: ${s.flaky} flaky (failed, then passed on retry): ${titlesWith(report, 'flaky').join('; ')}`);
      failures.push(...titlesWith(report, 'unexpected'));
      return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
    },
  );
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken ? 1 : 0);
