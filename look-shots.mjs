import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ baseURL: 'http://127.0.0.1:5301', locale: 'es-AR', viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
await page.goto('/login');
await page.getByLabel('Usuario').fill('admin');
await page.getByLabel('Clave').fill('demo1234');
await page.keyboard.press('Enter');
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
for (const [name, path] of [['panel', '/admin/panel'], ['negs', '/admin/negociaciones'], ['sim', '/admin/simulador/3'], ['clients', '/admin/clientes'], ['market', '/admin/datos-de-mercado'], ['cov', '/admin/coberturas/1/ver']]) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
}
await browser.close();
