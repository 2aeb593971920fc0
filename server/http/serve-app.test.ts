// Issue 20, item 1: compressed on the wire, hashed assets cached for a year, index.html revalidated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
let staticDir: string;
const script = `export const greeting = ${JSON.stringify('hola '.repeat(400))};\n`;
const page = `<!doctype html><html lang="es"><body><div id="root"></div><script type="module" src="/assets/app-Ab12Cd34.js"></script><!-- ${'x'.repeat(2000)} --></body></html>`;

/** A build as vite writes it: each file with its .br and .gz beside it. */
function writeBuilt(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

const decode = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString();

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-static-'));
  writeBuilt(path.join(staticDir, 'index.html'), page);
  writeBuilt(path.join(staticDir, 'assets', 'app-Ab12Cd34.js'), script);
  t = await createTestApp({ staticDir });
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built app on the wire', () => {
  it('a script goes in the encoding the browser accepts (brotli first), with Vary: Accept-Encoding', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const res = await get('/assets/app-Ab12Cd34.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(decode(res.rawPayload, encoding)).toBe(script);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(script.length / 5);
    }
  });

  it("a file of assets/ the build does not have (an earlier build's chunk) is a 404, not the app's page", async () => {
    const gone = await get('/assets/NegotiationList-Old12345.js', 'br');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/html/);
    const screen = await get('/admin/negociaciones', 'br');
    expect(screen.statusCode).toBe(200);
    expect(decode(screen.rawPayload, screen.headers['content-encoding'] as string | undefined)).toContain('<div id="root">');
  });

  it('a build replaced while the server runs is served whole: its index.html and its new chunks', async () => {
    const next = `<!doctype html><html lang="es"><body><div id="root"></div><script type="module" src="/assets/app-Ef56Gh78.js"></script></body></html>`;
    writeBuilt(path.join(staticDir, 'assets', 'app-Ef56Gh78.js'), script);
    writeBuilt(path.join(staticDir, 'index.html'), next);
    try {
      const screen = await get('/admin/negociaciones', 'br');
      expect(decode(screen.rawPayload, 'br')).toBe(next);
      const chunk = await get('/assets/app-Ef56Gh78.js', 'br');
      expect(chunk.statusCode).toBe(200);
      expect(decode(chunk.rawPayload, 'br')).toBe(script);
    } finally {
      writeBuilt(path.join(staticDir, 'index.html'), page);
    }
  });

  it('hashed assets are cached for a year and never revalidated; index.html is revalidated every time', async () => {
    expect((await get('/assets/app-Ab12Cd34.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/admin/clientes', '/login', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decode(res.rawPayload, 'br'), url).toBe(page);
    }
  });

  it('JSON answers over 1 KB are compressed as the client accepts; small ones go as they are', async () => {
    const list = await t.as('admin').get('/api/clients?perPage=25', { 'accept-encoding': 'gzip' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(String(list.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(list.rawPayload, 'gzip')).data.clients.length).toBeGreaterThan(0);
    const br = await t.as('admin').get('/api/clients?perPage=25', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(br.rawPayload, 'br'))).toEqual(JSON.parse(decode(list.rawPayload, 'gzip')));

    const health = await get('/api/health', 'gzip, br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();

    const plain = await t.as('admin').get('/api/clients?perPage=25');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.clients.length).toBeGreaterThan(0);
  });
});
