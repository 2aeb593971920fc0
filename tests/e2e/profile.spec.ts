// 'Tu perfil' and its edit screen: preferred start page, password change, preferred
// coverages (docs/rules/users.md#perfil).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { at, present } from '../support/present';
import { apiToken, login, submitLogin, uniqueTag, validCuit, openAs } from './helpers';

const FIRST_PASSWORD = 'primera-clave-1';
const NEW_PASSWORD = 'segunda-clave-2';

async function logout(page: Page) {
  await page.goto('/logout');
  await expect(page.getByText('Tu sesión fue cerrada.')).toBeVisible();
}

test('a producer changes its start page and its password; the next login uses both', async ({ page, request }) => {
  const tag = uniqueTag();
  const username = `perfil${tag}`;
  const adminToken = await apiToken(request, 'admin');
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      name: 'Valeria',
      lastname: `Paz ${tag}`,
      cuit: validCuit('27'),
      address: 'Rivadavia 50',
      location: 'Marcos Juárez',
      province: 'Córdoba',
      office: 'Agencia Marcos Juárez',
      fileNumber: '3030',
      sancorId: '7070',
      cell: '3472123456',
      email: `${username}@example.com`,
      username,
      password: FIRST_PASSWORD,
      password_confirmation: FIRST_PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await login(page, username, FIRST_PASSWORD);
  await expect(page).toHaveURL('/admin/solicitudes'); // no preferred page yet
  await page.goto('/admin/perfil');
  await expect(page.getByTestId('route-title')).toHaveText('Tu perfil');
  await expect(page.getByText('Página predeterminada')).toBeVisible();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL('/admin/perfil/editar');

  // A producer editing itself: personal data and preferences, no flags nor account fields.
  await expect(page.getByLabel(/^CUIT/)).toBeVisible();
  await expect(page.getByLabel('Ver simulador')).toHaveCount(0);
  await expect(page.getByLabel('Pago en especie')).toHaveCount(0);
  await expect(page.getByLabel(/^Descuento máximo/)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Página de inicio preferida' }).click();
  await page.getByRole('option', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Guardar' }).first().click();
  await expect(page.getByText('Los cambios fueron registrados.')).toBeVisible();
  await expect(page).toHaveURL('/admin/perfil');
  await expect(page.getByText('Perfil', { exact: true })).toBeVisible();

  // Password: a mismatch, a wrong current password, then the change.
  await page.goto('/admin/perfil/editar');
  const card = page.getByRole('form', { name: 'Cambiar clave' });
  await card.getByLabel(/^Clave actual/).fill(FIRST_PASSWORD);
  await card.getByLabel(/^Nueva clave/).fill(NEW_PASSWORD);
  await card.getByLabel(/^Confirmación/).fill('otra-cosa-123');
  await card.getByRole('button', { name: 'Cambiar clave' }).click();
  await expect(card.getByText('Las claves no coinciden.')).toBeVisible();
  await card.getByLabel(/^Clave actual/).fill('no-es-la-clave');
  await card.getByLabel(/^Confirmación/).fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Cambiar clave' }).click();
  await expect(card.getByText('La clave actual es incorrecta.').first()).toBeVisible();
  await card.getByLabel(/^Clave actual/).fill(FIRST_PASSWORD);
  await card.getByRole('button', { name: 'Cambiar clave' }).click();
  await expect(page.getByText('La clave fue cambiada exitosamente.')).toBeVisible();

  await logout(page);
  await page.goto('/login');
  await submitLogin(page, username, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Credenciales incorrectas.');
  await submitLogin(page, username, NEW_PASSWORD);
  await expect(page).toHaveURL('/admin/perfil');
});

test('a producer picks its preferred coverages and sees them on its profile', async ({ page }) => {
  await openAs(page, 'productor2', '/admin/perfil/editar');
  const picker = page.getByRole('heading', { name: 'Coberturas preferidas' }).locator('..');
  const first = picker.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  const label = at(present(await picker.locator('label').first().textContent(), 'the label').split(' · '), 0);
  const wasChecked = await first.isChecked();
  await first.setChecked(!wasChecked);
  await picker.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Coberturas preferidas actualizadas.')).toBeVisible();
  await page.goto('/admin/perfil');
  const shown = page.getByRole('heading', { name: 'Coberturas preferidas' }).locator('..');
  if (wasChecked) await expect(shown.getByText(label, { exact: true })).toHaveCount(0);
  else await expect(shown.getByText(label, { exact: true })).toBeVisible();
});
