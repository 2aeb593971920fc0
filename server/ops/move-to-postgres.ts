// `npm run db:move-to-postgres`: the embedded database (DATA_DIR/pg) copied into an empty
// PostgreSQL (DATABASE_URL). Both are migrated first (same schema); then, in one transaction on
// the target, every table in foreign-key order (rows read as JSON and written back with
// json_populate_recordset, so numerics, timestamps and bytes keep their exact text), with the
// tables' own triggers off (the maintained counts are copied, not counted twice), every sequence
// at its value, and the row count of every table compared before committing. Uploaded files
// (logos, site plans, import files) live in bytea columns, so they move with their rows.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openPglite, openPostgres, type DbOrTx } from '../db/client';
import { executeRows } from '../db/rows';
import { holdDataDir } from './data-dir';
import { CommandError, mb, tableCounts, userTables } from './shared';

/** Rows per INSERT, and the JSON text that closes a batch earlier (rows with files are big). */
const BATCH_ROWS = 2000;
const BATCH_BYTES = 8 * 2 ** 20;

/** The tables in an order where every table comes after the ones it references. */
async function copyOrder(db: DbOrTx): Promise<{ order: string[]; selfReferencing: Set<string> }> {
  const tables = await userTables(db);
  const refs = await executeRows<{ child: string; parent: string }>(
    db,
    sql`select cl.relname as child, pa.relname as parent from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid join pg_class pa on pa.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const selfReferencing = new Set(refs.filter((r) => r.child === r.parent).map((r) => r.child));
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const next = tables.filter((t) => !placed.has(t) && refs.every((r) => r.child !== t || r.parent === t || placed.has(r.parent)));
    if (!next.length) throw new CommandError('Las tablas se referencian en círculo: no se pueden copiar en orden.');
    for (const t of next) {
      order.push(t);
      placed.add(t);
    }
  }
  return { order, selfReferencing };
}

/** Copies one table's rows; a table that references itself goes in one statement (its rows may point forward). */
async function copyTable(source: DbOrTx, target: DbOrTx, table: string, whole: boolean): Promise<void> {
  const t = sql.identifier(table);
  let after = '(0,0)';
  for (;;) {
    const batch: string[] = [];
    let bytes = 0;
    for (;;) {
      const page = await executeRows<{ at: string; row: string }>(
        source,
        sql`select ctid::text as at, row_to_json(x)::text as row from ${t} x where ctid > ${after}::tid order by ctid limit ${BATCH_ROWS}`,
      );
      for (const r of page) {
        batch.push(r.row);
        bytes += r.row.length;
        after = r.at;
      }
      if (page.length < BATCH_ROWS || (!whole && (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES))) break;
    }
    if (batch.length)
      await target.execute(
        sql`insert into ${t} overriding system value select * from json_populate_recordset(null::${t}, ${`[${batch.join(',')}]`}::json)`,
      );
    if (batch.length < BATCH_ROWS || whole) return;
  }
}

/** Every sequence of the target at the source's value (identity columns' and the numbering ones). */
async function copySequences(source: DbOrTx, target: DbOrTx): Promise<number> {
  const seqs = await executeRows<{ name: string; last: string | null }>(
    source,
    sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const s of seqs) {
    const name = `public.${s.name}`;
    if (s.last === null)
      await target.execute(
        sql`select setval(${name}::regclass, (select start_value from pg_sequences where schemaname = 'public' and sequencename = ${s.name}), false)`,
      );
    else await target.execute(sql`select setval(${name}::regclass, ${s.last}::bigint, true)`);
  }
  return seqs.length;
}

/** The files kept in the database: how many and how big. */
async function storedFiles(db: DbOrTx): Promise<{ count: number; bytes: number }> {
  const columns = await executeRows<{ table: string; column: string }>(
    db,
    sql`select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' and data_type = 'bytea'`,
  );
  let count = 0;
  let bytes = 0;
  for (const c of columns) {
    const [r] = await executeRows<{ n: number; size: string | null }>(
      db,
      sql`select count(${sql.identifier(c.column)})::int as n, sum(octet_length(${sql.identifier(c.column)}))::text as size from ${sql.identifier(c.table)}`,
    );
    count += Number(r?.n ?? 0);
    bytes += Number(r?.size ?? 0);
  }
  return { count, bytes };
}

export async function moveToPostgresCommand(config: Config, log: (m: string) => void): Promise<void> {
  if (!config.databaseUrl)
    throw new CommandError(
      'Falta DATABASE_URL: la base PostgreSQL vacía adonde copiar la embebida (postgres://usuario:clave@host:5432/base).',
    );
  const dir = path.join(config.dataDir, 'pg');
  if (!fs.existsSync(dir)) throw new CommandError(`No hay base embebida en ${dir} (DATA_DIR).`);
  const started = performance.now();
  const hold = await holdDataDir(config.dataDir, 'npm run db:move-to-postgres');
  const source = await openPglite(dir);
  const target = await openPostgres(config.databaseUrl);
  try {
    const filled = (await tableCounts(target.db)).filter((c) => c.rows > 0);
    if (filled.length)
      throw new CommandError(
        `La base de DATABASE_URL no está vacía (${filled.map((c) => `${c.table}: ${c.rows}`).join(', ')}): no se copió nada. Usá una base nueva (createdb).`,
      );
    await source.migrate();
    await target.migrate();
    const { order, selfReferencing } = await copyOrder(target.db);
    const counts = await tableCounts(source.db);
    const sequences = await target.db.transaction(async (tx) => {
      for (const table of order) {
        await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
        // The target was empty: what it has now, its migrations wrote (data_versions' counters).
        await tx.execute(sql`delete from ${sql.identifier(table)}`);
        await copyTable(source.db, tx, table, selfReferencing.has(table));
        await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
      }
      const n = await copySequences(source.db, tx);
      const copied = await tableCounts(tx);
      const wrong = counts.filter((c) => copied.find((d) => d.table === c.table)?.rows !== c.rows);
      if (wrong.length)
        throw new CommandError(`Las filas copiadas no coinciden en ${wrong.map((c) => c.table).join(', ')}: no se copió nada.`);
      return n;
    });
    const files = await storedFiles(target.db);
    const total = counts.reduce((sum, c) => sum + c.rows, 0);
    log(`Base embebida ${dir} copiada a PostgreSQL (DATABASE_URL) en ${((performance.now() - started) / 1000).toFixed(1)} s:`);
    log(
      `   ${counts.length} tablas, ${total} filas (contadas de nuevo en PostgreSQL: coinciden tabla por tabla), ${sequences} secuencias.`,
    );
    for (const c of counts.filter((x) => x.rows > 0)) log(`   ${c.table.padEnd(28)} ${String(c.rows).padStart(8)} filas`);
    log(
      `   Archivos guardados en la base (logos, planos, archivos de tareas): ${files.count}, ${mb(files.bytes)}, copiados con sus filas.`,
    );
    log(`Los correos guardados como .eml en ${path.join(config.dataDir, 'outbox')} quedan en esa carpeta.`);
    log('La base embebida quedó como estaba. Ahora arrancá con esa DATABASE_URL: npm start');
  } finally {
    await target.close();
    await source.close();
    await hold.release();
  }
}
