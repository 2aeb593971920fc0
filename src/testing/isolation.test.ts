// The UI test files share their worker's modules (vitest.config.ts): a file that replaces a module
// with vi.mock must run with modules of its own, or the mock misses a module another file loaded.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'domain' && dir === SRC ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

it('every UI test file that mocks a module is named *.isolated.test.tsx', () => {
  const files = testFiles(SRC);
  expect(files.length).toBeGreaterThan(50);
  const shared = files.filter((f) => !/\.isolated\.test\.tsx?$/.test(f) && /\bvi\.mock\(/.test(fs.readFileSync(f, 'utf8')));
  expect(shared.map((f) => path.relative(SRC, f))).toEqual([]);
});
