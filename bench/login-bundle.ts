import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

/** Loads a public page (/login by default) in Chromium and sums the gzipped size of every script it downloads. */
export async function measureLoginBundle(baseUrl: string, pagePath = '/login', button: RegExp = /ingresar/i) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then((body) => {
          scripts.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: button }).waitFor();
    await Promise.all(pending);
    const gzipKb = scripts.reduce((s, x) => s + x.gzip, 0) / 1024;
    return { gzipKb, scripts };
  } finally {
    await browser.close();
  }
}
