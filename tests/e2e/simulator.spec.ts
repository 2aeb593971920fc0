// The payment simulator and the financing (docs/rules/simulator.md, docs/rules/financing.md): a producer with
// the simulator permission opens a negotiation with soy and wheat, changes a surcharge, reads the
// tabs, filters quotations, downloads the PDF and the Excel, and runs a financing of two crops;
// a producer without the permission is refused.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, openAs } from './helpers';

async function soyAndWheat(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  // every page: wherever the seed's negotiation falls in the list
  for (let page = 1; ; page++) {
    const list = await request.get('/api/negotiations', { headers, params: { 'filter[is_confirmed]': 1, perPage: 50, page } });
    const rows = (await list.json()).data.negotiations as { id: number }[];
    if (!rows.length) break;
    for (const row of rows) {
      const n = (await (await request.get(`/api/negotiations/${row.id}`, { headers })).json()).data;
      const risk = n.risks.find(
        (r: { crop: { id: number }; doubleCrop: { cropId: number } | null }) => r.crop.id === 4 && r.doubleCrop?.cropId === 1,
      );
      if (risk && risk.quotations.length) return { id: n.id as number, number: n.number as number };
    }
  }
  throw new Error('the demo seed has no quotation with wheat and soy');
}

test('a producer simulates a quotation, changes a surcharge, filters, downloads its files and runs a financing', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'productor');
  const { id, number } = await soyAndWheat(request, token);
  const card = (await (await request.get('/api/simulator-parameters', { headers: { authorization: `Bearer ${token}` } })).json()).data;

  await openAs(page, 'productor', `/admin/simulador/${id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`Cotización N° ${number}`) })).toBeVisible();
  const simulator = page.getByRole('table', { name: 'Simulador' });
  await expect(simulator).toContainText('Soja');
  await expect(simulator).toContainText('Trigo');
  await expect(page.getByRole('table', { name: 'Por cultivo y cobertura' })).toBeVisible();

  // Edit the soy surcharge: Guardar asks, then the simulation is run again with it and says so.
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Tasa de recargo Soja (%)').fill('5');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, aplicar' }).click();
  await expect(page.getByText('Parámetros modificados exitosamente.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(simulator.getByRole('row', { name: /Soja/ }).first()).toContainText('5,00 %');

  await page.getByRole('tab', { name: 'Pago Contado' }).click();
  await expect(page.getByRole('table', { name: 'Pago Contado' })).toContainText('Trigo');
  await expect(page.getByText('Ahorro total por cultivo ($ a cosecha)')).toBeVisible();

  await page.getByRole('tab', { name: 'Resumen' }).click();
  await page
    .getByRole('checkbox', { name: /Incluir cotización/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Filtrar Cotizaciones' }).click();
  await expect(page.getByRole('button', { name: 'Mostrar Cotizaciones' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Resumen' }).getByRole('row')).toHaveCount(2);

  await page.getByRole('tab', { name: 'Resumen' }).click();
  await page.getByRole('button', { name: 'Mostrar Cotizaciones' }).click();
  await expect(page.getByRole('button', { name: 'Filtrar Cotizaciones' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Valores Externos' }).click();
  const rofex = page.getByRole('table', { name: 'Valores del ROFEX' });
  await expect(rofex).toContainText('Soja a mayo (U$S/QQ)');
  for (const crop of ['Soja', 'Maíz', 'Trigo']) await expect(rofex).toContainText(`Dólar futuro ${crop}`);

  await page.getByRole('tab', { name: 'Exportar' }).click();
  for (const [button, ext] of [
    ['Descargar PDF', 'pdf'],
    ['Descargar Excel', 'xlsx'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    expect((await download).suggestedFilename()).toBe(`Simulación ${number}.${ext}`);
  }

  await page.getByRole('tab', { name: 'Financiación' }).click();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeHidden();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Revise los datos ingresados.')).toBeVisible();
  await page.getByLabel('Capital ($)').fill('1000000');
  for (const [crop, date] of [
    ['Soja', card.soyCropDate],
    ['Trigo', card.wheatCropDate],
  ] as const) {
    await page.getByRole('checkbox', { name: crop }).check();
    const form = page.getByRole('region', { name: `Parámetros ${crop}` });
    await form.getByLabel(`TNA pesos (%) ${crop}`).fill('40');
    await form.getByLabel(`TNA dólares (%) ${crop}`).fill('5');
    await form.getByLabel(`Vencimiento del cultivo ${crop}`).fill(date);
    await expect(form.getByLabel(`Vencimiento del dólar ${crop}`)).toHaveValue(date);
    await expect(form.getByLabel(`Interés ${crop}`)).not.toHaveValue('');
    await form.getByRole('button', { name: 'Agregar' }).click();
    await expect(form.getByRole('button', { name: 'Eliminar' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('region', { name: 'Financiación Soja' })).toContainText('Total a pagar al vencimiento');
  // a new financing starts from no crop
  await expect(page.getByRole('checkbox', { name: 'Soja' })).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Financiación Trigo' })).toContainText('Tasa bullet en QQ');
  // from the keyboard: a click here was lost twice under load (cause not found, even after the
  // screen settled); what this checks is the toggle
  const showParameters = page.getByRole('button', { name: 'Mostrar parámetros' });
  await expect(showParameters).toHaveAttribute('aria-expanded', 'false');
  await showParameters.press('Enter');
  await expect(showParameters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/dólar hoy \$/).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  expect((await download).suggestedFilename()).toBe('Financiación.pdf');
});

test('the saving of one crop is drawn from zero, amounts with their unit', async ({ page, request }) => {
  const token = await apiToken(request, 'productor');
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/negotiations', { headers, params: { 'filter[is_confirmed]': 1, perPage: 50 } })).json()).data
    .negotiations as { id: number; risks: { crop: string }[] }[];
  const oneCrop = list.find((n) => n.risks.length > 0 && new Set(n.risks.map((r) => r.crop)).size === 1 && n.risks[0]!.crop === 'Soja');
  expect(oneCrop, 'a negotiation of soy alone').toBeDefined();
  await openAs(page, 'productor', `/admin/simulador/${oneCrop!.id}`);
  await expect(page.getByRole('table', { name: 'Simulador' })).toContainText('QQ');
  await page.getByRole('tab', { name: 'Pago Contado' }).click();
  await expect(page.getByRole('table', { name: 'Pago Contado' })).toContainText(/\$ \d/);
  // the value axis (its ticks are the numeric ones) runs from zero to the saving, not around it
  const ticks = page.locator('svg text.recharts-cartesian-axis-tick-value').filter({ hasText: /^-?[\d.]+$/ });
  await expect(ticks.filter({ hasText: /^0$/ })).toHaveCount(1);
  expect((await ticks.allTextContents()).length).toBeGreaterThan(2);
});

test("a producer with the simulator opening another producer's negotiation reads the app's permission text", async ({ page, request }) => {
  const admin = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const users = (await (await request.get('/api/all-users', { headers: admin })).json()).data.users as {
    id: number;
    username?: string;
    name: string;
  }[];
  const me = (
    await (await request.get('/api/user', { headers: { authorization: `Bearer ${await apiToken(request, 'productor2')}` } })).json()
  ).data as { id: number };
  expect(users.some((u) => u.id === me.id)).toBe(true);
  const theirs = (
    await (
      await request.get('/api/negotiations', { headers: admin, params: { 'filter[is_confirmed]': 1, 'filter[user]': me.id, perPage: 1 } })
    ).json()
  ).data.negotiations as { id: number }[];
  expect(theirs.length, "a quotation of productor2's").toBeGreaterThan(0);
  await openAs(page, 'productor', `/admin/simulador/${theirs[0]!.id}`);
  await expect(page.getByText('No tiene los permisos para acceder a esta sección.')).toBeVisible();
  await expect(page.getByText(/No se pudo simular/)).toHaveCount(0);
});

test('a producer without the simulator permission is refused', async ({ page, request }) => {
  const { id } = await soyAndWheat(request, await apiToken(request, 'productor'));
  await openAs(page, 'productor2', `/admin/simulador/${id}`);
  await expect(page.getByText('No tiene permiso para ver esta página')).toBeVisible();
});
