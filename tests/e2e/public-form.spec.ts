// The public request form (docs/rules/client-request.md): a visitor
// sees the form's messages, solves the real ALTCHA captcha and sends two fields; an admin finds
// the request in /admin/solicitudes.
import { expect, test } from './fixtures';
import { login, validCuit } from './helpers';

test('a visitor sends the public form with the captcha; an admin finds the request', async ({ page, browser }) => {
  await page.goto('/solicitud-cliente');
  const form = page.getByRole('form', { name: 'Información del solicitante' });
  await expect(form.getByRole('heading', { name: 'Información del solicitante' })).toBeVisible();

  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form).toContainText('Nombre de usuario es requerido');
  await expect(form).toContainText('Cuit invalido');
  await expect(form).toContainText('Celular invalido');
  await expect(form).toContainText('Localidad inválido');
  await expect(form).toContainText('Cultivo inválido');
  await expect(form).toContainText('Resolvé la verificación antes de enviar.');

  const lastname = `Quiroga${Date.now() % 100000}`;
  await form.getByLabel('Nombre y apellido o razón social').fill(`Mariana ${lastname}`);
  await form.getByLabel('CUIT').fill(validCuit('27'));
  await form.getByLabel('Celular (10 dígitos)').fill('3462551234');
  await form.getByLabel('E-mail').fill('mariana@campo.com.ar');
  await form.getByLabel('Dirección').fill('Belgrano 450');
  await form.getByLabel('Localidad', { exact: true }).fill('Venado Tuerto');
  await form.getByLabel('Provincia').fill('Santa Fe');
  const first = form.getByRole('group', { name: 'Campo 1' });
  await first.getByLabel('Localidad del campo').fill('Rufino');
  await first.getByLabel('Cultivo').selectOption({ label: 'Soja' });
  await first.getByLabel('Cantidad de hectáreas').fill('250');
  await first.getByLabel('Valor por hectárea').fill('32,5');
  await form.getByRole('button', { name: 'Agregar otro campo' }).click();
  const second = form.getByRole('group', { name: 'Campo 2' });
  await second.getByLabel('Localidad del campo').fill('Casilda');
  await second.getByLabel('Cultivo').selectOption({ label: 'Trigo' });
  await second.getByLabel('Cantidad de hectáreas').fill('80');
  await second.getByLabel('Valor por hectárea').fill('900');
  await second.getByLabel('Moneda').selectOption({ label: 'Dólar (USD)' });

  await form.getByText('No soy un robot').click();
  await expect(form.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText(/Solicitud \d+ creada correctamente/)).toBeVisible();

  const admin = await browser.newPage();
  await login(admin, 'admin');
  await admin.goto('/admin/solicitudes');
  await expect(admin.getByRole('row', { name: new RegExp(lastname) })).toBeVisible();
  await admin.close();
});

test("'Enviar solicitud' stays put while the verification appears: a first tap on it is not lost", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // the widget's chunk held back, so the text shown while it loads can be measured too
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Captcha-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/solicitud-cliente');
  const send = page.getByRole('button', { name: 'Enviar solicitud' });
  const top = async () => (await send.boundingBox())!.y;
  const before = await top();
  await page.getByLabel('CUIT').focus();
  await expect(page.getByText('Cargando la verificación…')).toBeVisible();
  expect(await top()).toBeCloseTo(before, 0);
  release();
  await expect(page.getByText('No soy un robot')).toBeVisible();
  expect(await top()).toBeCloseTo(before, 0);
});
