// The hold on DATA_DIR (data-dir.ts): a second holder is refused with who has it, a socket left by
// a process that died is taken over, and a failed accept on the socket does not end the process.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataDirBusyError, dataDirHolder, holdDataDir, holderSocket } from './data-dir';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-hold-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('holdDataDir', () => {
  it('refuses a second holder, naming the first; once released the folder can be taken again', async () => {
    const hold = await holdDataDir(dataDir, 'el servidor');
    expect(await dataDirHolder(dataDir)).toEqual({ pid: process.pid, what: 'el servidor' });
    const second = holdDataDir(dataDir, 'npm run db:backup');
    await expect(second).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(second).rejects.toThrow(`La base embebida de ${dataDir} está en uso por el servidor (proceso ${process.pid}).`);
    await hold.release();
    expect(await dataDirHolder(dataDir)).toBeNull();
    await (await holdDataDir(dataDir, 'npm run db:backup')).release();
  });

  it('takes over a socket left by a process that died', async () => {
    fs.writeFileSync(holderSocket(dataDir), ''); // what a killed holder leaves: a socket file nobody answers on
    const hold = await holdDataDir(dataDir, 'el servidor');
    expect(await dataDirHolder(dataDir)).toMatchObject({ what: 'el servidor' });
    await hold.release();
  });

  it('a failed accept on its socket is logged, and the process goes on holding the folder', async () => {
    const created = vi.spyOn(http, 'createServer');
    const hold = await holdDataDir(dataDir, 'el servidor');
    const socketServer = created.mock.results[0]!.value as http.Server;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // with no listener, an 'error' event throws here (in the process: it ends it)
      socketServer.emit('error', Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' }));
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('accept EMFILE'));
      expect(await dataDirHolder(dataDir)).toEqual({ pid: process.pid, what: 'el servidor' });
    } finally {
      vi.restoreAllMocks();
      await hold.release();
    }
  });
});
