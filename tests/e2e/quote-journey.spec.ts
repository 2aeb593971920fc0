// The quotation area end to end (issue 9, Tests): a producer requests a quotation for a new
// client, quotes it with the grouped wizard (two risks, one a double crop), sees the preview,
// finishes, recalculates one quotation, accepts another and reads the history; a second producer
// gets the 403 page; the supervisor finds it in the list and deletes it.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, chooseIn, fillRisk, login, nextStep, signOut, uniqueTag, validCuit } from './helpers';

const FORBIDDEN = 'No tiene los permisos para acceder a esta sección.';
const GENERAL_LOPEZ = { province: 'Santa Fe', zone: 'General López' };

async function signOutAndIn(page: Page, username: string) {
  await signOut(page);
  await login(page, username);
}

test('request, grouped wizard, preview, detail actions and history; 403 for another producer; the supervisor deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  await login(page, 'productor');

  // The request, with a new client typed in (the inline messages first).
  await page.goto('/admin/solicitudes/nuevo');
  await expect(page.getByRole('heading', { name: 'Nueva solicitud de cotización' })).toBeVisible();
  await page.getByRole('button', { name: 'NUEVO CLIENTE' }).click();
  const client = page.getByTestId('new-client');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(client.getByText('Nombre inválido')).toBeVisible();
  await expect(client.getByText('Apellido inválido')).toBeVisible();
  await client.getByLabel('Nombre', { exact: false }).first().fill('Ana');
  await client.getByLabel('Apellido').fill(`Quinta ${tag}`);
  await client.getByLabel('CUIT').fill(validCuit('27'));
  await client.getByLabel('Dirección').fill('San Martín 120');
  await chooseIn(client, page, 'Provincia', 'Santa Fe');
  await chooseIn(client, page, 'Departamento', 'General López', true);
  await chooseIn(client, page, 'Localidad', /^Rufino \(CP \d+\)$/, true, 'Rufino');
  await client.getByLabel('Celular').fill('3462123456');
  await client.getByLabel('E-mail').fill(`ana.${tag}@example.com`);
  await client.getByLabel('Código de asegurado').fill('7788');

  await fillRisk(page, 0, { ...GENERAL_LOPEZ, crop: 'Soja', hectares: '1.250,5', price: '10' });
  await page.getByRole('button', { name: 'Agregar riesgo' }).click();
  const second = await fillRisk(page, 1, { ...GENERAL_LOPEZ, crop: 'Maíz', hectares: '80', price: '12,5' });
  await second.getByLabel('Doble cultivo').check();
  await chooseIn(second, page, 'Cultivo de segunda', 'Soja');
  await second.getByLabel('Valor por hectárea del cultivo de segunda').fill('8');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/negotiations') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const { data: saved } = (await (await created).json()) as { data: { id: number; number: number } };
  await expect(page.getByText(`Solicitud ${saved.number} creada correctamente`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/solicitudes$/);

  // The grouped wizard on the request.
  await page.goto(`/admin/negociaciones/${saved.id}/editar`);
  await expect(page.getByRole('heading', { name: `Cotizar solicitud ${saved.number}` })).toBeVisible();
  await expect(page.getByTestId('risk-panel-1').getByLabel('Doble cultivo')).toBeChecked();
  await nextStep(page);
  // no coverage chosen: the step stays, saying why
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByTestId('step-messages')).toHaveText('Debe seleccionar al menos una cobertura.');
  await page
    .getByRole('checkbox', { name: /^Granizo \+ Incendio \(Básica\)/ })
    .first()
    .check();
  await nextStep(page);
  await chooseIn(page.locator('form'), page, 'Forma de pago', 'Financiado');
  await chooseIn(page.locator('form'), page, 'Opción de tasa', 'Prima con IVA');
  await nextStep(page);
  const preview1 = page.getByRole('table', { name: 'Vista previa del riesgo 1' });
  await expect(preview1).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vista previa del riesgo 2' })).toBeVisible();
  await expect(preview1.getByRole('row')).not.toHaveCount(1);
  await page.getByRole('button', { name: 'Terminar' }).click();
  await expect(page.getByText('Cotización creada correctamente')).toBeVisible();
  const detailUrl = `/admin/negociaciones/${saved.id}/ver`;
  await expect(page).toHaveURL(new RegExp(`${detailUrl}$`));

  // The detail: recalculate one quotation of the first risk, accept another, read the history.
  await expect(page.getByRole('heading', { name: `Cotización #${saved.number}` })).toBeVisible();
  const block = page.getByRole('region', { name: /^Riesgo / }).first();
  await expect(block.getByRole('tab', { name: 'Cotizaciones', selected: true })).toBeVisible();
  const recalculate = block.getByRole('button', { name: /^Recotizar / });
  await expect(recalculate).not.toHaveCount(1); // two variants (franchise and deductible) at least
  await recalculate.nth(1).click();
  await expect(page.getByText('La cotización fue recotizada.')).toBeVisible();
  await expect(block.getByRole('row').filter({ hasText: 'Recotizada' })).toHaveCount(1);

  await block
    .getByRole('button', { name: /^Aceptar / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Aceptar / });
  await dialog.getByLabel('Comentario (opcional)').fill('Conforme el cliente');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('La cotización fue aceptada.')).toBeVisible();
  // The risk opens on its accepted card, as after a reload.
  await expect(block.getByRole('tab', { name: 'Solicitud aceptada', selected: true })).toBeVisible();
  await expect(block.getByRole('heading', { name: 'Cotizacion aceptada' })).toBeVisible();
  await expect(block).toContainText('Conforme el cliente');
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await block.getByRole('tab', { name: 'Cotizaciones' }).click();
  await expect(block.getByRole('row').filter({ hasText: 'Aceptada' })).toHaveCount(1);
  await expect(block.getByRole('button', { name: /^Aceptar / })).toHaveCount(0);

  await block.getByRole('tab', { name: 'Historial de cambios' }).click();
  const history = block.getByRole('table', { name: 'Historial de cambios' });
  await expect(history).toContainText('Recotización');
  await expect(history).toContainText('Aceptación');

  // Another producer: the 403 page inside the layout.
  await signOutAndIn(page, 'productor2');
  await page.goto(detailUrl);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();

  // The supervisor of the team finds it first in the list, opens it and deletes it.
  await signOutAndIn(page, 'supervisor');
  await page.goto('/admin/negociaciones');
  await page.getByRole('cell', { name: String(saved.number), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${detailUrl}$`));
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('button', { name: 'Si, eliminar!' }).click();
  await expect(page.getByText('La cotización fue eliminada correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/negociaciones$/);
  const token = await apiToken(request, 'productor');
  const gone = await request.get(`/api/negotiations/${saved.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(gone.status()).toBe(404);
});
