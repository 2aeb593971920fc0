// THE AxeBuilder of the specs. axe-core is 1.3 MB of script, and AxeBuilder evaluates it in the
// page on every analyze (twice in legacy mode): sent over the protocol and compiled by the page
// again each time. A walk changes screens inside the app (screens.ts: openScreen), so the page
// keeps axe loaded: it is injected only when the document lacks it. Legacy mode runs axe.run in
// the page itself (the app has no frames) instead of finishing the run in a new blank page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function axeBuilder(page: Page): Promise<AxeBuilder> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // an empty statement for a page that has axe already ('' would mean AxeBuilder's own source)
  return new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) }).setLegacyMode();
}
