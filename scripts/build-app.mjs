// The built app (`npm run build`, and `npm start` when it is missing or older than its sources):
// vite's build in dist/ (APP_BUILD_DIR lets parallel test runs build into separate folders).
// `node scripts/build-app.mjs` builds it when stale and exits (npm test does it beside vitest).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const appOutDir = path.resolve(root, process.env.APP_BUILD_DIR ?? 'dist');
const built = path.join(appOutDir, 'index.html');

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
const appBuildStale = () => !fs.existsSync(built) || Math.max(...sources.map(newest)) > fs.statSync(built).mtimeMs;
/**
 * Builds beside the folder, then puts the new build in its place in two renames: a server already
 * serving it never sees a half-written build (vite empties its folder first and writes for seconds).
 */
function buildApp() {
  const building = `${appOutDir}.building-${process.pid}`;
  const replaced = `${appOutDir}.replaced-${process.pid}`;
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
    fs.renameSync(appOutDir, replaced);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  try {
    fs.renameSync(building, appOutDir);
  } catch (err) {
    // another start put its build (of the same sources) there first
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    fs.rmSync(building, { recursive: true, force: true });
  }
  fs.rmSync(replaced, { recursive: true, force: true });
}

/** Builds the app when it is missing or older than its sources; says whether it built. */
export function ensureAppBuilt() {
  if (!appBuildStale()) return false;
  console.log('Construyendo la aplicación…');
  buildApp();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureAppBuilt();
