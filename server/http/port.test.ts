import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortFree, PortInUseError } from './port';

describe('assertPortFree', () => {
  it('says in Spanish which port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const err = await assertPortFree(port, '127.0.0.1').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PortInUseError);
      expect((err as Error).message).toBe(
        `El puerto ${port} ya está en uso (¿hay otro cotizador u otro programa corriendo?). Cerralo o elegí otro puerto: PORT=${port + 1} npm start`,
      );
    } finally {
      await new Promise((r) => taken.close(r));
    }
  });

  it('resolves for a free port and leaves it free', async () => {
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((r) => probe.close(r));
    await assertPortFree(port, '127.0.0.1');
    await assertPortFree(port, '127.0.0.1');
  });
});
