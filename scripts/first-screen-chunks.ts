// The chunks of the app's first screens (budgets in README «Cifras»: 300 KB gzipped up to the start
// page, 100 KB for /login; the why in docs/decisions.md). Left to itself, the bundler cuts the code
// the start pages share with the other areas into some 60 small chunks, and each file is compressed
// on its own. This builds the app once in memory, finds what the start pages need and the public
// pages do not, and names two chunks: 'first-screen' (the signed-in shell and the start pages) and
// 'login' (what /login adds to the entry). Everything else is still cut by area, loaded when the
// area opens.
import path from 'node:path';
import { build, type InlineConfig, type Plugin, type PluginOption } from 'vite';
import type { OutputChunk, RolldownOutput } from 'rolldown';

/** The signed-in shell and the start pages of the demo roles: 'solicitudes' (the default) and 'cotizaciones'. */
const FIRST_SCREEN = [
  'src/App.tsx',
  'src/router/AppRouter.tsx',
  'src/custom/requests/RequestList.tsx',
  'src/custom/quotations/NegotiationList.tsx',
];
/** What /login shows besides the entry. */
const LOGIN = ['src/public/LoginPage.tsx', 'src/public/PublicShell.tsx'];

type Chunks = Map<string, OutputChunk>;

function chunksOf(output: RolldownOutput | RolldownOutput[]): Chunks {
  const outputs = Array.isArray(output) ? output : [output];
  return new Map(outputs.flatMap((o) => o.output.filter((c): c is OutputChunk => c.type === 'chunk').map((c) => [c.fileName, c])));
}

/** The chunks that hold these source files (an error when one is in none: a file was moved or renamed). */
function chunksWith(chunks: Chunks, root: string, files: readonly string[]): OutputChunk[] {
  return files.map((file) => {
    const id = path.resolve(root, file);
    const chunk = [...chunks.values()].find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`first-screen-chunks: ${file} is in no chunk of the build`);
    return chunk;
  });
}

/**
 * The modules of these chunks and of every chunk they import statically, at any depth; with
 * `later`, also of the chunks they may load later (dynamic imports), except `beyond`.
 */
function modulesLoadedWith(chunks: Chunks, start: readonly OutputChunk[], later?: { beyond: string }): Set<string> {
  const seen = new Set<string>();
  const modules = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName) || chunk.fileName === later?.beyond) return;
    seen.add(chunk.fileName);
    chunk.moduleIds.forEach((id) => modules.add(id));
    const next = later ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports;
    next.forEach((name) => chunks.has(name) && visit(chunks.get(name)!));
  };
  start.forEach(visit);
  return modules;
}

const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((id) => !b.has(id)));

/**
 * Fails the build when two chunks import each other (at any depth): the groups take modules without
 * their dependencies, and a cycle between chunks could run a module before one it needs.
 */
function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports] as const] : [])));
      const state = new Map<string, 'open' | 'done'>();
      const visit = (name: string, trail: string[]): void => {
        if (state.get(name) === 'done') return;
        if (state.get(name) === 'open') this.error(`chunks import each other: ${[...trail, name].join(' → ')}`);
        state.set(name, 'open');
        for (const next of imports.get(name) ?? []) visit(next, [...trail, name]);
        state.set(name, 'done');
      };
      for (const name of imports.keys()) visit(name, []);
    },
  };
}

/**
 * The build's config with the two named chunks. `root` is the project; `skip` names plugins the
 * in-memory build does not need (the compression of the written files).
 */
export async function withFirstScreenChunks(config: InlineConfig, root: string, skip: readonly string[]): Promise<InlineConfig> {
  const plugins = (config.plugins ?? []).filter((p: PluginOption) => !(p && 'name' in p && skip.includes(p.name)));
  const output = (await build({
    ...config,
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { ...config.build, write: false },
  })) as RolldownOutput | RolldownOutput[];
  const chunks = chunksOf(output);
  const entries = [...chunks.values()].filter((c) => c.isEntry);
  const shell = chunksWith(chunks, root, FIRST_SCREEN);
  const appRouter = shell[1]!; // src/router/AppRouter.tsx: what only a signed-in user loads starts there
  // What the pages open without signing in (login, password recovery, the public form...) load,
  // then or later (a form's schema at its first submit): never the first screen's chunk.
  const publicModules = modulesLoadedWith(chunks, entries, { beyond: appRouter.fileName });
  const firstScreen = minus(modulesLoadedWith(chunks, shell), publicModules);
  const login = minus(modulesLoadedWith(chunks, chunksWith(chunks, root, LOGIN)), modulesLoadedWith(chunks, entries));
  return {
    ...config,
    plugins: [...(config.plugins ?? []), noChunkCycles()],
    build: {
      ...config.build,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // a group takes only its modules: what they import from elsewhere stays where it is
            includeDependenciesRecursively: false,
            groups: [
              { name: 'first-screen', test: (id) => firstScreen.has(id) },
              { name: 'login', test: (id) => login.has(id) },
            ],
          },
        },
      },
    },
  };
}
