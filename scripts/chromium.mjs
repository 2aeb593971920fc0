// The browser of the end-to-end tests and the benchmarks: CHROMIUM_PATH, or Debian's Chromium
// headless shell (package chromium-headless-shell: the build Playwright itself runs headless
// tests on; a test walk takes about a seventh less CPU than with the full browser), or Debian's
// Chromium (package chromium).
import fs from 'node:fs';

const CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];

/** The browser's executable, or undefined when none is installed. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((p) => fs.existsSync(p));
}

/** The flags the tests and the benchmarks start it with: no sandbox (root in a container), no GPU, nothing fetched on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
