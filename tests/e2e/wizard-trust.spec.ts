// Issue 17 in the wizards, on the demo data as a producer and an admin use them: Terminar only after
// a good preview (a failed one keeps it disabled), the preview names a risk no rate prices and the
// rule that removed a discount, the producer's maximum discount, the double crop of the grouped
// wizard priced, focus on each step's heading, and a request opened in the wizard that names its
// department (never its id) under a top bar that says what the page is.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, chooseIn, fillRisk, login, nextStep as next, openAs, stepHeading } from './helpers';
import { settle } from './settle';

async function chooseClient(page: Page) {
  const client = page.getByRole('combobox', { name: 'Cliente' });
  await client.click();
  await page.getByRole('option').first().click();
}

async function settings(page: Page) {
  const form = page.locator('form');
  await chooseIn(form, page, 'Forma de pago', 'Financiado');
  await chooseIn(form, page, 'Opción de tasa', 'Prima con IVA');
}

test('grouped wizard: a failed preview keeps Terminar off; a risk no rate prices is named; the double crop and an ignored discount say what they are', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openAs(page, 'productor', '/admin/negociaciones/grupo');
  await expect(page.getByRole('heading', { level: 1, name: 'Cotizar varios riesgos' })).toBeVisible();
  await chooseClient(page);
  const soy = await fillRisk(page, 0, { province: 'Córdoba', zone: 'Río Cuarto', crop: 'Soja', hectares: '100', price: '30' });
  await expect(soy.getByText('Máximo 15,00 %')).toBeVisible();
  await soy.getByLabel('Doble cultivo').check();
  await chooseIn(soy, page, 'Cultivo de segunda', 'Trigo');
  await soy.getByLabel('Valor por hectárea del cultivo de segunda').fill('25');
  await page.getByRole('button', { name: 'Agregar riesgo' }).click();
  await fillRisk(page, 1, { province: 'Córdoba', zone: 'Marcos Juárez', crop: 'Cebada', hectares: '50', price: '20' });

  // Coberturas: focus on the step's heading; the double-crop coverage is offered to the double crop.
  await next(page);
  await expect(stepHeading(page, 2, 'Coberturas')).toBeFocused();
  await page.getByRole('checkbox', { name: /^Granizo \+ Incendio \(Básica\)/ }).check();
  await page.getByRole('checkbox', { name: /^Doble Cultivo Trigo \/ Soja de Segunda/ }).check();
  await next(page);
  await expect(stepHeading(page, 3, 'Configuraciones')).toBeFocused();
  await page.getByLabel('Descuento del riesgo 1').fill('20');
  await page.getByLabel('Descuento del riesgo 2').fill('5');
  await settings(page);
  await page.getByRole('button', { name: 'Siguiente' }).click(); // refused: the step stays
  await expect(page.getByTestId('step-messages')).toHaveText('El descuento no puede superar el máximo del productor (15,00 %).');
  await page.getByLabel('Descuento del riesgo 1').fill('12,345');
  await page.getByLabel('Descuento del riesgo 2').click();
  await expect(page.getByLabel('Descuento del riesgo 1')).toHaveValue('12,35');

  // The first preview fails (the server is down for a moment): the error, and no Terminar.
  let failOnce = true;
  const isPreview = (url: URL) => url.pathname === '/api/negotiations' && url.searchParams.get('preview') === '1';
  await page.route(isPreview, (route) => {
    if (!failOnce) return route.fallback();
    failOnce = false;
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Servicio no disponible.' }) });
  });
  await next(page);
  await expect(page.getByText('Ocurrió un error mientras estaba generando la vista previa.')).toBeVisible();
  await expect(page.getByText('ERROR 503: Servicio no disponible.')).toBeVisible();
  const terminar = page.getByRole('button', { name: 'Terminar' });
  await expect(terminar).toBeDisabled();

  // Back and forward: a good preview. The barley risk has no rate: named with why, Terminar stays off.
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(stepHeading(page, 3, 'Configuraciones')).toBeFocused();
  await next(page);
  const first = page.getByRole('table', { name: 'Vista previa del riesgo 1' });
  await expect(first).toBeVisible();
  await expect(first.getByRole('row').filter({ hasText: 'Doble Cultivo Trigo / Soja de Segunda' })).not.toHaveCount(0);
  await expect(first.getByText('Regla de Ignorar descuentos: provincia Córdoba, departamento Río Cuarto.').first()).toBeVisible();
  await expect(
    page.getByText(
      /^El riesgo 2 \(Cebada en Marcos Juárez\) no tiene ninguna cotización\. Granizo \+ Incendio: No tiene tasa para Cebada en Marcos Juárez\./,
    ),
  ).toBeVisible();
  await expect(terminar).toBeDisabled();

  // Without the barley risk the same quotation finishes, once.
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(stepHeading(page, 1, 'Cliente')).toBeFocused();
  await page.getByRole('button', { name: 'Quitar riesgo 2' }).click();
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByRole('table', { name: 'Vista previa del riesgo 1' })).toBeVisible();
  await expect(terminar).toBeEnabled();
  const finishes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/negotiations$/.test(r.url())) finishes.push(r.url());
  });
  await terminar.dblclick();
  await expect(page.getByText('Cotización creada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/negociaciones\/\d+\/ver$/);
  expect(finishes).toHaveLength(1);
});

test('a request opened in the wizard names its departments, never their ids, under a top bar that says what the page is', async ({
  page,
  request,
}) => {
  await login(page, 'productor');
  const token = await apiToken(request, 'productor');
  const list = await request.get('/api/negotiations?filter[state]=solicitud&filter[is_confirmed]=0&perPage=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await list.json()).data.negotiations as { id: number; number: number; risks: { zone: string }[] }[];
  const grouped = rows.find((r) => r.risks.length > 1)!;
  expect(grouped, 'a seeded request with two risks').toBeTruthy();
  await page.goto(`/admin/negociaciones/${grouped.id}/editar`);
  await expect(page.getByRole('heading', { level: 1, name: `Cotizar solicitud ${grouped.number}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Editar cotización' })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^Cotizar solicitud ${grouped.number} \\|`));
  for (const [i, r] of grouped.risks.entries()) {
    await expect(page.getByTestId(`risk-panel-${i}`).getByRole('combobox', { name: 'Departamento' })).toHaveValue(r.zone);
  }
  // Still the names once every list has arrived (settle: no request in flight, the page idle).
  await settle(page);
  for (const [i, r] of grouped.risks.entries()) {
    await expect(page.getByTestId(`risk-panel-${i}`).getByRole('combobox', { name: 'Departamento' })).toHaveValue(r.zone);
  }
});

test('editing a simple quotation keeps it simple', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'productor');
  const headers = { authorization: `Bearer ${token}` };
  const zones = (await (await request.get('/api/zones/provinces/82?filter[company]=1', { headers })).json()).data.zones as {
    id: number;
    description: string;
  }[];
  const clients = (await (await request.get('/api/clients?perPage=1', { headers })).json()).data.clients as { id: number }[];
  const created = await request.post('/api/simple-negotiations', {
    headers,
    data: {
      client_id: clients[0]!.id,
      type: 'simple',
      is_confirmed: 1,
      payment_method_id: 1,
      rate_option_id: 1,
      fd_filter: 'ambos',
      modules: [1],
      risks: [
        {
          company_id: 1,
          zone_id: zones.find((z) => z.description === 'General López')!.id,
          crop_id: 1,
          number_of_hectares: '120',
          hectare_price: '30',
          hectare_price_currency_id: 1,
          discount: '5',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const simple = (await created.json()).data as { id: number; number: number; type: string };
  expect(simple.type).toBe('simple');

  await openAs(page, 'productor', `/admin/negociaciones/${simple.id}/editar`);
  await expect(page.getByRole('heading', { level: 1, name: `Editar cotización ${simple.number}` })).toBeVisible();
  await expect(page.getByTestId('risk-panel-0').getByRole('combobox', { name: 'Departamento' })).toHaveValue('General López');
  await expect(page.getByRole('button', { name: 'Agregar riesgo' })).toHaveCount(0);
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByRole('table', { name: 'Vista previa del riesgo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Terminar' }).click();
  await expect(page.getByText('Cotización editada correctamente')).toBeVisible();
  const after = await request.get(`/api/negotiations/${simple.id}`, { headers });
  expect((await after.json()).data.type).toBe('simple');
});
