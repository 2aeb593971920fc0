import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { basePort, startServer, templateDir } from './server';

/**
 * Makes the run's temp folder (the workers inherit E2E_RUN_DIR), seeds the template database in
 * it once (the workers copy it) and stops its server cleanly.
 */
export default async function globalSetup() {
  process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'agro-e2e-'));
  process.env.E2E_TEMPLATE_DAY = isoDateInArgentina(); // the seed's "today" (server.ts: freshData)
  const server = await startServer(basePort(), templateDir(), true);
  await server.stop('clean');
}
