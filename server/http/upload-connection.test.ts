// An upload refused at a bad part (a NUL in a field, a file under the wrong name) is answered
// before its body is read to the end: the connection is closed with the answer, so the client's
// next request goes on a new one instead of waiting behind the unread rest (72 s before).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.loginDemoUsers()).token.admin;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Sends on `agent` (one kept-alive socket) and resolves with the status, or 'timeout'. */
function send(agent: http.Agent, method: string, path: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<number | 'timeout'>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: { authorization: `Bearer ${token}`, ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(5_000, () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', reject);
    req.end(body);
  });
}

function multipart(parts: { name: string; filename?: string; data: string }[]) {
  const boundary = 'xYzBoundary42';
  const chunks = parts.map(
    (p) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
      `${p.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${p.data}\r\n`,
  );
  // a large file after the refused part, so part of the body is still unread when the answer goes
  const body = Buffer.from(`${chunks.join('')}--${boundary}--\r\n`);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } };
}

it.each([
  [
    'a NUL in a field of the rates import',
    '/api/rates/import',
    [
      { name: 'campaign', data: '2\u0000' },
      { name: 'company', data: '1' },
      { name: 'file', filename: 'tasas.xlsx', data: 'x'.repeat(1_500_000) },
    ],
  ],
  ["the logo sent under 'file' instead of 'logo'", '/api/users/2/logo', [{ name: 'file', filename: 'a.png', data: 'x'.repeat(1_500_000) }]],
])('after %s (422), the next request on the same connection answers at once', async (_case, url, parts) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { body, headers } = multipart(parts);
    expect(await send(agent, 'POST', url, headers, body)).toBe(422);
    expect(await send(agent, 'GET', '/api/health', {})).toBe(200);
  } finally {
    agent.destroy();
  }
});
