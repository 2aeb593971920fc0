import fs from 'node:fs';
import { test } from './fixtures';
import { signIn } from './helpers';
import { ROLES, openScreen, screensOf } from './screens';

for (const role of ROLES) {
  test(`dump ${role}`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const screens = await screensOf(request, role);
    await signIn(page, role);
    const out: string[] = [];
    for (const s of screens) {
      await openScreen(page, s);
      const text = await page.evaluate(() => document.body.innerText);
      const attrs = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[aria-label],[title],[placeholder]')).map((e) => [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('placeholder')].filter(Boolean).join(' | ')),
      );
      out.push(`=== ${s.name} ${s.path}\n${text}\n--- attrs\n${[...new Set(attrs)].join('\n')}`);
    }
    fs.writeFileSync(`/tmp/dump-${role}.txt`, out.join('\n\n'));
  });
}
