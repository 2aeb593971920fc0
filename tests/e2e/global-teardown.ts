import fs from 'node:fs';

/** Removes the run's throwaway databases and outboxes. */
export default function globalTeardown() {
  const dir = process.env.E2E_RUN_DIR;
  if (dir && dir.includes('agro-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
