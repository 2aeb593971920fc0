// The demo database for the server tests on PGlite: migrated and seeded once, then kept as a
// data-directory tarball in the temp directory that every test file loads (about 0.3 s instead
// of 2-3 s). The server project's globalSetup builds it before the (parallel) test files start.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bcryptCost } from '../auth/password';
import { openPglite } from '../db/client';
import { seedDemo } from '../db/seed';
import { isoDateInArgentina } from '../../src/domain/core/format';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

/**
 * Changes whenever the migrations, the demo seed or this file change, every day (the seed's dates are
 * relative to today) and with the cost of the demo accounts' hash: the key of the cached snapshot.
 */
function snapshotKey(): string {
  const h = crypto.createHash('sha256');
  h.update(isoDateInArgentina()); // the seed's day (argentineWallClock)
  h.update(String(bcryptCost()));
  const sources = [
    ...filesUnder(path.join(serverDir, 'db/migrations')),
    ...filesUnder(path.join(serverDir, 'db/seed')),
    fileURLToPath(import.meta.url),
  ];
  for (const file of sources) {
    h.update(path.relative(serverDir, file));
    h.update(fs.readFileSync(file));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * The migrated and seeded PGlite data directory as a tarball, built once and cached in the
 * temp directory (keyed by the migrations' and seed's contents), so each test file only loads it.
 */
const SNAPSHOT_PREFIX = 'agro-cotizador-testdb-';

/**
 * The snapshot as a Blob, kept by the worker for the day: each of its databases loads it without
 * reading 48 MB from disk and copying them into a new Blob (about 0.1 s of CPU a test file).
 */
let loaded: { day: string; blob: Blob } | undefined;

export async function pgliteSnapshot(): Promise<Blob> {
  const day = isoDateInArgentina();
  if (loaded?.day === day) return loaded.blob;
  loaded = { day, blob: new Blob([new Uint8Array(await snapshotFile())]) };
  return loaded.blob;
}

async function snapshotFile(): Promise<Buffer> {
  const name = `${SNAPSHOT_PREFIX}${snapshotKey()}.tar`;
  const file = path.join(os.tmpdir(), name);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const database = await openPglite();
  try {
    await database.migrate();
    await seedDemo(database.db);
    // statistics taken once here, not by each test file's start (server/jobs/kinds/table-upkeep.ts)
    await database.pglite!.query('ANALYZE');
    // The template databases are a third of the data directory and no test creates a database:
    // without them a test file's database opens in 450 ms of CPU instead of 590.
    await database.pglite!.query("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
    await database.pglite!.query('DROP DATABASE template0');
    await database.pglite!.query('DROP DATABASE template1');
    await database.pglite!.query('CHECKPOINT');
    // Uncompressed: loads in about half the time of a gzipped dump.
    const dump = await database.pglite!.dumpDataDir('none');
    const buf = Buffer.from(await dump.arrayBuffer());
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, buf);
    fs.renameSync(tmp, file); // atomic: concurrent runs never read half a file
    pruneSnapshots(name);
    return buf;
  } finally {
    await database.close();
  }
}

/** Removes stale snapshots (other keys) older than a minute. */
function pruneSnapshots(keep: string) {
  const dir = os.tmpdir();
  for (const n of fs.readdirSync(dir)) {
    if (!n.startsWith(SNAPSHOT_PREFIX) || n === keep) continue;
    try {
      const f = path.join(dir, n);
      if (Date.now() - fs.statSync(f).mtimeMs > 60_000) fs.unlinkSync(f);
    } catch {
      // another run removed it
    }
  }
}
