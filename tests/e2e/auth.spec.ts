// Login, start page, guard with redirect query, logout, password recovery and
// reset, and the 404 page (docs/rules/auth.md, docs/rules/ui.md#páginas-de-error).
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  apiToken,
  START_PAGES,
  type DemoUser,
  login,
  outboxSnapshot,
  resetLinkOf,
  submitLogin,
  waitForNewMail,
  signOut,
} from './helpers';

test.describe('login', () => {
  for (const [username, start] of Object.entries(START_PAGES) as [DemoUser, string][]) {
    test(`${username} logs in and lands on ${start}`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
      await submitLogin(page, username);
      await expect(page).toHaveURL(start);
      // the top bar names the start page
      const title = start === '/admin/negociaciones' ? 'Cotizaciones' : 'Solicitudes';
      await expect(page.getByRole('banner').getByRole('heading', { name: title })).toBeVisible();
    });
  }

  test('a wrong password says "Credenciales incorrectas." and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'productor', 'no-es-la-clave');
    await expect(page.getByRole('alert')).toHaveText('Credenciales incorrectas.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  });

  test('the login page links to password recovery', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: /olvidaste tu clave/i }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Recuperar clave' })).toBeVisible();
  });
});

/** What /login says when the app sent the user there because the server ended the session. */
const SESSION_ENDED = 'Tu sesión terminó. Ingresá nuevamente.';

test.describe('guard and logout', () => {
  test('an unauthenticated visit goes to login with a redirect query and returns after login', async ({ page }) => {
    await page.goto('/admin/clientes');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/admin/clientes');
    await expect(page.getByLabel('Usuario')).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0); // no session ended: there was none
    // productor would otherwise start on /admin/negociaciones
    await submitLogin(page, 'productor');
    await expect(page).toHaveURL('/admin/clientes');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Clientes' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar cliente' })).toBeVisible();
  });

  test('"Salir" in the user menu ends the session', async ({ page }) => {
    await login(page, 'productor2');
    await page.getByRole('banner').getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    // the session is gone: a protected page asks for login again
    await page.goto('/admin/clientes');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fclientes/);
    await expect(page.getByLabel('Usuario')).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0); // the user signed out: nothing to explain
  });

  test('a redirect query to an unknown or foreign place is ignored: the start page instead', async ({ page }) => {
    await page.goto('/login?redirect=%2Fno-existe');
    await submitLogin(page, 'productor');
    await expect(page).toHaveURL(START_PAGES.productor);

    await signOut(page);
    await page.goto('/login?redirect=https%3A%2F%2Fexample.com%2Fadmin%2Fclientes');
    await submitLogin(page, 'productor2');
    await expect(page).toHaveURL(START_PAGES.productor2);
  });

  test('a session that ends while using the app returns the user to where they were after login', async ({ page }) => {
    await login(page, 'productor');
    await page.goto('/admin/clientes');
    await expect(page.getByRole('searchbox', { name: 'Buscar cliente' })).toBeVisible();
    // the server forgets the token (expiry, revocation): the next request answers 401
    await page.evaluate(async () => {
      const token = localStorage.getItem('agro.token');
      await fetch('/api/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    });
    const first = page.getByRole('table').getByRole('link').first();
    const target = new URL((await first.getAttribute('href')) ?? '', page.url()).pathname;
    await first.click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);
    // not a silent bounce: the login page says why it is there
    await expect(page.getByRole('status')).toHaveText(SESSION_ENDED);
    await submitLogin(page, 'productor');
    await expect(page).toHaveURL(target);
    // said until the next sign-in: 'Salir' afterwards lands on a login page without it
    await page.getByRole('banner').getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  });

  test('the redirect query keeps the query string of the page', async ({ page }) => {
    await page.goto('/admin/clientes?page=2&perPage=5');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL('/admin/clientes?page=2&perPage=5');
    await expect(page.getByText(/^6-10 de \d+$/)).toBeVisible();
  });

  test('a signed-in user opening /login goes to its start page', async ({ page }) => {
    await login(page, 'productor');
    await page.goto('/login');
    await expect(page).toHaveURL(START_PAGES.productor);
  });

  test('/logout closes the session and links to login', async ({ page }) => {
    await login(page, 'productor');
    await page.goto('/logout');
    await expect(page.getByText('Tu sesión fue cerrada.')).toBeVisible();
    await page.getByRole('link', { name: 'Ingresar nuevamente' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/admin/perfil');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fperfil/);
  });

  test('an unknown section shows the 404 text', async ({ page }) => {
    await login(page, 'productor');
    await page.goto('/no-existe');
    await expect(page.getByText('La sección a la cual quiere acceder no existe.')).toBeVisible();
    await page.goto('/admin/clientes/no/existe/tampoco');
    await expect(page.getByText('La sección a la cual quiere acceder no existe.')).toBeVisible();
  });

  test('/404 and /403 are public pages with the spec texts', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByText('La sección a la cual quiere acceder no existe.')).toBeVisible();
    await page.goto('/403');
    await expect(page.getByText('No tiene los permisos para acceder a esta sección.')).toBeVisible();
  });
});

/** Forgot + reset through the API (restores a password after the UI test). */
async function resetThroughApi(request: APIRequestContext, username: string, password: string) {
  const before = outboxSnapshot();
  const res = await request.post('/api/forgot-password', { data: { email: username } });
  expect(res.ok()).toBeTruthy();
  const link = new URL(resetLinkOf(await waitForNewMail(before)));
  const reset = await request.post('/api/reset-password', {
    data: {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password,
      password_confirmation: password,
    },
  });
  expect(reset.ok(), await reset.text()).toBeTruthy();
}

test.describe('password recovery', () => {
  test('an unknown user says "Usuario no encontrado."', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Recuperar clave' })).toBeVisible();
    await page.getByLabel('Usuario / E-mail').fill('nadie-con-este-usuario');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Usuario no encontrado.');
  });

  test('a user gets a mail with a link, sets a new password and logs in with it', async ({ page, request }) => {
    const newPassword = 'NuevaClave-2024';
    const before = outboxSnapshot();
    try {
      await page.goto('/forgot-password');
      await page.getByLabel('Usuario / E-mail').fill('productor2');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByText('Chequea tu e-mail!')).toBeVisible();

      const link = resetLinkOf(await waitForNewMail(before));
      const url = new URL(link);
      expect(url.searchParams.get('token')).toBeTruthy();
      // open it on the server under test (same path and query)
      await page.goto(url.pathname + url.search);
      await expect(page.getByRole('heading', { name: 'Restablecer clave' })).toBeVisible();
      const email = page.getByLabel('E-mail');
      if (!(await email.inputValue())) await email.fill(url.searchParams.get('email') ?? '');
      await page.getByLabel('Nueva clave').fill(newPassword);
      await page.getByLabel('Confirmar clave').fill(newPassword);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Contraseña Actualizada')).toBeVisible();
      // then it goes to login by itself
      await expect(page).toHaveURL(/\/login/);

      // the old password no longer works, the new one does
      await submitLogin(page, 'productor2', DEMO_PASSWORD);
      await expect(page.getByRole('alert')).toHaveText('Credenciales incorrectas.');
      await submitLogin(page, 'productor2', newPassword);
      await expect(page).toHaveURL(START_PAGES.productor2);

      // the link works once: used again, it says the update failed
      await signOut(page);
      await page.goto(url.pathname + url.search);
      const email2 = page.getByLabel('E-mail');
      if (!(await email2.inputValue())) await email2.fill(url.searchParams.get('email') ?? '');
      await page.getByLabel('Nueva clave').fill('OtraClave-2024');
      await page.getByLabel('Confirmar clave').fill('OtraClave-2024');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByRole('alert')).toHaveText('Ocurrio un error al intentar actualizar la clave.');
      await expect(page.getByText('Contraseña Actualizada')).toHaveCount(0);
    } finally {
      // the other tests of this file log in as productor2 with the demo password (on this worker's copy)
      const check = await request.post('/oauth/token', {
        data: {
          grant_type: 'password',
          client_id: 'backoffice',
          client_secret: 'backoffice',
          username: 'productor2',
          password: DEMO_PASSWORD,
        },
      });
      if (!check.ok()) await resetThroughApi(request, 'productor2', DEMO_PASSWORD);
    }
  });

  test('recovery also accepts the e-mail address and mails that user', async ({ page, request }) => {
    const token = await apiToken(request, 'supervisor');
    const me = await (await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).json();
    const email: string = me.data.email;
    expect(email).toContain('@');
    const before = outboxSnapshot();
    await page.goto('/forgot-password');
    await page.getByLabel('Usuario / E-mail').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Chequea tu e-mail!')).toBeVisible();
    const mail = await waitForNewMail(before);
    expect(mail).toMatch(new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi'));
    expect(new URL(resetLinkOf(mail)).searchParams.get('token')).toBeTruthy();
  });

  test('/reset-password without a token goes to login', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  });
});
