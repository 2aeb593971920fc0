// The quotation detail a broker can trust (issue 17): 403 and 404 at once, the reason instead of a
// form or a document that cannot exist, a history in Spanish, rejecting with a confirmation, the
// accepted tab after an accept, quotations as cards on a phone (detail and wizard preview), no
// serious axe finding on accepted, rejected, recalculated and advanced rows, and the lists'
// 'Productor' and 'Estado' filters kept in the URL.
import { type APIRequestContext, type Page } from '@playwright/test';
import { axeBuilder, WCAG_TAGS } from './axe';
import { expect, test } from './fixtures';
import { negotiationPayload, riskPayload } from '../../server/testing/negotiations';
import { apiToken, login, nextStep, openAs, signOut } from './helpers';
import { settle } from './settle';

const FORBIDDEN = 'No tiene los permisos para acceder a esta sección.';
const NOT_FOUND = 'La sección a la cual quiere acceder no existe.';
const PHONE = { width: 390, height: 844 };

type Quotation = { id: number; status: string; rate: { module: { description: string; companyId: number } } };
type Detail = { id: number; number: number; risks: { id: number; quotations: Quotation[] }[] };

/** The API as a demo user. */
async function apiAs(request: APIRequestContext, user: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, user)}` };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const res = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method.toUpperCase()} ${path} as ${user}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return ((await res.json()) as { data: unknown }).data;
  };
  return {
    headers,
    get: <T>(path: string) => call('get', path) as Promise<T>,
    post: <T>(path: string, data: unknown) => call('post', path, data) as Promise<T>,
    put: <T>(path: string, data?: unknown) => call('put', path, data ?? {}) as Promise<T>,
  };
}
type Api = Awaited<ReturnType<typeof apiAs>>;

/** A Sancor department of Santa Fe by name. */
async function zoneId(api: Api, name: string) {
  const { zones } = await api.get<{ zones: { id: number; description: string; companyId: number }[] }>('/api/zones/provinces/82');
  const zone = zones.find((z) => z.description === name && z.companyId === 1);
  if (!zone) throw new Error(`no zone ${name}`);
  return zone.id;
}

/** A risk of the demo catalog (server/testing/negotiations.ts): 100 ha at 30 QQ, 5 % discount. */
const risk = (zone: number, over: Record<string, unknown> = {}) => riskPayload(zone, { addons: [], ...over });

/** The wizard's payload for the user's first client, Granizo + Incendio and Granizo of Sancor. */
async function payloadFor(api: Api, risks: object[]) {
  const { clients } = await api.get<{ clients: { id: number }[] }>('/api/clients?perPage=1');
  return negotiationPayload(clients[0]!.id, risks, { modules: [1, 2] });
}

/** A finished grouped quotation of those. */
async function quote(api: Api, risks: object[]) {
  const payload = await payloadFor(api, risks);
  const saved = await api.post<{ id: number }>('/api/negotiations', payload);
  return { payload, detail: await api.get<Detail>(`/api/negotiations/${saved.id}`) };
}

async function seriousAxe(page: Page, where: string) {
  const axe = await axeBuilder(page);
  const { violations } = await axe.withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${where}: ${v.id} at ${n.target.join(' ')}: ${n.html.slice(0, 140)}`));
}

test("another producer's quotation says 403 and a missing one 404 at once, each after one request", async ({ page, request }) => {
  const other = await apiAs(request, 'productor2');
  const { negotiations } = await other.get<{ negotiations: { id: number }[] }>('/api/negotiations?filter[is_confirmed]=1&perPage=1');
  await login(page, 'productor');
  for (const [id, text] of [
    [negotiations[0]!.id, FORBIDDEN],
    [999999, NOT_FOUND],
  ] as const) {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/negotiations/${id}`) asked.push(r.url());
    });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/negotiations/${id}`);
    await page.goto(`/admin/negociaciones/${id}/ver`);
    await answered;
    await expect(page.getByText(text)).toBeVisible({ timeout: 1000 });
    await page.waitForTimeout(1500); // a retry would ask again within this time
    expect(asked).toHaveLength(1);
  }
});

test('the reason instead of a proposal form or a PDF that cannot exist; the proposal form only for who may send one', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'productor');
  const lopez = await zoneId(api, 'General López');
  const { detail } = await quote(api, [risk(lopez)]);
  const open = detail.risks[0]!.quotations[0]!;
  await openAs(page, 'productor', `/admin/cotizacion/${open.id}/propuesta?negociacion=${detail.id}`);
  await expect(page.getByText('Solo una cotización aceptada o anticipada pasa a propuesta.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nueva propuesta' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Volver a la cotización' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/negociaciones/${detail.id}/ver$`));

  // A request has nothing priced: no quotation PDF, and the card says why.
  const payload = await payloadFor(api, [risk(lopez)]);
  const req = await api.post<{ id: number }>('/api/negotiations', { ...payload, state: 'solicitud', is_confirmed: 0 });
  await page.goto(`/admin/negociaciones/${req.id}/ver`);
  const reports = page.getByRole('region', { name: 'Reportes' });
  await expect(reports).toContainText('La cotización no tiene coberturas cotizadas: no hay PDF para descargar.');
  await expect(reports.getByRole('button', { name: 'Descargar PDF' })).toHaveCount(0);

  // productor2 may not send proposals: the 403 page, not a form the server would refuse.
  const other = await apiAs(request, 'productor2');
  const { negotiations } = await other.get<{ negotiations: { id: number }[] }>('/api/negotiations?filter[is_confirmed]=1&perPage=1');
  const theirs = await other.get<Detail>(`/api/negotiations/${negotiations[0]!.id}`);
  await signOut(page);
  await openAs(page, 'productor2', `/admin/cotizacion/${theirs.risks[0]!.quotations[0]!.id}/propuesta?negociacion=${theirs.id}`);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
});

test('the history reads in Spanish: names, es-AR values with units, a creation in one line, nothing internal', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'productor');
  const lopez = await zoneId(api, 'General López');
  const caseros = await zoneId(api, 'Caseros');
  const { detail, payload } = await quote(api, [risk(lopez)]);
  const riskId = detail.risks[0]!.id;
  // The wizard's edit: another department, 7 % discount, wheat as second crop.
  await api.post(`/api/negotiations/${detail.id}`, {
    ...payload,
    risks: [risk(caseros, { id: riskId, discount: '7', is_double_crop: 1, double_crop: { crop_id: 4, hectare_price: '20' } })],
  });
  await openAs(page, 'productor', `/admin/negociaciones/${detail.id}/ver`);
  const block = page.getByRole('region', { name: /^Riesgo / }).first();
  await expect(block).toContainText('100,00 ha · 30,00 QQ por ha · Descuento 7,00 %');
  await block.getByRole('tab', { name: 'Historial de cambios' }).click();
  const history = block.getByRole('table', { name: 'Historial de cambios' });
  for (const line of [
    'Departamento: General López → Caseros',
    'Descuento: 5,00 % → 7,00 %',
    'Doble cultivo: No → Sí',
    'Cultivo de segunda: - → Trigo',
    'Valor por ha. del doble cultivo: - → 20,00 QQ',
    'Lote de prueba, Soja en General López, 100,00 ha a 30,00 QQ por ha, descuento 5,00 %',
  ])
    await expect(history).toContainText(line);
  await expect(history.getByRole('row').filter({ hasText: 'Alta' })).toHaveCount(1);
  await expect(history).toContainText(/Cotizaciones: Granizo \+ Incendio \(/);
  const text = (await history.textContent()) ?? '';
  expect(text).not.toMatch(/doubleCropId|isDoubleCrop|createdAt|zoneId|cropId|negotiationId|\d{4}-\d\d-\d\dT|\[\d|\d\.\d\d →/);
});

test('reject asks first, an accept opens the accepted card, the rows pass axe, and a phone reads each quotation as a card', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, 'productor');
  const lopez = await zoneId(api, 'General López');
  const { detail } = await quote(api, [risk(lopez), risk(lopez, { crop_id: 2, number_of_hectares: '80' })]);
  await login(page, 'productor');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/negociaciones/${detail.id}/ver`);
  const first = page.getByRole('region', { name: /^Riesgo / }).nth(0);
  const second = page.getByRole('region', { name: /^Riesgo / }).nth(1);

  // Accept in the first risk: it opens on its accepted card at once, Valor in %, costs in quintals.
  const accepted = detail.risks[0]!.quotations[0]!;
  await first
    .getByRole('button', { name: `Aceptar ${accepted.rate.module.description}` })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: /^Aceptar / })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(first.getByRole('tab', { name: 'Solicitud aceptada', selected: true })).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Cotizacion aceptada' })).toBeVisible();
  await expect(first).toContainText(/Valor: \d+,\d\d % · Costo: [\d.]+,\d\d QQ · Costo por ha\.: \d+,\d\d QQ/);

  // Reject in the second: it asks first; Cancelar changes nothing, Confirmar keeps the comment.
  const rejectOne = second.getByRole('button', { name: /^Rechazar / }).first();
  await rejectOne.click();
  await page
    .getByRole('dialog', { name: /^Rechazar / })
    .getByRole('button', { name: 'Cancelar' })
    .click();
  await expect(second.getByRole('row').filter({ hasText: 'Rechazada' })).toHaveCount(0);
  await rejectOne.click();
  const dialog = page.getByRole('dialog', { name: /^Rechazar / });
  await dialog.getByLabel('Comentario (opcional)').fill('Prefiere otra cobertura');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(second.getByRole('row').filter({ hasText: 'Rechazada: Prefiere otra cobertura' })).toHaveCount(1);
  await second
    .getByRole('button', { name: /^Recotizar / })
    .first()
    .click();
  await expect(second.getByRole('row').filter({ hasText: 'Recotizada' })).toHaveCount(1);
  // The accepted one advanced (the advance mail without plans).
  const sent = await request.post(`/api/negotiations/${detail.id}/advances`, { headers: api.headers, multipart: {} });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  await page.reload();
  await settle(page);
  await expect(first.getByRole('heading', { name: 'Cotizacion anticipada' })).toBeVisible();

  // axe: the accepted card, then the rows (advanced, rejected, recalculated, open).
  const found = await seriousAxe(page, 'tarjeta anticipada');
  await first.getByRole('tab', { name: 'Cotizaciones' }).click();
  await expect(first.getByRole('row').filter({ hasText: 'Anticipada' })).toHaveCount(1);
  found.push(...(await seriousAxe(page, 'filas')));
  expect(found, found.join('\n')).toEqual([]);

  // A phone (the page opened there: react-admin's menu would stay open over it after a resize):
  // cards, every figure and action on screen without scrolling sideways.
  await page.setViewportSize(PHONE);
  await page.reload();
  await settle(page);
  const cards = second.getByRole('list', { name: /^Cotizaciones de / });
  await expect(cards).toBeVisible();
  await expect(second.getByRole('table')).toHaveCount(0);
  const open = cards
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Aceptar / }) })
    .first();
  for (const target of [
    open.getByText('Valor', { exact: true }),
    open.getByText('Costo', { exact: true }),
    open.getByRole('button', { name: /^Aceptar / }),
    open.getByRole('button', { name: /^Recotizar / }),
  ]) {
    const box = await target.boundingBox();
    expect(box && box.x + box.width, 'on screen').toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const phone = await seriousAxe(page, 'tarjetas a 390 px');
  expect(phone, phone.join('\n')).toEqual([]);
});

test("the wizard's preview on a phone: a card per quotation, the stepper's labels apart", async ({ page, request }) => {
  const api = await apiAs(request, 'productor');
  const { detail } = await quote(api, [risk(await zoneId(api, 'General López'))]);
  await page.setViewportSize(PHONE);
  await openAs(page, 'productor', `/admin/negociaciones/${detail.id}/editar`);
  await settle(page);
  const confirm = page.getByRole('button', { name: 'Si, editar!' });
  if (await confirm.count()) await confirm.click();
  for (let step = 0; step < 3; step++) {
    const labels = await page.locator('.MuiStepLabel-label').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
    for (let i = 1; i < labels.length; i++)
      expect(labels[i]!.left - labels[i - 1]!.right, `gap after label ${i}`).toBeGreaterThanOrEqual(4);
    await nextStep(page);
  }
  const cards = page.getByRole('list', { name: 'Vista previa del riesgo 1' });
  await expect(cards).toBeVisible();
  const card = cards.getByRole('listitem').first();
  await expect(card).toContainText(/Valor\s*\d+,\d\d %/);
  await expect(card).toContainText(/Costo\s*[\d.]+,\d\d QQ/);
  const box = await card.getByText('Costo por ha.', { exact: true }).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("a supervisor narrows the lists by 'Productor' and 'Estado', and the filtered list survives a reload", async ({ page, request }) => {
  // A request of the team, cancelled.
  const api = await apiAs(request, 'productor');
  const payload = await payloadFor(api, [risk(await zoneId(api, 'General López'))]);
  const cancelled = await api.post<{ id: number; number: number }>('/api/negotiations', {
    ...payload,
    state: 'solicitud',
    is_confirmed: 0,
  });
  await api.put(`/api/negotiations/${cancelled.id}/reject`);

  await openAs(page, 'supervisor', '/admin/negociaciones');
  await settle(page);
  await page.getByRole('combobox', { name: 'Productor' }).selectOption({ label: 'Juan Pablo Rossi' });
  await expect(page).toHaveURL(/filter=.*user/);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Aceptada' });
  await expect(page).toHaveURL(/filter=.*user.*state/);
  await settle(page);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Juan Pablo Rossi');
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await settle(page);
  await expect(page.getByRole('combobox', { name: 'Productor' })).toHaveValue(/\d+/);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('accepted');
  for (const row of (await rows.all()).slice(1)) await expect(row).toContainText('Juan Pablo Rossi');

  // Cancelled requests can be found, and show no 'Cotizar'.
  await page.goto('/admin/solicitudes');
  await settle(page);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Cancelada' });
  await expect(page).toHaveURL(/rejected/);
  await settle(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^${cancelled.number}\\b`) }) });
  await expect(row).toContainText('Cancelada');
  await row.getByRole('link').first().click();
  await expect(page.getByText('Estado: Cancelada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cotizar' })).toHaveCount(0);
});
