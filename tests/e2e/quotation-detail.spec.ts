// The quotation detail (quotation-area.md 2 'Quotation detail', 4): a producer accepts one
// quotation with a comment, recalculates another, updates a risk and reads its history; a second
// producer cannot open it; its supervisor deletes it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, login } from './helpers';

const FORBIDDEN = 'No tiene los permisos para acceder a esta sección.';

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

interface SeededRisk {
  id: number;
  quotations: { id: number; status: string; rate: { module: { description: string } } }[];
}

/** An initiated quotation of the producer whose first risk has at least two open quotations of different coverages. */
async function openQuotation(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/negotiations', {
    headers,
    params: { 'filter[is_confirmed]': 1, 'filter[state]': 'initiated', perPage: 50 },
  });
  expect(list.ok()).toBeTruthy();
  for (const row of (await list.json()).data.negotiations as { id: number }[]) {
    const one = await request.get(`/api/negotiations/${row.id}`, { headers });
    const n = (await one.json()).data as { id: number; number: number; client: { deletedAt: string | null }; risks: SeededRisk[] };
    const risk = n.risks[0];
    const names = new Set(risk?.quotations.map((q) => q.rate.module.description));
    if (n.client.deletedAt || !risk || names.size < 2 || risk.quotations.some((q) => q.status !== 'initiated')) continue;
    return { id: n.id, number: n.number, risk };
  }
  throw new Error('the demo seed has no open quotation with two coverages on a risk');
}

test('a producer acts on a quotation, another cannot open it, the supervisor deletes it', async ({ page, request }) => {
  const token = await apiToken(request, 'productor');
  const { id, number, risk } = await openQuotation(request, token);
  const [first, second] = [...new Set(risk.quotations.map((q) => q.rate.module.description))] as [string, string];
  const url = `/admin/negociaciones/${id}/ver`;

  await login(page, 'productor');
  await page.goto(url);
  await expect(page.getByRole('heading', { name: `Cotización #${number}` })).toBeVisible();
  const block = page.getByRole('region', { name: /^Riesgo / }).first();
  await expect(block.getByRole('tab', { name: 'Cotizaciones', selected: true })).toBeVisible();

  // Recalculate one: its status becomes 'Recotizada'.
  await block
    .getByRole('button', { name: `Recotizar ${second}` })
    .first()
    .click();
  await expect(page.getByText('La cotización fue recotizada.')).toBeVisible();
  await expect(block.getByRole('row', { name: literally(second) }).first()).toContainText('Recotizada');

  // Update the risk's hectares: 'Listo!' and the figures shown again.
  await block.getByRole('button', { name: 'Actualizar datos del riesgo' }).click();
  const form = block.getByRole('form', { name: /Datos del riesgo/ });
  await form.getByLabel('Cantidad de hectáreas').fill('123,5');
  await form.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByRole('dialog', { name: 'Listo!' })).toContainText('Los datos del riesgo fueron actualizados.');
  await page.getByRole('dialog', { name: 'Listo!' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(block).toContainText('123,50 ha');

  // Accept another with a comment: the row turns 'Aceptada' and the risk's actions go.
  await block
    .getByRole('button', { name: `Aceptar ${first}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Aceptar ${first}` });
  await dialog.getByLabel('Comentario (opcional)').fill('Conforme el cliente');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('La cotización fue aceptada.')).toBeVisible();
  await expect(block.getByRole('row', { name: literally(first) }).first()).toContainText('Aceptada');
  await expect(block.getByRole('button', { name: /^Aceptar / })).toHaveCount(0);
  await expect(block.getByRole('button', { name: 'Actualizar datos del riesgo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);

  await block.getByRole('tab', { name: 'Solicitud aceptada' }).click();
  await expect(block.getByRole('heading', { name: 'Cotizacion aceptada' })).toBeVisible();
  await expect(block).toContainText('Conforme el cliente');

  // The history tab: the recalculation, the risk update and the acceptance.
  await block.getByRole('tab', { name: 'Historial de cambios' }).click();
  const history = block.getByRole('table', { name: 'Historial de cambios' });
  await expect(history).toContainText('Recotización');
  await expect(history).toContainText('Aceptación');
  await expect(history).toContainText('Modificación');

  // Another producer: the 403 page inside the layout.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'productor2');
  await page.goto(url);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();

  // The supervisor deletes it and is back on the list.
  await page.evaluate(() => localStorage.clear());
  await login(page, 'supervisor');
  await page.goto(url);
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('button', { name: 'Si, eliminar!' }).click();
  await expect(page.getByText('La cotización fue eliminada correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/negociaciones$/);
  const gone = await request.get(`/api/negotiations/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(gone.status()).toBe(404);
});
