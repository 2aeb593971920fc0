// `npm start`: builds the app and the server when a build is missing or older than its sources,
// then serves app and API on one port (PORT, default 3000) with the compiled server, in this
// process (no TypeScript loader); WORKERS=N runs N API processes on that port.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import './check-node.mjs';
import { appOutDir, ensureAppBuilt } from './build-app.mjs';
import { ensureServerBuilt, serverOutDir } from './build-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
ensureAppBuilt();
if (await ensureServerBuilt()) console.log('Servidor compilado en dist-server/.');

process.env.STATIC_DIR = appOutDir;
process.chdir(root); // DATA_DIR and the rest resolve from the project, wherever this was started
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(serverOutDir, 'main.js')).href);
