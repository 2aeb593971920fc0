import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { basePort, startServer, templateDir } from './server';

/** Argentina's day the template's data was seeded for, written beside it. */
const seededOn = () => path.join(templateDir(), 'seeded-on');

/**
 * The template database every worker copies, seeded once and its server stopped cleanly; kept when
 * it already holds today's data (`npm test` seeds it while vitest runs: scripts/test-all.mjs).
 * Returns the seed's "today".
 */
export async function seedTemplate(): Promise<string> {
  const day = isoDateInArgentina();
  if (fs.existsSync(seededOn()) && fs.readFileSync(seededOn(), 'utf8') === day) return day;
  fs.rmSync(templateDir(), { recursive: true, force: true });
  const server = await startServer(basePort(), templateDir(), true);
  await server.stop('clean');
  fs.writeFileSync(seededOn(), day);
  return day;
}

/** Makes the run's temp folder (the workers inherit E2E_RUN_DIR) and its template database. */
export default async function globalSetup() {
  process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'agro-e2e-'));
  process.env.E2E_TEMPLATE_DAY = await seedTemplate(); // the seed's "today" (server.ts: freshData)
}
