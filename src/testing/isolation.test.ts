// The UI test files share their worker's modules (vitest.config.ts): a file that replaces a module
// with vi.mock must run with modules of its own, or the mock misses a module another file loaded.
import { expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.test.{ts,tsx}', '!../domain/**'], { query: '?raw', import: 'default', eager: true });

it('every UI test file that mocks a module is named *.isolated.test.tsx', () => {
  const files = Object.keys(sources);
  expect(files.length).toBeGreaterThan(50);
  const shared = files.filter((f) => !/\.isolated\.test\.tsx?$/.test(f) && /\bvi\.mock\(/.test(sources[f]!));
  expect(shared).toEqual([]);
});
