// A busy port is found before the database is opened or seeded, and said in Spanish.
import net from 'node:net';

export const portInUseMessage = (port: number) =>
  `El puerto ${port} ya está en uso (¿hay otro cotizador u otro programa corriendo?). Cerralo o elegí otro puerto: PORT=${port + 1} npm start`;

export class PortInUseError extends Error {}

/** Resolves when `port` on `host` can be listened on; rejects with PortInUseError when it is taken. */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(portInUseMessage(port)) : err),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
