// The test files share their worker's modules (isolate: false in vitest.config.ts): a module a
// file replaces with vi.mock would miss what another file loaded first. A UI file that mocks runs
// with modules of its own when named *.isolated.test.tsx; a server file may not mock at all.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const testFiles = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
const mocks = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(root, file), 'utf8'));

it('every UI test file that mocks a module is named *.isolated.test.tsx', () => {
  const files = testFiles('src').filter((f) => !f.startsWith('src/domain/'));
  expect(files.length).toBeGreaterThan(50);
  expect(files.filter((f) => !/\.isolated\.test\.tsx?$/.test(f) && mocks(f))).toEqual([]);
});

it('no server test file mocks a module', () => {
  const files = testFiles('server');
  expect(files.length).toBeGreaterThan(50);
  expect(files.filter(mocks)).toEqual([]);
});
