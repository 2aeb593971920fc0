// One copy of MUI (docs/decisions.md, 'MUI bajo react-admin'): react-admin imports @mui/system and
// @mui/utils itself, and any second major of them would be a second theme system in the app's bundle.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync(fileURLToPath(new URL('../../../package-lock.json', import.meta.url)), 'utf8')) as {
  packages: Record<string, { version?: string; dev?: boolean }>;
};

describe('installed packages', () => {
  it('has one major of each MUI package, the one of @mui/material', () => {
    const major = (version = '') => version.split('.')[0];
    const material = major(lock.packages['node_modules/@mui/material']?.version);
    const mui = Object.entries(lock.packages).filter(([path, p]) => /(^|\/)node_modules\/@mui\/[^/]+$/.test(path) && !p.dev);
    expect(mui.length).toBeGreaterThan(3);
    const other = mui.filter(([path, p]) => !path.endsWith('/@mui/types') && major(p.version) !== material);
    expect(other.map(([path, p]) => `${path}@${p.version}`)).toEqual([]);
  });
});
