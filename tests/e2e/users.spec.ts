// Producers: create, assign clients, supervise, delete; what the producer sees afterwards
// (docs/rules/users.md).
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, choosePlace, listTotal, login, uniqueTag, validCuit, openAs } from './helpers';
import { settle } from './settle';

const PASSWORD = 'clave-segura-1';

async function createClientThroughApi(request: APIRequestContext, token: string, lastname: string): Promise<number> {
  const res = await request.post('/api/clients', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Asignable',
      lastname,
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

/** A producer created by the admin through the API; returns its id and username. */
async function createProducerThroughApi(request: APIRequestContext, token: string, tag: string) {
  const username = `p${tag}`;
  const res = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Temporal',
      lastname: `Productor ${tag}`,
      cuit: validCuit('20'),
      address: 'Mitre 10',
      location: 'Casilda',
      province: 'Santa Fe',
      office: 'Agencia Casilda',
      fileNumber: '1234',
      sancorId: '4321',
      cell: '3464123456',
      email: `${username}@example.com`,
      username,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).data.id as number, username };
}

async function logout(page: Page) {
  await page.goto('/logout');
  await expect(page.getByText('Tu sesión fue cerrada.')).toBeVisible();
}

const field = (page: Page, label: RegExp) => page.getByLabel(label);

test('an admin creates a producer, assigns it clients and a supervisor; the producer sees only those clients', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const adminToken = await apiToken(request, 'admin');
  const clientNames = [`Cliente ${tag} uno`, `Cliente ${tag} dos`];
  for (const name of clientNames) await createClientThroughApi(request, adminToken, name);

  await openAs(page, 'admin', '/admin/usuarios');
  await expect(page.getByTestId('route-title')).toHaveText('Productores registrados');
  await page.getByRole('link', { name: 'Agregar nuevo' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios\/nuevo$/);

  const username = `u${tag}`;
  await field(page, /^Nombre/).fill('Lucía');
  await field(page, /^Apellido/).fill(`Gómez ${tag}`);
  await field(page, /^CUIT/).fill(validCuit('27'));
  await field(page, /^Dirección/).fill('Mitre 120');
  await choosePlace(page, { province: 'Santa Fe', department: 'General López', locality: 'Venado Tuerto' });
  await field(page, /^Oficina/).fill('Agencia Venado');
  await field(page, /^Legajo/).fill('7781');
  await field(page, /^Código Sancor/).fill('55123');
  await field(page, /^Celular/).fill('123');
  await field(page, /^E-mail/).fill(`${username}@example.com`);
  await field(page, /^Usuario/).fill(username);
  await field(page, /^Clave/).fill(PASSWORD);
  await field(page, /^Confirmación de clave/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'Sancor', exact: true }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Numero de teléfono inválido')).toBeVisible();
  await field(page, /^Celular/).fill('3462123456');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El productor fue registrado.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/usuarios\/\d+\/ver$/);
  const producerId = Number(page.url().match(/usuarios\/(\d+)\/ver/)![1]);
  await expect(page.getByRole('heading', { name: `Lucía Gómez ${tag}` })).toBeVisible();

  // Assign the two clients.
  await page.getByRole('link', { name: 'Asignar clientes' }).click();
  await expect(page).toHaveURL(`/admin/usuarios/${producerId}/clientes`);
  await page.getByRole('searchbox', { name: 'Buscar cliente sin asignar' }).fill(tag);
  for (const name of clientNames) {
    const button = page.getByRole('button', { name: `Asignar ${name}, Asignable` });
    await expect(button).toBeVisible();
    await button.click();
    await expect(button).toHaveCount(0);
  }
  for (const name of clientNames) await expect(page.getByRole('button', { name: `Quitar ${name}, Asignable` })).toBeVisible();

  // Remove and add again one of them: both lists follow.
  await page.getByRole('button', { name: `Quitar ${clientNames[1]}, Asignable` }).click();
  await expect(page.getByRole('button', { name: `Asignar ${clientNames[1]}, Asignable` })).toBeVisible();
  await page.getByRole('button', { name: `Asignar ${clientNames[1]}, Asignable` }).click();
  await expect(page.getByRole('button', { name: `Quitar ${clientNames[1]}, Asignable` })).toBeVisible();

  // Make 'supervisor' (demo user 3) supervise the new producer.
  await page.goto('/admin/usuarios/3/ver');
  await expect(page.getByRole('heading', { name: 'Productores a cargo' })).toBeVisible();
  await settle(page); // the lists above the link load and grow: a click while they do would miss it
  await page.getByRole('link', { name: 'Asignar productores' }).click();
  await expect(page).toHaveURL('/admin/usuarios/3/productores');
  const available = page.getByRole('list', { name: 'Productores disponibles' });
  await page.getByRole('searchbox', { name: 'Buscar en Productores disponibles' }).fill(tag);
  await available.getByRole('button', { name: `Agregar Lucía Gómez ${tag}` }).click();
  await expect(page.getByRole('list', { name: 'Productores supervisados' }).getByText(`Lucía Gómez ${tag}`)).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Los cambios fueron registrados.')).toBeVisible();
  await expect(page).toHaveURL('/admin/usuarios/3/ver');
  await expect(page.getByRole('table').filter({ hasText: `Lucía Gómez ${tag}` })).toBeVisible();

  // The supervisor now lists it among its producers.
  await logout(page);
  await openAs(page, 'supervisor', '/admin/usuarios');
  await page.getByRole('searchbox', { name: 'Buscar productor' }).fill(tag);
  await expect(page.getByRole('cell', { name: `Lucía Gómez ${tag}` })).toBeVisible();

  // The producer logs in and sees exactly its two clients.
  await logout(page);
  await login(page, username, PASSWORD);
  await page.goto('/admin/clientes');
  expect(await listTotal(page)).toBe(2);
  for (const name of clientNames) await expect(page.getByText(name)).toBeVisible();
  // and may not enter the producers' screens
  await page.goto('/admin/usuarios');
  await expect(page.getByText('No tiene los permisos para acceder a esta sección.')).toBeVisible();
});

test('an admin deletes a producer; its login then says "Usuario Eliminado"', async ({ page, request }) => {
  const tag = uniqueTag();
  const adminToken = await apiToken(request, 'admin');
  const producer = await createProducerThroughApi(request, adminToken, tag);

  await openAs(page, 'admin', `/admin/usuarios/${producer.id}/ver`);
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('¿Estás seguro?')).toBeVisible();
  await expect(dialog.getByText('Luego de esto, no podrás deshacer los cambios.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Si, eliminar!' }).click();
  await expect(page.getByText('El productor fue eliminado correctamente.')).toBeVisible();
  await expect(page).toHaveURL('/admin/usuarios');

  await page.goto(`/admin/usuarios/${producer.id}/ver`);
  await expect(page.getByText('Productor Eliminado')).toBeVisible();

  await logout(page);
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(producer.username);
  await page.getByLabel('Clave').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Usuario Eliminado');
  await expect(page).toHaveURL(/\/login/);
});

test('the logo card rejects a file that is not an image and stores an image', async ({ page }) => {
  await openAs(page, 'admin', '/admin/usuarios/5/ver');
  const input = page.getByLabel('Archivo de logo');
  await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(page.getByText('El archivo (notas.txt) no es una imagen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  // 1x1 PNG
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El logo fue registrado.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo del productor' })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar logo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Si, eliminar!' }).click();
  await expect(page.getByRole('dialog').getByText('El logo fue eliminado.')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Listo!')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Sin logo')).toBeVisible();
});
