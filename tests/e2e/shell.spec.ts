// Sidebar per role, top bar, role gates and the client-request link
// (docs/rules/ui.md#menú-y-barra-superior, docs/rules/access.md#matriz-de-acceso).
import { expect, test } from './fixtures';
import { login, sidebar, openAs } from './helpers';

const FORBIDDEN = 'No tiene los permisos para acceder a esta sección.';

test.describe('sidebar per role', () => {
  test('admin sees the control panel, producers, clients, campaigns and coverages', async ({ page }) => {
    await login(page, 'admin');
    const menu = sidebar(page);
    for (const label of ['Panel de control', 'Productores', 'Clientes', 'Campañas', 'Coberturas', 'Cotizaciones', 'Solicitudes']) {
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Tu perfil', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Link de solicitud de cliente' })).toBeVisible();
    // settings link in the top bar (admin/sudo)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Configuraciones' })).toBeVisible();
  });

  test('supervisor sees producers but neither the panel nor campaigns and coverages', async ({ page }) => {
    await login(page, 'supervisor');
    const menu = sidebar(page);
    await expect(menu.getByRole('menuitem', { name: 'Productores', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Clientes', exact: true })).toBeVisible();
    for (const label of ['Panel de control', 'Campañas', 'Coberturas']) {
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Configuraciones' })).toHaveCount(0);
  });

  test('productor sees its profile, clients and user coverages, not campaigns or coverages', async ({ page }) => {
    await login(page, 'productor');
    const menu = sidebar(page);
    for (const label of ['Tu perfil', 'Clientes', 'Coberturas de Usuario', 'Cotizaciones', 'Solicitudes']) {
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
    }
    for (const label of ['Panel de control', 'Productores', 'Campañas', 'Coberturas']) {
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Configuraciones' })).toHaveCount(0);
  });

  test('productor2 (without the user-coverage flag) does not see "Coberturas de Usuario"', async ({ page }) => {
    await login(page, 'productor2');
    const menu = sidebar(page);
    await expect(menu.getByRole('menuitem', { name: 'Tu perfil', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Clientes', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Coberturas de Usuario' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Campañas', exact: true })).toHaveCount(0);
  });
});

test.describe('top bar', () => {
  test('shows the name of the current route', async ({ page }) => {
    await login(page, 'admin');
    const bar = page.getByRole('banner');
    await sidebar(page).getByRole('menuitem', { name: 'Clientes', exact: true }).click();
    await expect(page).toHaveURL('/admin/clientes');
    await expect(bar.getByRole('heading', { name: 'Clientes' })).toBeVisible();

    await sidebar(page).getByRole('menuitem', { name: 'Productores', exact: true }).click();
    await expect(page).toHaveURL('/admin/usuarios');
    await expect(bar.getByRole('heading', { name: 'Productores registrados' })).toBeVisible();

    // the back button returns to the previous screen of the app
    await bar.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL('/admin/clientes');
    await expect(bar.getByRole('heading', { name: 'Clientes' })).toBeVisible();

    // a page opened directly (bookmark, mail link) goes back to its section's list, not out of the app
    await page.goto('/admin/clientes/nuevo');
    await expect(bar.getByRole('heading', { name: 'Nuevo cliente' })).toBeVisible();
    await expect(page).toHaveTitle('Nuevo cliente | Cotizador de Seguros Agrícolas');
    await bar.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL('/admin/clientes');
  });

  test('the user menu opens the profile', async ({ page }) => {
    await login(page, 'productor');
    await page.getByRole('banner').getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Tu perfil' }).click();
    await expect(page).toHaveURL('/admin/perfil');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
  });
});

test.describe('role gates', () => {
  test('a producer going to the control panel ends on its profile', async ({ page }) => {
    await openAs(page, 'productor', '/admin/panel');
    await expect(page).toHaveURL('/admin/perfil');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
  });

  test('a producer going to the settings ends on its profile', async ({ page }) => {
    await openAs(page, 'productor2', '/admin/configuraciones');
    await expect(page).toHaveURL('/admin/perfil');
  });

  test('a producer going to coverages sees the 403 text', async ({ page }) => {
    await openAs(page, 'productor', '/admin/coberturas');
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
  });

  test('a supervisor may not open the producers of a user (admin only)', async ({ page }) => {
    await openAs(page, 'supervisor', '/admin/usuarios/4/productores');
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
  });

  test('the root and /admin go to the panel (a producer then to its profile)', async ({ page }) => {
    await openAs(page, 'productor2', '/');
    await expect(page).toHaveURL('/admin/perfil');
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/perfil');
  });

  test('an admin enters the control panel', async ({ page }) => {
    await openAs(page, 'admin', '/admin/panel');
    await expect(page).toHaveURL('/admin/panel');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Panel de control' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/panel');
  });
});

test.describe('client-request link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copying it says so and puts the link in the clipboard', async ({ page, baseURL }) => {
    await login(page, 'productor');
    await sidebar(page).getByRole('menuitem', { name: 'Link de solicitud de cliente' }).click();
    await expect(page.getByText('El link de solicitud de cliente fue copiado.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/solicitud-cliente`);
  });
});

test('who asks the system for less motion gets no transitions; the others keep them', async ({ page }) => {
  await openAs(page, 'admin', '/admin/clientes');
  const back = page.getByRole('button', { name: 'Volver' });
  const longest = () =>
    back.evaluate((el) =>
      Math.max(
        ...getComputedStyle(el)
          .transitionDuration.split(',')
          .map((d) => parseFloat(d)),
      ),
    );
  await page.emulateMedia({ reducedMotion: 'reduce' }); // as playwright.config.ts asks for every test
  expect(await longest()).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await longest()).toBeGreaterThan(0.1); // MUI's 250 ms
});
