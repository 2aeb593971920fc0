// Campaigns: list with status badges, create, edit, the spec's error dialogs, and the
// campaign's coverages (docs/rules/campaigns.md).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentCampaign } from '../../src/domain/campaigns/rules';
import { formatDate, isoDateInArgentina } from '../../src/domain/core/format';
import { present } from '../support/present';
import { apiToken, uniqueTag, openAs } from './helpers';

/** The Argentine calendar day `days` from now as 'YYYY-MM-DD'. */
const isoDay = (days: number) => isoDateInArgentina(new Date(Date.now() + days * 86_400_000));

async function fillCampaign(page: Page, values: { description?: string; dateFrom?: string; dateTo?: string }) {
  if (values.description !== undefined) await page.getByLabel('Descripción').fill(values.description);
  if (values.dateFrom !== undefined) await page.getByLabel('Fecha desde').fill(values.dateFrom);
  if (values.dateTo !== undefined) await page.getByLabel('Fecha hasta').fill(values.dateTo);
  await page.getByRole('button', { name: 'Guardar' }).click();
}

const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error!' });

test('an admin creates a campaign, sees it listed with its status and edits it', async ({ page }) => {
  const description = `Campaña ${uniqueTag()}`;
  await openAs(page, 'admin', '/admin/campaigns');
  // the seeded current campaign is 'activa', the previous one 'finalizada'
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByText('activa', { exact: true }) })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('finalizada', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);
  await fillCampaign(page, { description, dateFrom: '2090-07-01', dateTo: '2091-06-30' });
  await expect(page.getByText('Campaña creada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\/view$/);
  await expect(page.getByRole('heading', { name: description })).toBeVisible();
  await expect(page.getByText('Del 01/07/2090 al 30/06/2091')).toBeVisible();

  await page.goto('/admin/campaigns');
  await page.getByRole('searchbox', { name: 'Buscar campaña' }).fill(description.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('01/07/2090');
  await expect(row).toContainText('30/06/2091');
  await expect(row.getByText('no activa', { exact: true })).toBeVisible();

  await row.click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByLabel('Descripción')).toHaveValue(description);
  await fillCampaign(page, { description: `${description} editada` });
  await expect(page.getByText('Los cambios en la campaña fueron registrados.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${description} editada` })).toBeVisible();
});

test('a campaign with overlapping dates is refused with the spec dialog', async ({ page, request }) => {
  await openAs(page, 'admin', '/admin/campaigns/new');
  // today belongs to the seeded current campaign
  await fillCampaign(page, { description: `Solapada ${uniqueTag()}`, dateFrom: isoDay(0), dateTo: isoDay(20) });
  const dialog = errorDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Fechas de campaña solapadas');
  await expect(dialog).toContainText('Cambie las fechas desde y hasta en su nueva campaña.');
  await expect(dialog).toContainText(/Las fechas se superponen con la campaña /);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);

  // nothing was written
  const token = await apiToken(request, 'admin');
  const res = await request.get('/api/campaigns', {
    headers: { authorization: `Bearer ${token}` },
    params: { 'filter[search]': 'Solapada' },
  });
  expect((await res.json()).meta.total).toBe(0);
});

test('missing fields and a wrong date interval show their dialogs', async ({ page }) => {
  await openAs(page, 'admin', '/admin/campaigns/new');
  await page.getByRole('button', { name: 'Guardar' }).click();
  let dialog = errorDialog(page);
  await expect(dialog).toContainText('Hay campos incompletos.');
  await expect(dialog).toContainText('Complete todos los datos para registrar la campaña.');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();

  await fillCampaign(page, { description: 'Invertida', dateFrom: '2095-07-01', dateTo: '2095-01-01' });
  dialog = errorDialog(page);
  await expect(dialog).toContainText('Intervalo de fechas no válido.');
  await expect(dialog).toContainText('Cambie las fechas de inicio y cierre para continuar.');
});

test("the view lists the campaign's coverages with type badges, linking to each coverage", async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const all = await (await request.get('/api/campaigns-all', { headers: { authorization: `Bearer ${token}` } })).json();
  const current = present(
    currentCampaign<{ id: number; description: string; dateFrom: string; dateTo: string }>(all.data.campaigns),
    'the current campaign',
  );
  const modules = await (
    await request.get(`/api/campaigns/${current.id}/modules?perPage=10&page=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const first = modules.data.modules[0];

  await openAs(page, 'admin', `/admin/campaigns/${current.id}/view`);
  await expect(page.getByRole('heading', { name: current.description })).toBeVisible();
  await expect(page.getByText(`Del ${formatDate(current.dateFrom)} al ${formatDate(current.dateTo)}`)).toBeVisible();
  await expect(page.getByText('Coberturas de la campaña')).toBeVisible();
  await expect(page.getByText('Básica').first()).toBeVisible();
  await expect(page.getByText(new RegExp(`^1-10 de ${modules.meta.total}$`))).toBeVisible();
  await page.getByRole('row').filter({ hasText: first.description }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/coberturas/${first.id}/ver$`));
});

test('a producer cannot open the campaigns screens', async ({ page }) => {
  await openAs(page, 'productor', '/admin/campaigns/new');
  await expect(page.getByText('No tiene los permisos para acceder a esta sección.')).toBeVisible();
});
