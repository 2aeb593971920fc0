// Clients: create, search, view, edit, delete, validation messages, ownership
// and the generic list (docs/rules/clients.md, docs/rules/ui.md#listas).
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { at } from '../support/present';
import { apiToken, choosePlace, invalidCuit, listTotal, login, openAs, signOut, uniqueTag, validCuit, type Place } from './helpers';

const FORBIDDEN = 'No tiene los permisos para acceder a esta sección.';
const EMPTY = 'No se encontraron resultados';

/** Total clients a user sees through the API. */
async function apiClientTotal(request: APIRequestContext, token: string, search?: string): Promise<number> {
  const res = await request.get('/api/clients', {
    headers: { authorization: `Bearer ${token}` },
    params: search ? { 'filter[search]': search } : {},
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).meta.total;
}

async function createThroughApi(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post('/api/clients', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Temporal',
      lastname: `Api ${uniqueTag()}`,
      cuit: validCuit('20'),
      address: 'Alem 1',
      location: 'Rufino',
      province: 'Santa Fe',
      cell: '3382123456',
      email: `${uniqueTag()}@example.com`,
      sancorId: '1',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id;
}

async function deleteThroughApi(request: APIRequestContext, token: string, id: number) {
  const res = await request.delete(`/api/clients/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Buscar cliente' });
  await box.fill(text);
}

/** The rows of the list body (header row excluded). */
const bodyRows = (page: Page) => page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');

interface ClientInput {
  name?: string;
  lastname: string;
  cuit: string;
  address: string;
  place: Place;
  cell: string;
  email: string;
  sancorId: string;
}

const RUFINO: Place = { province: 'Santa Fe', department: 'General López', locality: 'Rufino' };

async function fillClient(page: Page, c: Partial<ClientInput>) {
  if (c.cuit !== undefined) await page.getByLabel('CUIT').fill(c.cuit);
  if (c.name !== undefined) await page.getByLabel('Nombre').fill(c.name);
  if (c.lastname !== undefined) await page.getByLabel('Apellido').fill(c.lastname);
  if (c.address !== undefined) await page.getByLabel('Dirección').fill(c.address);
  if (c.place !== undefined) await choosePlace(page, c.place);
  if (c.cell !== undefined) await page.getByLabel('Celular').fill(c.cell);
  if (c.email !== undefined) await page.getByLabel('E-mail').fill(c.email);
  if (c.sancorId !== undefined) await page.getByLabel('Código de asegurado').fill(c.sancorId);
}

test.describe('a producer manages its clients', () => {
  test('create, find with an accent-insensitive search, view, edit and delete a client', async ({ page }) => {
    const tag = uniqueTag();
    const client: ClientInput = {
      name: `Prueba ${tag}`,
      lastname: 'Córdoba',
      cuit: validCuit('20'),
      address: 'San Martín 1234',
      place: { province: 'Santa Fe', department: 'General López', locality: 'Venado Tuerto' },
      cell: '3462123456',
      email: `${tag}@example.com`,
      sancorId: '7654321',
    };
    await login(page, 'productor');

    // create
    await page.goto('/admin/clientes');
    await page.getByRole('link', { name: 'Agregar' }).click();
    await expect(page).toHaveURL('/admin/clientes/nuevo');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Nuevo cliente' })).toBeVisible();
    await fillClient(page, client);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El cliente fue registrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clientes\/\d+\/ver$/);
    const showUrl = page.url();
    await expect(page.getByRole('heading', { name: new RegExp(`Córdoba.*${tag}|${tag}.*Córdoba`, 'i') })).toBeVisible();
    await expect(page.getByText(client.email, { exact: true })).toBeVisible();
    await expect(page.getByText('Venado Tuerto', { exact: true })).toBeVisible();

    // the list finds it, without accents and in lower case
    await page.goto('/admin/clientes');
    await search(page, `cordoba ${tag}`);
    await expect(bodyRows(page)).toHaveCount(1);
    const row = bodyRows(page).first();
    await expect(row).toContainText('Córdoba');
    await expect(row).toContainText(`Prueba ${tag}`);
    await expect(row).toContainText(client.email);
    // CUIT shown as 20-XXXXXXXX-X
    await expect(row).toContainText(`${client.cuit.slice(0, 2)}-${client.cuit.slice(2, 10)}-${client.cuit.slice(10)}`);

    // open it from the list
    await row.getByText('Córdoba').click();
    await expect(page).toHaveURL(showUrl);

    // edit a field: saving returns to the previous screen with the new value
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/admin\/clientes\/\d+\/editar$/);
    await expect(page.getByRole('combobox', { name: 'Localidad' })).toHaveValue('Venado Tuerto');
    await choosePlace(page, { province: 'Santa Fe', department: 'General López', locality: 'Firmat' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Los cambios fueron registrados.')).toBeVisible();
    await expect(page).toHaveURL(showUrl);
    await expect(page.getByText('Firmat', { exact: true })).toBeVisible();
    await expect(page.getByText('Venado Tuerto', { exact: true })).toHaveCount(0);

    // delete with confirmation
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('¿Estás seguro?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Si, eliminar!' }).click();
    await expect(page.getByText('El cliente fue eliminado correctamente.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clientes(\?.*)?$/);
    await search(page, tag);
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(bodyRows(page).filter({ hasText: tag })).toHaveCount(0);
  });

  test('"No" in the delete confirmation keeps the client', async ({ page, request }) => {
    const token = await apiToken(request, 'productor');
    const res = await request.get('/api/clients', { headers: { authorization: `Bearer ${token}` }, params: { perPage: '1' } });
    const [first] = (await res.json()).data.clients;
    await openAs(page, 'productor', `/admin/clientes/${first.id}/ver`);
    await expect(page.getByText(first.email, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(`/admin/clientes/${first.id}/ver`);
    expect((await request.get(`/api/clients/${first.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  });

  test('bad input shows the spec messages and creates nothing', async ({ page, request }) => {
    const token = await apiToken(request, 'productor');
    const tag = uniqueTag();
    const before = await apiClientTotal(request, token);
    await openAs(page, 'productor', '/admin/clientes/nuevo');
    await fillClient(page, {
      name: 'Mala',
      lastname: `Carga ${tag}`,
      cuit: invalidCuit('20'),
      address: 'Mitre 10',
      place: RUFINO,
      cell: '12',
      email: 'no-es-un-email',
      sancorId: '123',
    });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cuit inválido')).toBeVisible();
    await expect(page.getByText('Numero de teléfono inválido')).toBeVisible();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page).toHaveURL('/admin/clientes/nuevo');
    expect(await apiClientTotal(request, token)).toBe(before);
    expect(await apiClientTotal(request, token, tag)).toBe(0);
  });

  test('an empty form lists the required-field messages', async ({ page }) => {
    await openAs(page, 'productor', '/admin/clientes/nuevo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    for (const message of [
      'Apellido de cliente inválido',
      'Cuit inválido',
      'Dirección inválida',
      'Localidad inválida',
      'Provincia inválida',
      'Numero de teléfono inválido',
      'Email inválido',
      'Código de cliente inválido',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page).toHaveURL('/admin/clientes/nuevo');
  });

  test('a bad CUIT alone is rejected and a good one is accepted', async ({ page, request }) => {
    const token = await apiToken(request, 'productor');
    const tag = uniqueTag();
    await openAs(page, 'productor', '/admin/clientes/nuevo');
    await fillClient(page, {
      name: 'Ana',
      lastname: `Cuit ${tag}`,
      cuit: invalidCuit('27'),
      address: 'Italia 55',
      place: RUFINO,
      cell: '3382123456',
      email: `${tag}@example.com`,
      sancorId: '555',
    });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cuit inválido')).toBeVisible();
    await expect(page).toHaveURL('/admin/clientes/nuevo');
    expect(await apiClientTotal(request, token, tag)).toBe(0);

    await page.getByLabel('CUIT').fill(validCuit('27'));
    await expect(page.getByText('Cuit inválido')).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/admin\/clientes\/\d+\/ver$/);
    expect(await apiClientTotal(request, token, tag)).toBe(1);
    await deleteThroughApi(request, token, Number(page.url().split('/').at(-2)));
  });

  test('text inputs are trimmed and a long e-mail is cut in the list', async ({ page, request }) => {
    const token = await apiToken(request, 'productor');
    const tag = uniqueTag();
    const email = `${tag}.con.un.correo.bastante.largo@establecimiento-agricola.com.ar`;
    await openAs(page, 'productor', '/admin/clientes/nuevo');
    await fillClient(page, {
      name: '  Rosa  ',
      lastname: `  Largo ${tag}  `,
      cuit: validCuit('27'),
      address: '  Moreno 99  ',
      place: RUFINO,
      cell: '3382123456',
      email,
      sancorId: '  888  ',
    });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/admin\/clientes\/\d+\/ver$/);
    const id = Number(page.url().split('/').at(-2));
    await expect(page.getByText('Rufino', { exact: true })).toBeVisible();
    const saved = await (await request.get(`/api/clients/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(saved.data).toMatchObject({ name: 'Rosa', lastname: `Largo ${tag}`, address: 'Moreno 99', location: 'Rufino', sancorId: '888' });

    await page.goto('/admin/clientes');
    await search(page, tag);
    await expect(bodyRows(page)).toHaveCount(1);
    const cell = bodyRows(page).first().getByRole('cell').nth(4);
    // cut at 40 characters on screen; the whole address on hover and for screen readers
    await expect(cell.locator('[aria-hidden="true"]')).toHaveText(`${email.slice(0, 40)}…`);
    await expect(cell.locator('[title]')).toHaveAttribute('title', email);
    await expect(cell.getByText(email, { exact: true })).toBeAttached();
    await deleteThroughApi(request, token, id);
  });

  test('opening the edit page directly and saving shows the client', async ({ page, request }) => {
    const token = await apiToken(request, 'productor');
    const id = await createThroughApi(request, token);
    await openAs(page, 'productor', `/admin/clientes/${id}/editar`);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Editar cliente' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Provincia' }).click();
    await page.getByRole('option', { name: 'Córdoba', exact: true }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Los cambios fueron registrados.')).toBeVisible();
    await expect(page).toHaveURL(`/admin/clientes/${id}/ver`);
    await expect(page.getByText('Córdoba', { exact: true })).toBeVisible();
    await deleteThroughApi(request, token, id);
  });

  test("the server's 422 lands on its field: a CUIT another of the producer's clients has", async ({ page, request }) => {
    const token = await apiToken(request, 'productor');
    const id = await createThroughApi(request, token);
    const taken = (await (await request.get(`/api/clients/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).data.cuit;
    const tag = uniqueTag();
    await openAs(page, 'productor', '/admin/clientes/nuevo');
    await fillClient(page, {
      name: 'Otra',
      lastname: `Repetida ${tag}`,
      // pasted with dashes: the input keeps the digits
      cuit: `${taken.slice(0, 2)}-${taken.slice(2, 10)}-${taken.slice(10)}`,
      address: 'Alem 2',
      place: RUFINO,
      cell: '3382123456',
      email: `${tag}@example.com`,
      sancorId: '2',
    });
    await expect(page.getByLabel('CUIT')).toHaveValue(taken);
    await page.getByRole('button', { name: 'Guardar' }).click();
    // under 'Ocurrió un error de validación.' and under the CUIT input
    const list = page.getByTestId('validation-errors');
    await expect(list).toContainText('Ocurrió un error de validación.');
    await expect(list).toContainText('Ya existe un cliente con ese CUIT.');
    await expect(page.getByLabel('CUIT')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.ra-input-cuit').getByText('Ya existe un cliente con ese CUIT.')).toBeVisible();
    await expect(page).toHaveURL('/admin/clientes/nuevo');
    expect(await apiClientTotal(request, token, tag)).toBe(0);
    await deleteThroughApi(request, token, id);
  });

  test('a client that does not exist shows the 404 text', async ({ page }) => {
    await openAs(page, 'productor', '/admin/clientes/999999/ver');
    await expect(page.getByText('La sección a la cual quiere acceder no existe.')).toBeVisible();
  });

  test('a legal-person CUIT hides Nombre and asks for the Razón Social', async ({ page }) => {
    await openAs(page, 'productor', '/admin/clientes/nuevo');
    await expect(page.getByLabel('Nombre')).toBeVisible();
    await page.getByLabel('Nombre').fill('Juan');
    await page.getByLabel('CUIT').fill(validCuit('30'));
    await expect(page.getByLabel('Nombre')).toHaveCount(0);
    await expect(page.getByLabel('Razón Social')).toBeVisible();
    // back to a person: Nombre comes back, empty
    await page.getByLabel('CUIT').fill(validCuit('20'));
    await expect(page.getByLabel('Nombre')).toBeVisible();
    await expect(page.getByLabel('Nombre')).toHaveValue('');
    await expect(page.getByLabel('Apellido')).toBeVisible();
  });
});

test.describe('ownership', () => {
  test("a producer cannot open another producer's client", async ({ page, request }) => {
    const owner = await apiToken(request, 'productor');
    const res = await request.get('/api/clients', { headers: { authorization: `Bearer ${owner}` } });
    expect(res.ok()).toBeTruthy();
    const { clients } = (await res.json()).data;
    expect(clients.length).toBeGreaterThan(0);
    const foreign = clients[0];

    const other = await apiToken(request, 'productor2');
    const auth = { authorization: `Bearer ${other}` };
    expect((await request.get(`/api/clients/${foreign.id}`, { headers: auth })).status()).toBe(403);
    expect((await request.put(`/api/clients/${foreign.id}`, { headers: auth, data: { ...foreign, location: 'Otra' } })).status()).toBe(403);
    expect((await request.delete(`/api/clients/${foreign.id}`, { headers: auth })).status()).toBe(403);

    await openAs(page, 'productor2', `/admin/clientes/${foreign.id}/ver`);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
    await expect(page.getByText(foreign.email, { exact: true })).toHaveCount(0);

    await page.goto(`/admin/clientes/${foreign.id}/editar`);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
    await expect(page.getByLabel('CUIT')).toHaveCount(0);

    // nor find it in the list
    await page.goto('/admin/clientes');
    await search(page, foreign.lastname);
    await expect(page.getByText(EMPTY)).toBeVisible();
  });

  test('admin sees the clients of every producer', async ({ page, request }) => {
    const p1 = await apiToken(request, 'productor');
    const p2 = await apiToken(request, 'productor2');
    const total1 = await apiClientTotal(request, p1);
    const total2 = await apiClientTotal(request, p2);

    await openAs(page, 'productor', '/admin/clientes');
    expect(await listTotal(page)).toBe(total1);

    await signOut(page);
    await openAs(page, 'admin', '/admin/clientes');
    const adminTotal = await listTotal(page);
    expect(adminTotal).toBeGreaterThanOrEqual(total1 + total2);

    // one client of each producer, searched without accents
    await search(page, 'bianchi');
    await expect(bodyRows(page).filter({ hasText: 'Bianchi' }).first()).toBeVisible();
    await search(page, 'echeverria');
    await expect(bodyRows(page).filter({ hasText: 'Echeverría' }).first()).toBeVisible();
  });
});

test.describe('generic list', () => {
  test('the page-size selector offers 5, 10, 25 and 50 and pages the list', async ({ page }) => {
    await openAs(page, 'admin', '/admin/clientes');
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(10);
    await expect(page.getByText(`1-10 de ${total}`)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);

    await page.getByRole('combobox', { name: 'Filas por página' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText(['5', '10', '25', '50']);
    await options.filter({ hasText: /^5$/ }).click();
    await expect(page.getByText(`1-5 de ${total}`)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(5);

    await page.getByRole('button', { name: 'Ir a la página 2' }).click();
    await expect(page.getByText(`6-10 de ${total}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Última página' }).click();
    const lastFrom = Math.floor((total - 1) / 5) * 5 + 1;
    await expect(page.getByText(`${lastFrom}-${total} de ${total}`)).toBeVisible();
    // never more than 10 numbered page links
    await expect(
      page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name: /^(Ir a la )?[Pp]ágina \d+$/ }),
    ).toHaveCount(Math.min(10, Math.ceil(total / 5)));
  });

  test('the search waits for the user to stop typing (debounced about 1200 ms)', async ({ page }) => {
    await openAs(page, 'productor', '/admin/clientes');
    await expect(bodyRows(page).first()).toBeVisible();
    const searched: { url: string; at: number }[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/clients') && decodeURIComponent(req.url()).includes('search'))
        searched.push({ url: req.url(), at: Date.now() });
    });
    const box = page.getByRole('searchbox', { name: 'Buscar cliente' });
    const started = Date.now();
    await box.pressSequentially('bianchi', { delay: 50 });
    const typed = Date.now();
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Bianchi');
    // one request, for the whole word, about 1200 ms after the last key
    expect(searched).toHaveLength(1);
    const search = at(searched, 0, 'search request');
    expect(decodeURIComponent(search.url)).toContain('bianchi');
    expect(search.at - typed).toBeGreaterThanOrEqual(900);
    expect(search.at - started).toBeLessThan(5000);
  });

  test('a search without matches says "No se encontraron resultados"', async ({ page }) => {
    await openAs(page, 'productor', '/admin/clientes');
    await search(page, `zzz${uniqueTag()}`);
    await expect(page.getByText(EMPTY)).toBeVisible();
  });
});
