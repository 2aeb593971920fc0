// `npm run db:backup`, `db:restore FILE`, `db:move-to-postgres`: the compiled server's database
// commands (server/ops/command.ts), built first when the build is missing or stale.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import './check-node.mjs';
import { ensureServerBuilt, serverOutDir } from './build-server.mjs';

await ensureServerBuilt();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(serverOutDir, 'db-command.js')).href);
