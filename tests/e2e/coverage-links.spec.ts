// Coverages per user: a producer's video links per coverage (docs/rules/coverage-links.md).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, login, sidebar, uniqueTag } from './helpers';

const form = (page: Page) => page.getByRole('form', { name: 'Link de cobertura' });
const linksTable = (page: Page) => page.getByRole('table', { name: 'Links por cobertura' });

async function openScreen(page: Page) {
  await sidebar(page).getByRole('menuitem', { name: 'Coberturas de Usuario' }).click();
  await expect(page).toHaveURL(/\/admin\/coberturas-usuario$/);
  await expect(form(page)).toBeVisible();
}

const coverageSelect = (page: Page) => form(page).getByRole('combobox', { name: 'Cobertura' });

/** Picks the first coverage the select offers; answers its label and description. */
async function pickFirstCoverage(page: Page): Promise<{ label: string; description: string }> {
  await coverageSelect(page).click();
  const option = page.getByRole('listbox').getByRole('option').filter({ hasText: /\S/ }).first();
  const label = ((await option.textContent()) ?? '').trim();
  await option.click();
  return { label, description: label.replace(/ \([^)]*\)$/, '') };
}

test('a producer adds, edits and deletes a video link for a coverage', async ({ page }) => {
  const tag = uniqueTag();
  await login(page, 'productor');
  await openScreen(page);
  const coverage = await pickFirstCoverage(page);
  await form(page).getByLabel('Link del video').fill(`https://videos.example.com/${tag}`);
  await form(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El link de la cobertura fue registrado.')).toBeVisible();
  const row = linksTable(page).getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText(coverage.description.slice(0, 30));
  await expect(row.getByRole('link')).toHaveAttribute('href', `https://videos.example.com/${tag}`);

  // the linked coverage is no longer offered for a new link
  await coverageSelect(page).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option', { name: coverage.label, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: /^Editar/ }).click();
  await expect(form(page).getByLabel('Link del video')).toHaveValue(`https://videos.example.com/${tag}`);
  // the edited link's coverage is fixed
  await expect(coverageSelect(page)).toHaveText(coverage.label);
  await coverageSelect(page).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await form(page).getByLabel('Link del video').fill(`http://otro.example.com/${tag}`);
  await form(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El link de la cobertura fue actualizado.')).toBeVisible();
  await expect(
    linksTable(page)
      .getByRole('row')
      .filter({ hasText: `http://otro.example.com/${tag}` }),
  ).toHaveCount(1);

  await page.reload();
  const edited = linksTable(page)
    .getByRole('row')
    .filter({ hasText: `otro.example.com/${tag}` });
  await expect(edited).toHaveCount(1);
  await edited.getByRole('button', { name: /^Eliminar/ }).click();
  const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
  await expect(confirm).toContainText('Luego de esto, no podrás deshacer los cambios.');
  await confirm.getByRole('button', { name: 'Si, eliminar!' }).click();
  await expect(page.getByText('El link de la cobertura fue eliminado.')).toBeVisible();
  await expect(linksTable(page).getByRole('row').filter({ hasText: tag })).toHaveCount(0);
});

test('a bad link and a missing coverage show the spec messages and save nothing', async ({ page, request }) => {
  await login(page, 'productor');
  await openScreen(page);
  const token = await apiToken(request, 'productor');
  const me = await (await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).json();
  const count = async () =>
    (await (await request.get(`/api/users/${me.data?.id ?? me.id}/coverages`, { headers: { authorization: `Bearer ${token}` } })).json())
      .data.coverages.length;
  const before = await count();

  await form(page).getByLabel('Link del video').fill('www.youtube.com/watch');
  await form(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(form(page).getByText('Hay campos incorrectos.')).toBeVisible();
  await expect(form(page).getByText('Seleccione una cobertura', { exact: true }).last()).toBeVisible();
  await expect(form(page).getByText('El link debe iniciar con https:// o http://')).toBeVisible();

  await pickFirstCoverage(page);
  await form(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(form(page).getByText('El link debe iniciar con https:// o http://')).toBeVisible();
  expect(await count()).toBe(before);
});

test("productor2 has no sidebar entry and cannot touch productor's links", async ({ page, request }) => {
  await login(page, 'productor2');
  await expect(sidebar(page).getByRole('menuitem', { name: 'Coberturas de Usuario' })).toHaveCount(0);
  const own = await apiToken(request, 'productor');
  const me = await (await request.get('/api/user', { headers: { authorization: `Bearer ${own}` } })).json();
  const productorId = me.data?.id ?? me.id;
  const intruder = await apiToken(request, 'productor2');
  const headers = { authorization: `Bearer ${intruder}` };
  expect((await request.get(`/api/users/${productorId}/coverages`, { headers })).status()).toBe(403);
  expect((await request.post(`/api/users/${productorId}/coverages/1`, { headers, data: { link: 'https://x.com' } })).status()).toBe(403);
});
