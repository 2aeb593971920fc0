// The compiled server (`npm run build`, and `npm start` when it is missing or older than its
// sources): server/main.ts and the database commands bundled by esbuild into plain JavaScript in
// dist-server/ (with the pure-JavaScript packages; the others stay in node_modules), with the
// migrations beside them, so the serving process runs on Node alone, without a TypeScript loader.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'dist-server');
const inputsFile = path.join(serverOutDir, 'inputs.json');
const migrationsDir = path.join(root, 'server', 'db', 'migrations');

const entryPoints = {
  main: 'server/main.ts',
  'db-command': 'server/ops/command.ts',
};

const EXTERNAL = [
  '@electric-sql/pglite',
  'pg',
  'pg-native',
  'pdfmake',
  'exceljs',
  'pino',
  'thread-stream',
  '@fastify/swagger',
  '@fastify/swagger-ui',
];

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** True when dist-server/ is missing, or a file it was built from (a migration, the installed packages) changed since. */
export function serverBuildStale() {
  let built;
  try {
    built = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
  } catch {
    return true;
  }
  const since = fs.statSync(inputsFile).mtimeMs;
  const sources = [...built.inputs.map((f) => path.join(root, f)), ...filesUnder(migrationsDir)];
  if (sources.length !== built.inputs.length + built.migrations) return true; // a migration added or removed
  // the bundle holds the packages too: installing others makes it stale
  sources.push(path.join(root, 'package-lock.json'));
  return sources.some((f) => !fs.existsSync(f) || fs.statSync(f).mtimeMs > since);
}

/** Bundles the server into dist-server/ (each file written whole, so a concurrent start never reads half of one). */
export async function buildServer() {
  const { build } = await import('esbuild');
  const tmp = `${serverOutDir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints,
      outdir: tmp,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // the pure-JavaScript packages bundled too: one file loads faster than hundreds (docs/decisions.md);
      // these stay in node_modules: they load files of their own (WASM, fonts, workers, UI) or are large and loaded late
      external: EXTERNAL,
      // what bundled CommonJS packages expect of Node
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      sourcemap: true,
      sourcesContent: false, // the map points at the sources, which stay beside it: a smaller map loads faster
      metafile: true,
      logLevel: 'warning',
    });
    fs.cpSync(migrationsDir, path.join(tmp, 'migrations'), { recursive: true });
    const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/'));
    fs.writeFileSync(path.join(tmp, 'inputs.json'), JSON.stringify({ inputs, migrations: filesUnder(migrationsDir).length }));
    for (const file of filesUnder(tmp)) {
      const to = path.join(serverOutDir, path.relative(tmp, file));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      if (file !== path.join(tmp, 'inputs.json')) fs.renameSync(file, to);
    }
    fs.renameSync(path.join(tmp, 'inputs.json'), inputsFile); // last: it marks the build complete
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

let building = null;

/**
 * Builds the server when it is stale; true when it built. Calls made while a build runs wait for it
 * (two servers started together: one build, not two racing over the same temporary folder).
 */
export function ensureServerBuilt() {
  building ??= (async () => {
    if (!serverBuildStale()) return false;
    await buildServer();
    return true;
  })().finally(() => {
    building = null;
  });
  return building;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
