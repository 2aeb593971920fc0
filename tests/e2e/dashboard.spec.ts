// The dashboard (docs/rules/dashboard.md): counters, the latest quotations by user (rows
// open from the keyboard) and the campaign's charts.
import { expect, test } from './fixtures';
import { apiToken, openAs } from './helpers';

test('an admin opens the dashboard, filters the latest quotations by user and opens one from the keyboard', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const stats = (await (await request.get('/api/negotiations/statistics', { headers: { authorization: `Bearer ${token}` } })).json()).data;
  await openAs(page, 'admin', '/admin/panel');
  await expect(page.getByRole('heading', { name: 'Cotizaciones de la campaña' })).toBeVisible();
  await expect(page.getByTestId('stat-allNegotiantions')).toHaveText(stats.allNegotiantions.toLocaleString('es-AR'));
  await expect(page.getByTestId('stat-quotationsAcceptedThisWeek')).toHaveText(String(stats.quotationsAcceptedThisWeek));

  const table = page.getByRole('table', { name: 'Últimas cotizaciones' });
  await expect(table.getByRole('row')).toHaveCount(11); // heading + 10
  await page.getByLabel('Últimas cotizaciones por usuario').click();
  await expect(page.getByRole('option', { name: 'Sin filtro' })).toBeVisible();
  await page.getByRole('option', { name: 'Juan Pablo Rossi' }).click();
  await expect(table.locator('tbody tr').first()).toContainText('Juan Pablo Rossi');
  for (const cell of await table.locator('tbody tr td:nth-child(2)').allTextContents()) expect(cell).toBe('Juan Pablo Rossi');

  await expect(page.getByRole('heading', { name: 'Cotizaciones y aceptadas por semana' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hectáreas aceptadas por cultivo y aseguradora' })).toBeVisible();

  await table.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/negociaciones\/\d+\/ver/);
});
