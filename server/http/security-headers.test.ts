// Hardening (issue 7, item 11): security headers on every response.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  t = await createTestApp({ staticDir });
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('every response: CSP without inline script, nosniff, no framing, a referrer policy', async () => {
    for (const res of [
      await t.as('admin').get('/api/user'),
      await t.app.inject({ url: '/api/user' }),
      await t.app.inject({ method: 'POST', url: '/oauth/token', payload: {} }),
      await t.app.inject({ url: '/admin/clientes' }),
      await t.app.inject({ url: '/api/no-existe' }),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the whole policy, and only it: an app built for another API (VITE_API_URL) may call it', async () => {
    expect(loadConfig({ VITE_API_URL: 'https://api.ejemplo.com/v1/' }).externalApiOrigin).toBe('https://api.ejemplo.com');
    const other = await createTestApp({ externalApiOrigin: 'https://api.ejemplo.com' });
    try {
      const res = await other.app.inject({ url: '/api/user' });
      const directives = String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean);
      expect(directives).toEqual([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' https://api.ejemplo.com",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]);
      // none of helmet's other defaults (same policy as before helmet)
      for (const header of [
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(res.headers[header], header).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('API answers are not stored by caches; the app page is', async () => {
    expect((await t.as('admin').get('/api/clients')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'POST', url: '/oauth/token', payload: {} })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/admin/clientes' })).headers['cache-control']).toBe('no-cache');
  });

  it('HSTS only over HTTPS: X-Forwarded-Proto counts only behind a trusted proxy', async () => {
    expect(
      (await t.app.inject({ url: '/api/user', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
    ).toBeUndefined();
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await proxied.app.inject({ url: '/api/user', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });
});
