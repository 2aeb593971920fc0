// Prints what the page showed when a test attempt failed (the accessibility snapshot Playwright
// writes to error-context.md), so a CI log alone says why: the files in test-results stay on the
// CI machine.
import fs from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_CHARS = 8_000;

const YAML_FENCE = '```yaml';

/** The page snapshot (YAML) of an error-context file, or null. */
function snapshotOf(errorContext: string): string | null {
  const start = errorContext.indexOf(YAML_FENCE);
  if (start < 0) return null;
  const end = errorContext.indexOf('```', start + YAML_FENCE.length);
  return errorContext.slice(start + YAML_FENCE.length, end < 0 ? undefined : end).trim();
}

export default class FailureSnapshotReporter implements Reporter {
  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context');
    const text = context?.path && fs.existsSync(context.path) ? fs.readFileSync(context.path, 'utf8') : context?.body?.toString();
    const snapshot = text ? snapshotOf(text) : null;
    if (!snapshot) return;
    const cut =
      snapshot.length > MAX_CHARS ? `${snapshot.slice(0, MAX_CHARS)}\n… (${snapshot.length - MAX_CHARS} more characters)` : snapshot;
    console.log(
      `\n--- the page when "${test.titlePath().filter(Boolean).join(' › ')}" failed (attempt ${result.retry + 1}) ---\n${cut}\n---`,
    );
  }
}
