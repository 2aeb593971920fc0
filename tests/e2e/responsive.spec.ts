// Every screen of every role fits a 390 px phone: the page itself never scrolls sideways
// (wide tables scroll inside their own container). The screens come from screens.ts. A walk apart
// from a11y.spec.ts's: axe runs there at a desktop's width, where the sidebar shows and lists are
// tables (on a phone the menu is a closed drawer and lists are compact lists).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, openAs } from './helpers';
import { PUBLIC_SCREENS, ROLES, openScreen, partOf, partsOf, screensOf, type Screen } from './screens';
import { settle } from './settle';

// the walk's parts go to both workers (playwright.config.ts runs other files whole on one)
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 390, height: 844 };

/** The page's width and, when it overflows, the outermost elements that stick out (for the report). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (width > limit) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const right = el.getBoundingClientRect().right;
        const parent = el.parentElement;
        if (right > limit + 1 && parent && parent.getBoundingClientRect().right <= limit + 1 && culprits.length < 3) {
          const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : '';
          culprits.push(`<${el.tagName.toLowerCase()} class="${cls}"> ends at ${Math.round(right)} px`);
        }
      }
    }
    return { width, culprits };
  });
}

async function wideScreens(page: Page, screens: readonly Screen[]): Promise<string[]> {
  const wide: string[] = [];
  for (const screen of screens) {
    await openScreen(page, screen);
    const { width, culprits } = await overflow(page);
    if (width > PHONE.width) wide.push(`${screen.name} (${screen.path}): ${width} px; ${culprits.join(', ')}`);
  }
  return wide;
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  for (const role of ROLES) {
    for (const { part, label } of partsOf(role)) {
      test(`${role}: every screen fits the phone's width${label}`, async ({ page, request }) => {
        test.setTimeout(240_000);
        const screens = partOf(role, await screensOf(request, role), part);
        await login(page, role);
        // the top bar's buttons stay on screen
        const menuButton = page.getByRole('banner').getByRole('button').last();
        const box = await menuButton.boundingBox();
        expect(box && box.x + box.width, 'the last button of the top bar is on screen').toBeLessThanOrEqual(PHONE.width);
        expect(await wideScreens(page, screens)).toEqual([]);
      });
    }
  }

  test('the public pages fit the phone', async ({ page }) => {
    expect(await wideScreens(page, PUBLIC_SCREENS)).toEqual([]);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the quotation detail fits the desktop and its percentages stay on one line', async ({ page, request }) => {
    const screen = (await screensOf(request, 'productor')).find((s) => s.name === 'ver cotizacion');
    expect(screen, 'a quotation of productor').toBeTruthy();
    await openAs(page, 'productor', screen!.path);
    await settle(page);
    // the spec's own copy of the demo data: the producer's newest quotation is open (no accepted tab)
    await expect(page.getByRole('table').first()).toBeVisible();
    expect((await overflow(page)).width).toBeLessThanOrEqual(1366);
    const wrapped = await page.evaluate(() => {
      const out: string[] = [];
      for (const cell of Array.from(document.querySelectorAll('td, th'))) {
        const text = cell.textContent?.trim() ?? '';
        if (!/^[\d.,\s-]+%$/.test(text)) continue;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push(text);
      }
      return out;
    });
    expect(wrapped, 'percentages split over two lines').toEqual([]);
  });
});
