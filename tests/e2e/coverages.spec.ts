// Coverages and rates: create a coverage, add a rate, edit its premium inline, filter the
// rates by province, delete the rate and the coverage; producers get 403 (docs/rules/coverages.md, docs/rules/rates.md).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, uniqueTag, openAs } from './helpers';

const FORBIDDEN = 'No tiene los permisos para acceder a esta sección.';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The rows of the rates table body. */
const rateRows = (page: Page) => page.getByRole('table', { name: 'Tasas' }).locator('tbody tr');

test('an admin creates a coverage, adds, edits, filters and deletes a rate, then deletes the coverage', async ({ page }) => {
  const name = `Granizo E2E ${uniqueTag()}`;
  await openAs(page, 'admin', '/admin/coberturas');
  await expect(page.getByRole('link', { name: 'Importar tasas' })).toHaveAttribute('href', '/admin/coberturas/importar');
  await expect(page.getByRole('link', { name: 'Exportar tasas' })).toHaveAttribute('href', '/admin/coberturas/exportar');
  await page.getByRole('link', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/admin\/coberturas\/nuevo$/);

  // the spec's messages first
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Nombre de cobertura vacío')).toBeVisible();
  await expect(page.getByText('Seleccione alguna opción').first()).toBeVisible();

  await page.getByLabel('Nombre de la cobertura').fill(name);
  await choose(page, 'Tipo', 'Básica');
  await page.getByRole('combobox', { name: 'Campaña' }).click();
  await page
    .getByRole('option')
    .filter({ hasText: /Campaña/ })
    .first()
    .click();
  await choose(page, 'Aseguradora', 'Sancor');
  await choose(page, 'Cultivo', 'Maíz');
  await expect(page.getByLabel('Cosecha')).toHaveValue('Gruesa');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Sancor ID Invalido')).toBeVisible();
  await page.getByLabel('Sancor ID').fill('777');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/admin\/coberturas\/\d+\/ver$/);
  await expect(page.getByText('La cobertura fue registrada.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();

  // a new rate in Córdoba
  await page.getByRole('button', { name: 'Nueva tasa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva tasa' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Departamento inválido')).toBeVisible();
  await expect(dialog.getByText('Prima inválida')).toBeVisible();
  await choose(page, 'Provincia', 'Córdoba');
  await dialog.getByRole('combobox', { name: 'Departamento' }).fill('Marcos');
  await page.getByRole('option', { name: 'Marcos Juárez' }).click();
  await choose(page, 'Cultivo', 'Maíz');
  await dialog.getByLabel('Franquicia/Deducible').fill('Franquicia 10%');
  await dialog.getByLabel('Prima sin impuestos (%)').fill('3,25');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La tasa fue registrada.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rateRows(page)).toHaveCount(1);
  const row = rateRows(page).first();
  await expect(row).toContainText('Maíz');
  await expect(row).toContainText('Marcos Juárez (Córdoba)');
  await expect(row).toContainText('3,25 %');

  // inline edit of the premium
  await row.getByRole('button', { name: 'Editar tasa' }).click();
  const amount = row.getByRole('textbox', { name: 'Prima sin impuestos (%)' });
  await amount.fill('150');
  await row.getByRole('button', { name: 'Guardar' }).click();
  await expect(row.getByText('Prima inválida')).toBeVisible();
  await amount.fill('4,75');
  await row.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La tasa fue actualizada.')).toBeVisible();
  await expect(rateRows(page).first()).toContainText('4,75 %');

  // province filter: Santa Fe has none of this coverage's rates, Córdoba has it
  await page.getByRole('combobox', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Santa Fe', exact: true }).click();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await page.getByRole('combobox', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Córdoba', exact: true }).click();
  await expect(rateRows(page)).toHaveCount(1);
  await expect(rateRows(page).first()).toContainText('4,75 %');

  // delete the rate, then the coverage
  await rateRows(page).first().getByRole('button', { name: 'Eliminar tasa' }).click();
  await expect(page.getByText('¿Estás seguro?')).toBeVisible();
  await expect(page.getByText('Luego de esto, no podrás deshacer los cambios.')).toBeVisible();
  await page.getByRole('button', { name: 'Si, eliminar!' }).click();
  await expect(page.getByText('La tasa fue eliminada.')).toBeVisible();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await page.getByRole('button', { name: 'Si, eliminar!' }).click();
  await expect(page.getByText('La cobertura fue eliminada.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/coberturas$/);
  await page.getByRole('searchbox', { name: 'Buscar cobertura' }).fill(name);
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
});

test('a producer gets the 403 page and the API answers 403', async ({ page, request }) => {
  await openAs(page, 'productor', '/admin/coberturas');
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  await page.goto('/admin/coberturas/1/ver');
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  const token = await apiToken(request, 'productor');
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/modules', { headers })).status()).toBe(403);
  expect((await request.get('/api/modules/module-rates-pag/1', { headers })).status()).toBe(403);
  expect((await request.delete('/api/rates/1', { headers })).status()).toBe(403);
  expect((await request.get('/api/modules-all', { headers })).status()).toBe(200);
});
