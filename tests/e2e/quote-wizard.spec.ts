// A producer creates a request with a new client, quotes it with the grouped wizard (two risks,
// one a double crop), sees the preview, finishes and lands on the quotation's detail.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, uniqueTag, validCuit } from './helpers';

async function chooseIn(scope: Locator, page: Page, label: string, option: string, autocomplete = false) {
  const combo = scope.getByRole('combobox', { name: label });
  await expect(combo).toBeEnabled();
  if (autocomplete) await combo.fill(option);
  else await combo.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillRisk(page: Page, index: number, crop: string, hectares: string, price: string) {
  const risk = page.getByTestId(`risk-panel-${index}`);
  await chooseIn(risk, page, 'Provincia', 'Santa Fe');
  await chooseIn(risk, page, 'Departamento', 'General López', true);
  await chooseIn(risk, page, 'Cultivo', crop);
  await risk.getByLabel('Cantidad de hectáreas').fill(hectares);
  await risk.getByLabel('Valor por hectárea', { exact: false }).first().fill(price);
  return risk;
}

test('a producer requests a quotation for a new client and quotes it with the grouped wizard', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  await login(page, 'productor');
  await page.goto('/admin/solicitudes/nuevo');
  await expect(page.getByRole('heading', { name: 'Nueva solicitud de cotización' })).toBeVisible();

  await page.getByRole('button', { name: 'NUEVO CLIENTE' }).click();
  const client = page.getByTestId('new-client');
  await client.getByLabel('Nombre', { exact: false }).first().fill('Ana');
  await client.getByLabel('Apellido').fill(`Quinta ${tag}`);
  await client.getByLabel('CUIT').fill(validCuit('27'));
  await client.getByLabel('Dirección').fill('San Martín 120');
  await choosePlaceIn(page, client);
  await client.getByLabel('Celular').fill('3462123456');
  await client.getByLabel('E-mail').fill(`ana.${tag}@example.com`);
  await client.getByLabel('Código de asegurado').fill('7788');

  await fillRisk(page, 0, 'Soja', '1.250,5', '10');
  await page.getByRole('button', { name: 'Agregar riesgo' }).click();
  const second = await fillRisk(page, 1, 'Maíz', '80', '12,5');
  await second.getByLabel('Doble cultivo').check();
  await chooseIn(second, page, 'Cultivo de segunda', 'Soja');
  await second.getByLabel('Valor por hectárea del cultivo de segunda').fill('8');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/negotiations') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const body = (await (await created).json()) as { data: { id: number; number: number } };
  await expect(page.getByText(`Solicitud ${body.data.number} creada correctamente`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/solicitudes$/);

  // Quote it with the grouped wizard.
  await page.goto(`/admin/negociaciones/${body.data.id}/editar`);
  await expect(page.getByRole('heading', { name: `Cotizar solicitud ${body.data.number}` })).toBeVisible();
  await expect(page.getByTestId('risk-panel-1').getByLabel('Doble cultivo')).toBeChecked();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByTestId('step-messages')).toHaveText('Debe seleccionar al menos una cobertura.');
  await page
    .getByRole('checkbox', { name: /^Granizo \+ Incendio \(Básica\)/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('combobox', { name: 'Forma de pago' }).click();
  await page.getByRole('option', { name: 'Financiado', exact: true }).click();
  await page.getByRole('combobox', { name: 'Opción de tasa' }).click();
  await page.getByRole('option', { name: 'Prima con IVA', exact: true }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByRole('table', { name: 'Vista previa del riesgo 1' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vista previa del riesgo 2' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vista previa del riesgo 1' }).getByRole('row')).not.toHaveCount(1);
  await page.getByRole('button', { name: 'Terminar' }).click();
  await expect(page.getByText('Cotización creada correctamente')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/negociaciones/${body.data.id}/ver$`));
});

async function choosePlaceIn(page: Page, scope: Locator) {
  await chooseIn(scope, page, 'Provincia', 'Santa Fe');
  await chooseIn(scope, page, 'Departamento', 'General López', true);
  const city = scope.getByRole('combobox', { name: 'Localidad' });
  await expect(city).toBeEnabled();
  await city.fill('Rufino');
  await page.getByRole('option', { name: /^Rufino \(CP \d+\)$/ }).click();
}
