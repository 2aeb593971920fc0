// Who holds the embedded database's folder. PGlite is opened by one process at a time, so the
// server (and a database command while it works) holds a local socket beside it: a second server
// or a command finds it taken and says who has it, and `npm run db:backup` asks the running server
// for a copy through it (the server dumps its own open database, between queries).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** What answers on the socket: the server, or a database command. */
export interface Holder {
  pid: number;
  what: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(`La base embebida de ${dataDir} está en uso por ${holder.what} (proceso ${holder.pid}).`);
  }
}

/** The socket of a DATA_DIR: inside it when the path fits a socket's name, else in the temp folder. */
export function holderSocket(dataDir: string): string {
  const dir = path.resolve(dataDir);
  const hash = crypto.createHash('sha256').update(dir).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\cotizador-${hash}`;
  const inside = path.join(dir, 'cotizador.sock');
  return Buffer.byteLength(inside) < 100 ? inside : path.join(os.tmpdir(), `cotizador-${hash}.sock`);
}

function ask(socketPath: string, urlPath: string): Promise<{ status: number; body: Buffer } | null> {
  return new Promise((resolve, reject) => {
    // a connection of its own each time: a kept-alive one may belong to a holder that has gone
    // since (writing on it fails with EPIPE)
    const req = http.get({ socketPath, path: urlPath, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', (err: NodeJS.ErrnoException) => (['ENOENT', 'ECONNREFUSED'].includes(err.code ?? '') ? resolve(null) : reject(err)));
  });
}

/** Who holds DATA_DIR now, or null. */
export async function dataDirHolder(dataDir: string): Promise<Holder | null> {
  const res = await ask(holderSocket(dataDir), '/holder');
  return res ? (JSON.parse(res.body.toString('utf8')) as Holder) : null;
}

/** A copy (PGlite's gzipped data directory) from the server holding DATA_DIR; null when no server holds it. */
export async function backupFromServer(dataDir: string): Promise<Buffer | null> {
  const res = await ask(holderSocket(dataDir), '/backup');
  if (!res) return null;
  if (res.status === 200) return res.body;
  if (res.status === 409) throw new DataDirBusyError(dataDir, JSON.parse(res.body.toString('utf8')) as Holder);
  throw new Error(`El servidor no pudo hacer la copia: ${res.body.toString('utf8')}`);
}

export interface DataDirHold {
  release(): Promise<void>;
}

/**
 * Takes DATA_DIR for this process (`what` says who it is), or throws DataDirBusyError. `backup`,
 * given by the server, answers the copies `npm run db:backup` asks for.
 */
export async function holdDataDir(dataDir: string, what: string, backup?: () => Promise<Uint8Array>): Promise<DataDirHold> {
  const socketPath = holderSocket(dataDir);
  fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  const me: Holder = { pid: process.pid, what };
  const server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/backup' && backup) {
      backup().then(
        (data) => res.writeHead(200, { 'content-type': 'application/gzip' }).end(data),
        (err: Error) => json(500, err.message),
      );
    } else json(req.url === '/holder' ? 200 : 409, me);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const holder = await dataDirHolder(dataDir);
    if (holder) throw new DataDirBusyError(dataDir, holder);
    fs.rmSync(socketPath, { force: true }); // left by a process that died
    await listen();
  }
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  // Once listening, a failed accept (too many open files) is an 'error' event: with no listener it
  // would end the process that holds the data. The next one who asks connects again.
  server.on('error', (err) => console.error(`No se pudo atender a quien pregunta por ${dataDir}: ${err.message}`));
  server.unref();
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
