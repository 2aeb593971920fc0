// axe (WCAG 2.0/2.1 A and AA) on every screen of every role, the public pages and a few
// dialogs: no serious or critical violation, nor any of the best practices in ALSO; and the
// browser tab names each screen. The screens come from screens.ts.
import { type Page } from '@playwright/test';
import { axeBuilder, WCAG_TAGS } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PUBLIC_SCREENS, ROLES, TAB_SUFFIX, openScreen, partOf, partsOf, screensOf, type Screen } from './screens';
import { settle } from './settle';

// the walk's parts go to both workers (playwright.config.ts runs other files whole on one)
test.describe.configure({ mode: 'parallel' });

/** Best practices of lower impact the issue found (heading order, empty headers, duplicate landmarks): none either. */
const ALSO = new Set(['heading-order', 'empty-heading', 'empty-table-header', 'landmark-unique', 'list', 'listitem']);

/**
 * The serious and critical violations of the page (and those of ALSO), one readable line per rule and
 * element; only the violations' elements described (resultTypes).
 */
async function violations(page: Page, where: string): Promise<string[]> {
  const axe = await axeBuilder(page);
  const { violations } = await axe
    .options({ resultTypes: ['violations'] }) // before withTags: options() replaces what withTags sets
    .withTags([...WCAG_TAGS, 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO.has(v.id))
    .flatMap((v) =>
      v.nodes.slice(0, 5).map((n) => `${where}: [${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')}: ${n.html.slice(0, 160)}`),
    );
}

async function check(page: Page, screens: readonly Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    await openScreen(page, screen);
    // What the top bar says (openScreen checked it names the screen: the route's title, or the one a
    // page gives itself with its record, 'Editar cotización 1010'); a public page has no top bar.
    const topBar = page.getByTestId('route-title');
    const bar = (await topBar.count()) ? ((await topBar.textContent()) ?? '') : '';
    const tab = (bar || screen.title) + TAB_SUFFIX;
    if ((await page.title()) !== tab) found.push(`${screen.name} (${screen.path}): the tab says '${await page.title()}', not '${tab}'`);
    found.push(...(await violations(page, `${screen.name} (${screen.path})`)));
  }
  return found;
}

for (const role of ROLES) {
  for (const { part, label } of partsOf(role)) {
    test(`${role}: no serious or critical axe violation on any screen${label}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const screens = partOf(role, await screensOf(request, role), part);
      await signIn(page, role);
      const found = await check(page, screens);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

test('public pages: no serious or critical axe violation', async ({ page }) => {
  const found = await check(page, PUBLIC_SCREENS);
  expect(found, found.join('\n')).toEqual([]);
});

test('dialogs and failed fields: no serious or critical axe violation', async ({ page }) => {
  await signIn(page, 'admin');
  const found: string[] = [];
  // a form sent empty: every failed field shows its error label
  await page.goto('/admin/clientes/nuevo');
  await settle(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  found.push(...(await violations(page, 'nuevo cliente, campos con error')));
  // the confirmation of a delete
  await page.goto('/admin/clientes');
  await settle(page);
  await page.getByRole('table').getByRole('link').first().click();
  await settle(page);
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await violations(page, 'eliminar cliente, diálogo')));
  // the user menu of the top bar
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button').last().click();
  await expect(page.getByRole('menu').last()).toBeVisible();
  found.push(...(await violations(page, 'menú de usuario')));
  expect(found, found.join('\n')).toEqual([]);
});
