// The JavaScript a browser downloads: a public page (/login, /solicitud-cliente) and each demo
// user's first screen after logging in, in Chromium against a running `npm start`.
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';

export interface ScriptSize {
  url: string;
  /** Decoded size. */
  raw: number;
  /** Gzipped (level 9) size: the budget's measure, whatever the server sent. */
  gzip: number;
  /** Body bytes on the wire (as the server encoded it). */
  transferred: number;
}

export interface PageScripts {
  gzipKb: number;
  transferredKb: number;
  scripts: ScriptSize[];
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/** Records every script `page` downloads until `stop()` is called. */
function recordScripts(page: Page) {
  const scripts: ScriptSize[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([res.body(), res.request().sizes()]).then(([body, sizes]) => {
        const gzip = zlib.gzipSync(body, { level: 9 }).length;
        scripts.push({ url: new URL(res.url()).pathname, raw: body.length, gzip, transferred: sizes.responseBodySize });
      }),
    );
  });
  return async (): Promise<PageScripts> => {
    await Promise.all(pending);
    const kb = (key: 'gzip' | 'transferred') => scripts.reduce((s, x) => s + x[key], 0) / 1024;
    return { gzipKb: kb('gzip'), transferredKb: kb('transferred'), scripts: [...scripts] };
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

/** Loads a public page (/login by default) with a cold cache and sums the scripts it downloads. */
export async function measureLoginBundle(baseUrl: string, pagePath = '/login', button: RegExp = /ingresar/i): Promise<PageScripts> {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    const done = recordScripts(page);
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: button }).waitFor();
    return done();
  });
}

export interface FirstScreen extends PageScripts {
  user: string;
  path: string;
  /** The scripts downloaded after the login page was shown (the app and the start page's code). */
  afterLogin: PageScripts;
}

/**
 * Each user logs in on /login with a cold cache (password demo1234) and lands on its start page;
 * sums every script downloaded from opening /login until that page is shown and the network is idle.
 */
export async function measureFirstScreens(baseUrl: string, users: readonly string[]): Promise<FirstScreen[]> {
  return withBrowser(async (browser) => {
    const screens: FirstScreen[] = [];
    for (const user of users) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const whole = recordScripts(page);
      await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /ingresar/i }).waitFor();
      const afterLogin = recordScripts(page);
      await page.getByLabel('Usuario').fill(user);
      await page.getByLabel('Clave').fill('demo1234');
      await page.getByRole('button', { name: /ingresar/i }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      // the app shell's top bar, then the screen's own data and code
      await page.getByRole('button', { name: 'Volver' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
      const [all, after] = [await whole(), await afterLogin()];
      screens.push({ user, path: new URL(page.url()).pathname, ...all, afterLogin: after });
      await context.close();
    }
    return screens;
  });
}
