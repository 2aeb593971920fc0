// `npm start`: builds the app and the server when a build is missing or older than its sources,
// then serves app and API on one port (PORT, default 3000) with the compiled server, in this
// process (no TypeScript loader); WORKERS=N runs N API processes on that port.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import './check-node.mjs';
import { ensureServerBuilt, serverOutDir } from './build-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// APP_BUILD_DIR lets parallel test runs build into separate folders (default dist/).
const outDir = path.resolve(root, process.env.APP_BUILD_DIR ?? 'dist');
const built = path.join(outDir, 'index.html');

function newest(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of fs.readdirSync(p)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

const sources = ['src', 'index.html', 'vite.config.ts', 'scripts/first-screen-chunks.ts', 'package.json']
  .map((p) => path.join(root, p))
  .filter(fs.existsSync);
const stale = !fs.existsSync(built) || Math.max(...sources.map(newest)) > fs.statSync(built).mtimeMs;
/**
 * Builds beside the folder, then puts the new build in its place in two renames: a server already
 * serving it never sees a half-written build (vite empties its folder first and writes for seconds).
 */
function buildApp() {
  const building = `${outDir}.building-${process.pid}`;
  const replaced = `${outDir}.replaced-${process.pid}`;
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--outDir', building, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
  try {
    fs.renameSync(outDir, replaced);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  try {
    fs.renameSync(building, outDir);
  } catch (err) {
    // another start put its build (of the same sources) there first
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    fs.rmSync(building, { recursive: true, force: true });
  }
  fs.rmSync(replaced, { recursive: true, force: true });
}

if (stale) {
  console.log('Construyendo la aplicación…');
  buildApp();
}
if (await ensureServerBuilt()) console.log('Servidor compilado en dist-server/.');

process.env.STATIC_DIR = outDir;
process.chdir(root); // DATA_DIR and the rest resolve from the project, wherever this was started
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(serverOutDir, 'main.js')).href);
