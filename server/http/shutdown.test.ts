// A stop waits for the requests in flight, but not past its deadline: then their connections are cut.
import http from 'node:http';
import { expect, it } from 'vitest';
import { createTestApp } from '../testing';
import { closeGracefully } from './shutdown';

it('closes the connections of requests still in flight at the deadline, and not before', async () => {
  const t = await createTestApp();
  try {
    const token = await t.login('admin');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // a request whose body never ends: in flight until its connection is closed
    const req = http.request(new URL('/api/clients/1', base), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': 1000 },
    });
    const cut = new Promise<string>((resolve) => {
      req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
    });
    req.write('{"name":');
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    await closeGracefully(t.app, 800);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(790);
    expect(took).toBeLessThan(5_000);
    expect(await cut).toBe('ECONNRESET');
  } finally {
    await t.database.close();
  }
});
