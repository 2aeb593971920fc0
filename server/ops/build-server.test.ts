// The compiled server (scripts/build-server.mjs): two servers started together by one process
// (server/ops/processes.test.ts does) share one build. Before, each built into the same temporary
// folder, and one removed it under the other (ENOTEMPTY, seen once in CI on a fresh clone).
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ensureServerBuilt, serverBuildStale, serverOutDir } from '../../scripts/build-server.mjs';

it('a call made while a build runs waits for that build instead of starting another', async () => {
  await ensureServerBuilt();
  fs.utimesSync(path.join(serverOutDir, 'inputs.json'), new Date(0), new Date(0)); // older than its sources: stale
  const first = ensureServerBuilt();
  const second = ensureServerBuilt();
  expect(second).toBe(first);
  expect(await first).toBe(true);
  expect(serverBuildStale()).toBe(false);
  expect(fs.existsSync(`${serverOutDir}.tmp-${process.pid}`)).toBe(false);
}, 120_000);
