// The JavaScript a browser downloads: a public page (/login, /solicitud-cliente) and each demo
// user's first screen after logging in, in Chromium against a running `npm start`.
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

export interface ScriptSize {
  url: string;
  /** Decoded size. */
  raw: number;
  /** Gzipped (level 9) size: the budget's measure, whatever the server sent. */
  gzip: number;
  /** Body bytes on the wire (as the server encodes it for Chromium). */
  transferred: number;
}

/** The budgets of the JavaScript a page needs, in KB gzipped (README «Cifras»): the bench reports them, tests/e2e/budgets.spec.ts holds them. */
export const SCRIPT_BUDGET_KB = { login: 100, publicForm: 150, firstScreen: 300 } as const;

export interface PageScripts {
  gzipKb: number;
  transferredKb: number;
  scripts: ScriptSize[];
}

const launch = () =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });

/** The bytes of a GET as they come off the wire (not decoded), asking for `encoding`. */
function wireBytes(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A script's sizes, asked again of the server: the page may have moved on (the login page loads the app) before its bodies were read. */
async function sizeOf(url: string): Promise<ScriptSize> {
  const [raw, wire] = await Promise.all([wireBytes(url, 'identity'), wireBytes(url, CHROMIUM_ENCODINGS)]);
  return { url: new URL(url).pathname, raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length, transferred: wire.length };
}

/** What Chromium's requests accept. */
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * Records every script `page` downloads until the returned function is called (a script loaded
 * again, from the cache, counts once), leaving out those in `already`.
 */
function recordScripts(page: Page, already: ReadonlySet<string> = new Set()) {
  const urls = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && !already.has(res.url())) urls.add(res.url());
  });
  return async (): Promise<PageScripts> => {
    const scripts = await Promise.all([...urls].map(sizeOf));
    const kb = (key: 'gzip' | 'transferred') => scripts.reduce((s, x) => s + x[key], 0) / 1024;
    return { gzipKb: kb('gzip'), transferredKb: kb('transferred'), scripts };
  };
}

async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launch();
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** Opens a public page (/login by default) on `page`, with a cold cache, and sums the scripts it downloads. */
export async function publicPageScripts(
  page: Page,
  baseUrl: string,
  pagePath = '/login',
  button: RegExp = /ingresar/i,
): Promise<PageScripts> {
  const done = recordScripts(page);
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: button }).waitFor();
  return done();
}

/** Loads a public page (/login by default) in a new browser. */
export async function measureLoginBundle(baseUrl: string, pagePath = '/login', button: RegExp = /ingresar/i): Promise<PageScripts> {
  return withBrowser(async (browser) => publicPageScripts(await browser.newPage(), baseUrl, pagePath, button));
}

export interface FirstScreen extends PageScripts {
  user: string;
  path: string;
  /** The scripts downloaded after the login page was shown (the app and the start page's code). */
  afterLogin: PageScripts;
  /** From opening /login until its form shows, cold cache. */
  loginShownMs: number;
  /** From clicking 'Ingresar' until the start page's first row shows. */
  screenShownMs: number;
}

/**
 * Waits until `condition` holds in the page, checked every 16 ms: a locator's wait checks less and
 * less often (up to every 500 ms), which would time the check, not the page.
 */
const shows = (page: Page, condition: () => boolean) => page.waitForFunction(condition, null, { polling: 16 });

/** The page's document in a function run in the browser (this file compiles without the DOM's types). */
type InPage = { document: { querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }> } };

/**
 * `user` logs in on /login on `page` (a new context: a cold cache; password demo1234) and lands on
 * its start page; sums every script downloaded from opening /login until that page is shown and
 * the network is idle, and times the login form and the start page's first row.
 */
export async function firstScreenScripts(page: Page, baseUrl: string, user: string): Promise<FirstScreen> {
  const whole = recordScripts(page);
  const opened = Date.now();
  await page.goto(`${baseUrl}/login`);
  await shows(page, () =>
    Array.from((globalThis as unknown as InPage).document.querySelectorAll('button')).some((b) => /ingresar/i.test(b.textContent ?? '')),
  );
  const loginShownMs = Date.now() - opened;
  await page.waitForLoadState('networkidle');
  const shown = new Set((await whole()).scripts.map((x) => new URL(x.url, baseUrl).href));
  const afterLogin = recordScripts(page, shown);
  await page.getByLabel('Usuario').fill(user);
  await page.getByLabel('Clave').fill('demo1234');
  const clicked = Date.now();
  await page.getByRole('button', { name: /ingresar/i }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await shows(page, () => (globalThis as unknown as InPage).document.querySelectorAll('main [role="row"], main tr').length > 1);
  const screenShownMs = Date.now() - clicked;
  // the app shell's top bar, then the screen's own data and code
  await page.getByRole('button', { name: 'Volver' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
  const [all, after] = [await whole(), await afterLogin()];
  return { user, path: new URL(page.url()).pathname, ...all, afterLogin: after, loginShownMs, screenShownMs };
}

/** Each user's first screen, each in a new context of one browser. */
export async function measureFirstScreens(baseUrl: string, users: readonly string[]): Promise<FirstScreen[]> {
  return withBrowser(async (browser) => {
    const screens: FirstScreen[] = [];
    for (const user of users) {
      const context = await browser.newContext();
      screens.push(await firstScreenScripts(await context.newPage(), baseUrl, user));
      await context.close();
    }
    return screens;
  });
}
