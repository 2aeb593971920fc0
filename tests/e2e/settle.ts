// Waiting until a screen has loaded, on what the page does instead of a fixed time: none of its
// requests in flight for a short quiet window, the page's own code idle, and no progress
// indicator shown. The fixture (fixtures.ts) starts counting a page's requests before its first load.
import { type Page, type Request } from '@playwright/test';

/** The page's requests in flight, and how many times one started or ended (and when last). */
interface Traffic {
  inFlight: Set<Request>;
  changes: number;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests from now on (once per page). */
export function trackRequests(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const t: Traffic = { inFlight: new Set(), changes: 0, lastChange: Date.now() };
  const change = () => {
    t.changes++;
    t.lastChange = Date.now();
  };
  const end = (r: Request) => {
    t.inFlight.delete(r);
    change();
  };
  page.on('request', (r) => {
    t.inFlight.add(r);
    change();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  traffic.set(page, t);
  return t;
}

/** Restarts the quiet window: the page is about to do something (an in-app navigation that may ask for nothing). */
export function touch(page: Page) {
  trackRequests(page).lastChange = Date.now();
}

/** How long no request may start or end before the screen counts as loaded (chained requests start within a few ms). */
const QUIET_MS = 120;
const TIMEOUT_MS = 15_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the page's main thread has gone idle (requestIdleCallback: no task queued, so no chunk
 * being evaluated nor render in progress) showing no progress indicator (visible as Playwright's
 * `:visible`: a box, not `visibility: hidden`).
 */
function idleWithoutProgress(page: Page): Promise<boolean> {
  return page
    .evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestIdleCallback(
            (idle) =>
              resolve(
                !idle.didTimeout &&
                  Array.from(document.querySelectorAll('[role="progressbar"]')).every((el) => {
                    const box = el.getBoundingClientRect();
                    return box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden';
                  }),
              ),
            { timeout: 1000 },
          ),
        ),
    )
    .catch(() => false); // the page was replaced meanwhile (a redirect): not settled
}

/**
 * Waits until the screen has loaded: no request of the page in flight for QUIET_MS, then the page
 * idle with no progress indicator, and still no request started or ended meanwhile.
 */
export async function settle(page: Page) {
  const t = trackRequests(page);
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    if (t.inFlight.size === 0 && Date.now() - t.lastChange >= QUIET_MS) {
      const seen = t.changes;
      if ((await idleWithoutProgress(page)) && t.changes === seen && t.inFlight.size === 0) return;
    }
    if (Date.now() > deadline) {
      const pending = [...t.inFlight].map((r) => r.url());
      throw new Error(
        `settle: the page did not settle in ${TIMEOUT_MS} ms; in flight: ${pending.join(', ') || 'none (a progress indicator stays, or the page is never idle)'}`,
      );
    }
    await pause(25);
  }
}
