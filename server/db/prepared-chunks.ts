// Long writes on the embedded database without holding it (docs/decisions.md, «Importación de tasas
// en PGlite»). PGlite has one session: an open transaction keeps every other request waiting until
// it commits. Here each chunk of the work is its own short transaction, *prepared* (two-phase
// commit: written, locked, invisible to everyone) instead of committed; other requests run between
// chunks. When every chunk is prepared they are committed one after another with nothing in between,
// so readers see all of it at once; if any chunk fails, every prepared one is rolled back.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * A statement that needs a row a prepared chunk holds would wait for it forever (PGlite is one
 * process with no timers for lock_timeout: the whole server would stop). So while chunks are
 * prepared every other transaction of the app waits its turn here, in JavaScript (the app's writes
 * all run in transactions: services own them); single statements and reads go on.
 */
const gates = new WeakMap<PGlite, { original: PGlite['transaction']; applying: Promise<void> | null }>();

/** Makes `pglite.transaction` wait while chunks are prepared (openPglite calls it once). */
export function gateTransactions(pglite: PGlite) {
  const gate = { original: pglite.transaction.bind(pglite), applying: null as Promise<void> | null };
  gates.set(pglite, gate);
  pglite.transaction = async (callback) => {
    while (gate.applying) await gate.applying;
    return gate.original(callback);
  };
}

/** Prepared transactions PGlite keeps at most (postgresql.conf); also the most chunks one call may use. */
export const MAX_PREPARED_CHUNKS = 512;

/** A chunk's global transaction id: `<name>:<k>:<n>` (chunk k of n). */
const gidOf = (name: string, k: number, n: number) => `${name}:${k}:${n}`;
const quoted = (gid: string) => `'${gid.replace(/'/g, "''")}'`;

/**
 * For k = 1..chunks: `chunk(k)` reads what chunk k needs (outside any transaction: a prepared
 * transaction may not touch temporary tables) and answers its writes, which run in their own
 * prepared transaction; other requests run between chunks. Then all of them commit at once (or,
 * on any failure, none). `name` must be unique among concurrent calls (a job id).
 */
export async function applyInPreparedChunks(
  pglite: PGlite,
  name: string,
  chunks: number,
  chunk: (k: number) => Promise<(tx: Transaction) => Promise<void>>,
): Promise<void> {
  if (chunks > MAX_PREPARED_CHUNKS) throw new Error(`${chunks} chunks: at most ${MAX_PREPARED_CHUNKS}`);
  const gate = gates.get(pglite);
  if (!gate) throw new Error('PGlite opened without gateTransactions');
  while (gate.applying) await gate.applying;
  let release = () => {};
  gate.applying = new Promise<void>((resolve) => (release = resolve));
  try {
    await prepareAndCommit(pglite, gate.original, name, chunks, chunk);
  } finally {
    gate.applying = null;
    release();
  }
}

async function prepareAndCommit(
  pglite: PGlite,
  transaction: PGlite['transaction'],
  name: string,
  chunks: number,
  chunk: (k: number) => Promise<(tx: Transaction) => Promise<void>>,
) {
  const prepared: string[] = [];
  try {
    for (let k = 1; k <= chunks; k++) {
      const gid = gidOf(name, k, chunks);
      const write = await chunk(k);
      await yieldToEventLoop(); // reading the chunk and writing it are two turns
      await transaction(async (tx) => {
        await write(tx);
        await tx.exec(`prepare transaction ${quoted(gid)}`);
        prepared.push(gid);
        await tx.exec('begin'); // PREPARE ended the block; the wrapper commits this empty one
      });
      await yieldToEventLoop();
    }
  } catch (err) {
    for (const gid of prepared) await pglite.exec(`rollback prepared ${quoted(gid)}`);
    throw err;
  }
  try {
    // One exclusive turn of PGlite (its transaction wrapper holds the only session): no query
    // runs between two COMMIT PREPARED, so no reader sees part of the work.
    await transaction(async (tx) => {
      await tx.exec('commit');
      for (const gid of prepared) await tx.exec(`commit prepared ${quoted(gid)}`);
      await tx.exec('begin');
    });
  } catch (err) {
    await resolvePreparedChunks(pglite);
    throw err;
  }
}

/**
 * Ends prepared chunks left by a failure or a crash (at open, before anything else runs): chunks
 * are prepared 1..n and committed 1..n, so a set that lacks chunk 1 but has chunk n was being
 * committed and is committed; any other set was still being prepared and is rolled back.
 */
export async function resolvePreparedChunks(pglite: PGlite): Promise<void> {
  const { rows } = await pglite.query<{ gid: string }>('select gid from pg_prepared_xacts order by prepared');
  const byName = new Map<string, { k: number; n: number; gid: string }[]>();
  for (const { gid } of rows) {
    const m = /^(.+):(\d+):(\d+)$/.exec(gid);
    if (!m) continue;
    const list = byName.get(m[1]!) ?? [];
    list.push({ k: Number(m[2]), n: Number(m[3]), gid });
    byName.set(m[1]!, list);
  }
  for (const list of byName.values()) {
    list.sort((a, b) => a.k - b.k);
    const n = list[0]!.n;
    const committing = !list.some((c) => c.k === 1) && list.some((c) => c.k === n);
    for (const c of list) await pglite.exec(`${committing ? 'commit' : 'rollback'} prepared ${quoted(c.gid)}`);
  }
}
