// The import rules of docs/architecture.md ('Qué puede importar qué'), checked on every file.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Each relative import of the file, as a path from the repo root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specs.map((s) => relative(root, resolve(root, dirname(file), s)));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const breaking = (files: string[], forbidden: (target: string) => boolean) =>
  files.flatMap((f) =>
    importsOf(f)
      .filter(forbidden)
      .map((target) => `${f} -> ${target}`),
  );

describe('what may import what (docs/architecture.md)', () => {
  it('the domain imports only the domain', () => {
    const domain = sources('src/domain').filter((f) => !isTest(f));
    expect(breaking(domain, (t) => !t.startsWith('src/domain/'))).toEqual([]);
    const libraries = domain.flatMap((f) =>
      [...readFileSync(join(root, f), 'utf8').matchAll(/from '([^.'][^']*)'/g)].map((m) => m[1]!).filter((lib) => lib !== 'zod'),
    );
    expect(libraries).toEqual([]);
  });

  it('the server imports of the app only its domain', () => {
    expect(breaking(sources('server'), (t) => t.startsWith('src/') && !t.startsWith('src/domain/'))).toEqual([]);
  });

  it('the app never imports the server, and a generic resource no hand-written page', () => {
    const app = sources('src').filter((f) => !f.startsWith('src/domain/'));
    expect(breaking(app, (t) => t.startsWith('server/'))).toEqual([]);
    expect(breaking(sources('src/resources'), (t) => t.startsWith('src/custom/'))).toEqual([]);
  });
});
