// Copies of the embedded database: `npm run db:backup [FILE]` and `npm run db:restore FILE`. A
// backup asks the running server for one (server/ops/data-dir.ts), or with the server stopped
// makes it itself; a restore needs the server stopped, checks the file by opening it first, and
// keeps the database it replaces beside it.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { openPglite } from '../db/client';
import { backupFromServer, holdDataDir } from './data-dir';
import { CommandError, mb, stamp, tableCounts } from './shared';

/**
 * A consistent copy of the open embedded database: a checkpoint, then PGlite's dump of its data
 * directory (taken between two queries: PGlite runs one at a time), gzipped. Loading it starts
 * PostgreSQL's recovery from that checkpoint, as after a crash, so it holds every commit.
 */
export async function dumpEmbedded(pglite: PGlite): Promise<Uint8Array> {
  await pglite.query('CHECKPOINT');
  const dump = await pglite.dumpDataDir('gzip');
  return new Uint8Array(await dump.arrayBuffer());
}

const embeddedDir = (config: Config) => path.join(config.dataDir, 'pg');

function embeddedOnly(config: Config, what: string) {
  if (config.databaseUrl)
    throw new CommandError(
      `DATABASE_URL está definida: ${what} es para la base embebida. Para PostgreSQL usá pg_dump y pg_restore (ver "Cuando una sola máquina no alcanza" en el README).`,
    );
}

/** The copy with no server running: this command holds DATA_DIR meanwhile. */
async function dumpStopped(config: Config): Promise<Uint8Array> {
  if (!fs.existsSync(embeddedDir(config))) throw new CommandError(`No hay base embebida en ${embeddedDir(config)}.`);
  const hold = await holdDataDir(config.dataDir, 'npm run db:backup');
  try {
    const database = await openPglite(embeddedDir(config));
    return await dumpEmbedded(database.pglite!).finally(() => database.close());
  } finally {
    await hold.release();
  }
}

export async function backupCommand(config: Config, file: string | undefined, log: (m: string) => void): Promise<string> {
  embeddedOnly(config, 'db:backup');
  const target = path.resolve(file ?? path.join(config.dataDir, 'backups', `cotizador-${stamp()}.tar.gz`));
  const running = await backupFromServer(config.dataDir);
  const data = running ?? (await dumpStopped(config));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(`${target}.tmp`, data);
  fs.renameSync(`${target}.tmp`, target);
  log(
    `Copia de la base embebida (${embeddedDir(config)}) guardada en ${target} (${mb(data.length)}), ${running ? 'pedida al servidor en marcha' : 'con el servidor detenido'}.`,
  );
  log(`Para volver a ella: detené el servidor y corré npm run db:restore ${target}`);
  return target;
}

export async function restoreCommand(config: Config, file: string | undefined, log: (m: string) => void): Promise<void> {
  embeddedOnly(config, 'db:restore');
  if (!file) throw new CommandError('Falta el archivo: npm run db:restore ARCHIVO (una copia de npm run db:backup).');
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new CommandError(`No existe el archivo ${source}.`);
  const hold = await holdDataDir(config.dataDir, 'npm run db:restore');
  try {
    const dump = new Blob([new Uint8Array(fs.readFileSync(source))]);
    // Opened in memory first: a file that is not a copy changes nothing.
    try {
      const check = await openPglite(undefined, dump);
      await tableCounts(check.db).finally(() => check.close());
    } catch {
      throw new CommandError(`${source} no es una copia de la base embebida (npm run db:backup).`);
    }
    const dir = embeddedDir(config);
    const previous = `${dir}-antes-de-restaurar-${stamp()}`;
    if (fs.existsSync(dir)) fs.renameSync(dir, previous);
    const database = await openPglite(dir, dump);
    const counts = await tableCounts(database.db).finally(() => database.close());
    log(`Base embebida restaurada en ${dir} desde ${source}: ${counts.filter((c) => c.rows > 0).length} tablas con datos.`);
    for (const name of ['clients', 'negotiations', 'quotations', 'users'])
      log(`   ${name}: ${counts.find((c) => c.table === name)?.rows ?? 0} filas`);
    if (fs.existsSync(previous)) log(`La base que reemplazó quedó en ${previous}: borrala cuando ya no la necesites.`);
  } finally {
    await hold.release();
  }
}
