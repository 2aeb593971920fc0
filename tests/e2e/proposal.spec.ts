// The proposal journey (docs/rules/proposals.md): a producer with sendProposal
// opens the form from the accepted card of a Sancor quotation, meets the form's error dialog,
// files it and reads the management system's numbers on the detail.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, openAs } from './helpers';

async function acceptedSancorQuotation(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const zones = (await (await request.get('/api/zones/provinces/82', { headers, params: { 'filter[company]': 1 } })).json()).data.zones;
  const zone = zones.find((z: { description: string }) => z.description === 'General López');
  const client = (await (await request.get('/api/clients', { headers, params: { perPage: 1 } })).json()).data.clients[0];
  const created = await request.post('/api/negotiations', {
    headers,
    data: {
      client_id: client.id,
      state: 'initiated',
      type: 'grouped',
      is_confirmed: 1,
      payment_method_id: 1,
      rate_option_id: 1,
      fd_filter: 'ambos',
      modules: [1],
      risks: [
        {
          zone_id: zone.id,
          crop_id: 1,
          company_id: 1,
          number_of_hectares: '150',
          hectare_price: '30',
          hectare_price_currency_id: 1,
          discount: '0',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, number } = (await created.json()).data;
  const detail = (await (await request.get(`/api/negotiations/${id}`, { headers })).json()).data;
  const quotation = detail.risks[0].quotations[0];
  expect((await request.put(`/api/quotations/${quotation.id}/accept`, { headers, data: {} })).ok()).toBeTruthy();
  return { id, number };
}

test('a producer files the proposal of an accepted Sancor quotation and sees its numbers', async ({ page, request }) => {
  const { id, number } = await acceptedSancorQuotation(request, await apiToken(request, 'productor'));
  await openAs(page, 'productor', `/admin/negociaciones/${id}/ver`);
  await expect(page.getByRole('heading', { name: `Cotización #${number}` })).toBeVisible();
  const block = page.getByRole('region', { name: /^Riesgo / }).first();
  await block.getByRole('tab', { name: 'Solicitud aceptada' }).click();
  await block.getByRole('link', { name: 'Nueva propuesta' }).click();

  const form = page.getByRole('form', { name: 'Nueva propuesta' });
  await expect(form.getByLabel('Número de productor')).toBeDisabled();
  await expect(form.getByLabel('Número de productor')).toHaveValue('40527');
  await expect(form.getByLabel('Kilómetros')).toHaveValue('1');

  // Without a locality: the spec's dialog lists what to correct.
  await form.getByRole('button', { name: 'Guardar' }).click();
  const problems = page.getByRole('dialog', { name: 'Hay campos incorrectos.' });
  await expect(problems).toContainText('Corregir los siguientes campos');
  await expect(problems).toContainText('Localidad vacia');
  await expect(problems).toContainText('Kilometros vacio');
  await problems.getByRole('button', { name: 'Aceptar' }).click();

  await form.getByLabel('Localidad').fill('Rufino');
  await page.getByRole('option', { name: /Rufino/ }).click();
  await expect(form.getByLabel('Código postal')).toHaveValue('6100');
  await form.getByLabel('Kilómetros').fill('12');
  await expect(form.getByLabel('Ubicación')).toHaveValue('a 12 KM al Norte de Rufino');
  await form.getByRole('button', { name: 'Guardar' }).click();

  const done = page.getByRole('dialog', { name: 'Listo!' });
  await expect(done).toContainText(/La propuesta \d+ fue cargada de forma exitosa en el sistema externo\./);
  const management = (await done.textContent())!.match(/La propuesta (\d+)/)![1]!;
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/negociaciones/${id}/ver`));
  await page
    .getByRole('region', { name: /^Riesgo / })
    .first()
    .getByRole('tab', { name: 'Solicitud aceptada' })
    .click();
  await expect(page.getByRole('heading', { name: 'Propuesta' })).toBeVisible();
  await expect(page.getByText(`N° de gestión: ${management}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nueva propuesta' })).toHaveCount(0);
});
