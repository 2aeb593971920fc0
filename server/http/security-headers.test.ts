// Hardening (issue 7, item 11): security headers on every response.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing';
import { contentSecurityPolicy } from './security-headers';

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

  it('an app built for another API (VITE_API_URL) may call it', () => {
    expect(contentSecurityPolicy('https://api.ejemplo.com')).toContain("connect-src 'self' https://api.ejemplo.com;");
    expect(loadConfig({ VITE_API_URL: 'https://api.ejemplo.com/v1/' }).externalApiOrigin).toBe('https://api.ejemplo.com');
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
