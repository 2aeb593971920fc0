// The JavaScript budgets of README «Cifras», measured as `npm run bench startup` measures them
// (bench/login-bundle.ts): gzipped, from a cold cache, in Chromium against the real server.
import { expect, test } from './fixtures';
import { firstScreenScripts, publicPageScripts, SCRIPT_BUDGET_KB, type PageScripts } from '../../bench/login-bundle';

const listed = (r: PageScripts) => r.scripts.map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)} KB`).join('\n');

test('/login, the public form and the first screen of each start page stay within their JavaScript budgets', async ({
  browser,
  baseURL,
}) => {
  const fresh = async () => (await browser.newContext()).newPage();
  const login = await publicPageScripts(await fresh(), baseURL!);
  expect(login.gzipKb, listed(login)).toBeLessThanOrEqual(SCRIPT_BUDGET_KB.login);
  const form = await publicPageScripts(await fresh(), baseURL!, '/solicitud-cliente', /enviar solicitud/i);
  expect(form.gzipKb, listed(form)).toBeLessThanOrEqual(SCRIPT_BUDGET_KB.publicForm);
  // the two start pages: 'Solicitudes' (admin) and 'Cotizaciones' (a producer's preferred page)
  for (const user of ['admin', 'productor']) {
    const screen = await firstScreenScripts(await fresh(), baseURL!, user);
    expect(screen.gzipKb, `${user} ${screen.path}\n${listed(screen)}`).toBeLessThanOrEqual(SCRIPT_BUDGET_KB.firstScreen);
    expect(screen.scripts.length).toBeGreaterThan(1); // the app's own chunks, not only the entry
  }
});
