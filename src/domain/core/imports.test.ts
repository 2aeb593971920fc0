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

/** The file an import names: `x` may be `x.ts`, `x.tsx` or `x/index.ts(x)`. */
function fileOf(target: string): string | undefined {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    try {
      if (statSync(join(root, candidate)).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Imports that run code (not `import type`): the ones a circle breaks at load time. */
function runtimeImportsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const statements = [...text.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+'(\.{1,2}\/[^']+)'/gms)];
  const onlyTypes = (names: string) =>
    /^\{[^}]*\}$/.test(names.trim()) &&
    names
      .replace(/[{}\s]/g, '')
      .split(',')
      .filter(Boolean)
      .every((n) => n.startsWith('type'));
  return statements
    .filter((m) => !onlyTypes(m[1]!))
    .map((m) => fileOf(relative(root, resolve(root, dirname(file), m[2]!))))
    .filter((f): f is string => f !== undefined);
}

/** Each import circle among these files, as 'a -> b -> a'. */
function circles(files: string[]): string[] {
  const graph = new Map(files.map((f) => [f, runtimeImportsOf(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const found: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
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

  it('no file imports itself through others (a circle leaves a value undefined while loading)', () => {
    const code = [...sources('src'), ...sources('server')].filter((f) => !isTest(f));
    expect(circles(code)).toEqual([]);
  });
});
