// Shared steps of the end-to-end specs: logging in through the UI and the API,
// valid CUITs (with the domain's check digit), the mail outbox.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cuitCheckDigit } from '../../src/domain/core/cuit';
import { at } from '../support/present';
import { settle } from './settle';

export const DEMO_PASSWORD = 'demo1234';

/** Start page after login of each demo account (seed preferredUrl, src/routes.ts startPage). */
export const START_PAGES = {
  sudo: '/admin/solicitudes', // no preferred page
  admin: '/admin/solicitudes', // no preferred page
  supervisor: '/admin/negociaciones', // preferredUrl 'cotizaciones'
  productor: '/admin/negociaciones', // preferredUrl 'cotizaciones'
  productor2: '/admin/solicitudes', // no preferred page
} as const;

export type DemoUser = keyof typeof START_PAGES;

/**
 * Ends the session the way "Salir" does: /logout, a page without the app, closes it and clears what
 * the browser kept. Clearing localStorage under the running app instead races it: a request of the
 * open screen answered 401 sends the page to /login, maybe after the test's next navigation.
 */
export async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Tu sesión fue cerrada.' })).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** Fills and submits the /login form (the page must already be on /login). */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Clave').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Logs in through /login and waits until the app shell (top bar) is shown. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
}

/**
 * Signs in through the API and leaves in localStorage what the login form leaves there
 * (src/http/session.ts: the token, its expiry and the profile), without loading the app: for the
 * tests whose subject is not the login itself (that is `login`, and auth.spec.ts).
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  const { access_token: token, expires_in: expiresIn } = await oauthToken(page.request, username, password);
  const me = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok(), `GET /api/user as ${username}`).toBeTruthy();
  const session = {
    'agro.token': token,
    'agro.tokenExpiresAt': String(Date.now() + expiresIn * 1000),
    'agro.user': JSON.stringify(((await me.json()) as { data: unknown }).data),
  };
  await page.goto('/api/health'); // a page of the app's origin, for its localStorage
  await page.evaluate((items) => Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v)), session);
}

/** Signs in (`signIn`) and opens `path`: one load of the app instead of the login form's two. */
export async function openAs(page: Page, username: string, path: string) {
  await signIn(page, username);
  await page.goto(path);
}

/** The answer of the OAuth password grant for a user. */
async function oauthToken(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/oauth/token', {
    data: { grant_type: 'password', client_id: 'backoffice', client_secret: 'backoffice', username, password },
  });
  expect(res.ok(), `login of ${username} through /oauth/token`).toBeTruthy();
  const body = (await res.json()) as { access_token: string; expires_in: number };
  expect(body.access_token).toBeTruthy();
  return body;
}

/** A bearer token of the API for a user (OAuth password grant). */
export async function apiToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  return (await oauthToken(request, username, password)).access_token;
}

/** A random valid CUIT with the given prefix (20/23/24/27 people, 30/33/34 legal persons). */
export function validCuit(prefix = '20'): string {
  for (;;) {
    const body = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
    const first10 = prefix + body;
    const check = cuitCheckDigit(first10);
    if (check !== null) return first10 + check;
  }
}

/** The same CUIT with a wrong check digit. */
export function invalidCuit(prefix = '20'): string {
  const cuit = validCuit(prefix);
  const wrong = (Number(cuit[10]) + 1) % 10;
  return cuit.slice(0, 10) + wrong;
}

/** A short unique tag for test data (letters only, so it survives search normalisation). */
export function uniqueTag(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let s = '';
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  while (n > 0) {
    s += letters[n % 26];
    n = Math.floor(n / 26);
  }
  return s;
}

export const outboxDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (tests/e2e/fixtures.ts sets it)');
  return path.join(dir, 'outbox');
};

const emlFiles = (): string[] => {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f));
};

/** Names of the mails now in the outbox (to tell a new one apart later). */
export function outboxSnapshot(): Set<string> {
  return new Set(emlFiles());
}

/** Waits for a mail that was not in `before` and returns its raw text (the newest one). */
export async function waitForNewMail(before: Set<string>, timeoutMs = 10_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const fresh = emlFiles()
          .filter((f) => !before.has(f))
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs || b.localeCompare(a));
        found = fresh[0];
        return !!found;
      },
      { timeout: timeoutMs, message: 'a new mail in the outbox' },
    )
    .toBe(true);
  return fs.readFileSync(found!, 'utf8');
}

/** Undoes quoted-printable soft line breaks and the escapes a link may contain. */
export function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The password-reset link of a mail (absolute URL). */
export function resetLinkOf(eml: string): string {
  const text = decodeQuotedPrintable(eml);
  const m = text.match(/https?:\/\/[^\s"'<>]+\/reset-password\?[^\s"'<>]+/);
  if (!m) throw new Error(`no reset link in the mail:\n${text.slice(0, 2000)}`);
  return m[0].replace(/&amp;/g, '&');
}

/** The sidebar (react-admin menu). */
export const sidebar = (page: Page) => page.getByRole('main').getByRole('menu').first();

/** The "1-10 de N" footer of a list: N. */
export async function listTotal(page: Page): Promise<number> {
  const footer = page.getByText(/^\d[\d.]*-\d[\d.]* de \d[\d.]*$/);
  await expect(footer).toBeVisible();
  const text = (await footer.textContent()) ?? '';
  return Number(at(text.split(' de '), 1, 'the total').replace(/\./g, ''));
}

/** A postal address's place as the forms choose it: province, then department, then locality. */
export interface Place {
  province: string;
  department: string;
  locality: string;
}

/**
 * Chooses `option` in the combobox `label` of `scope`: a select is opened and its option clicked; an
 * autocomplete (`autocomplete`: departments, localities) gets `typed` (the option by default) once
 * its list has arrived (settle: a list that arrives later puts the chosen option's name back over
 * what was typed), and the choice must show in it, so a choice that did not take fails here.
 */
export async function chooseIn(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string | RegExp,
  autocomplete = false,
  typed = typeof option === 'string' ? option : '',
) {
  const combo = scope.getByRole('combobox', { name: label });
  await expect(combo).toBeEnabled();
  if (autocomplete) {
    await settle(page);
    await combo.fill(typed);
  } else await combo.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  if (autocomplete) await expect(combo).toHaveValue(option);
}

/** Chooses province, department and locality in the place inputs of a form (clients, users). */
export async function choosePlace(page: Page, { province, department, locality }: Place) {
  await chooseIn(page, page, 'Provincia', province);
  await chooseIn(page, page, 'Departamento', department, true);
  await chooseIn(page, page, 'Localidad', new RegExp(`^${locality} \\(CP \\d+\\)$`), true, locality);
}

/** A risk of the wizards' risk panels (request, grouped wizard), filled from the top. */
export async function fillRisk(
  page: Page,
  index: number,
  r: { province: string; zone: string; crop: string; hectares: string; price: string },
): Promise<Locator> {
  const risk = page.getByTestId(`risk-panel-${index}`);
  await chooseIn(risk, page, 'Provincia', r.province);
  await chooseIn(risk, page, 'Departamento', r.zone, true);
  await chooseIn(risk, page, 'Cultivo', r.crop);
  await risk.getByLabel('Cantidad de hectáreas').fill(r.hectares);
  await risk.getByLabel('Valor por hectárea', { exact: false }).first().fill(r.price);
  return risk;
}

/** The wizard's heading of step n (1 to 4), named `name` when given: focused when the step opens. */
export const stepHeading = (page: Page, n: number, name?: string) =>
  page.getByRole('heading', { name: name ? `Paso ${n} de 4: ${name}` : new RegExp(`^Paso ${n} de 4: `) });

/** Presses the wizard's 'Siguiente' and waits for the next step to open: a click while the steps change would be lost. */
export async function nextStep(page: Page) {
  const current = Number((await page.getByRole('heading', { name: /^Paso \d de 4/ }).textContent())?.match(/^Paso (\d)/)?.[1]);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepHeading(page, current + 1)).toBeFocused();
}
