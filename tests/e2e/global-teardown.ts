import fs from 'node:fs';

/** Removes the run's throwaway database and outbox. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('agro-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
