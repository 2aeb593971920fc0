// Helpers shared by the seed steps: chunked inserts, sequence resets, deterministic
// pseudo-random numbers, exact decimals, dates, CUITs.

import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { cuitCheckDigit } from '../../../src/domain/core/cuit';
import { TIME_ZONE } from '../../../src/domain/core/format';
import { normalizeSearch } from '../../../src/domain/core/text';

export { normalizeSearch };

/** Rows per INSERT statement. */
const CHUNK = 5000;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/**
 * Multi-row insert in chunks. Each chunk is ONE statement with ONE parameter: the rows as JSON,
 * expanded by json_populate_recordset against the table's own row type (binding tens of
 * thousands of separate parameters is what makes big inserts slow, on PGlite especially).
 * Columns are those present in any row; a row lacking one of them gets NULL there.
 */
export async function insertMany<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const picked = [...new Set(rows.flatMap((r) => Object.keys(r as object)))].flatMap((key) => {
    const column = columns[key];
    return column ? [{ key, name: column.keyAsName ? snake(key) : column.name }] : [];
  });
  const tableName = getTableName(table);
  const list = picked.map(({ name }) => `"${name}"`).join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r) => {
      const o: Record<string, unknown> = {};
      for (const { key, name } of picked) o[name] = (r as Record<string, unknown>)[key] ?? null;
      return o;
    });
    await db.execute(
      sql`INSERT INTO ${sql.identifier(tableName)} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${sql.identifier(tableName)}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/** After inserting explicit ids into identity columns: move each sequence past the highest id. */
export async function resetIdentitySequences(db: DbOrTx, tables: readonly string[]): Promise<void> {
  for (const t of tables) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM "${t}")) WHERE EXISTS (SELECT 1 FROM "${t}")`),
    );
  }
}

/** The item at `index` of seed data: a missing one is a mistake in the seed, reported by name. */
export function nth<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`seed: no ${what} at index ${index} (of ${items.length})`);
  return item;
}

/** The value under `key` of a seed table: a missing one is a mistake in the seed, reported by name. */
export function lookup<K extends PropertyKey, V>(table: Readonly<Partial<Record<K, V>>>, key: K, what: string): V {
  const value = table[key];
  if (value === undefined) throw new Error(`seed: no ${what} for ${String(key)}`);
  return value;
}

/** Deterministic pseudo-random number in [0, 1) from integer seeds (no Math.random). */
export function hash01(...seeds: number[]): number {
  let h = 2166136261;
  for (const s of seeds) {
    h = Math.imul(h ^ (s | 0), 16777619);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return (h >>> 0) / 4294967296;
}

/** Deterministic integer in [min, max]. */
export function hashInt(min: number, max: number, ...seeds: number[]): number {
  return min + Math.floor(hash01(...seeds) * (max - min + 1));
}

// ---------------------------------------------------------------- exact decimals

/** An exact decimal: value = units / 10^scale. */
// Exact decimals: the domain's (src/domain/core/decimal.ts).
export { add, dec, div, fmt, mul, round, sub, type Dec } from '../../../src/domain/core/decimal';

// ---------------------------------------------------------------- dates

/** 'YYYY-MM-DD' of a Date's local calendar day. */
export function isoDate(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

/**
 * `now` as the seed's clock: the Date whose local wall time is Argentina's wall time at `now`, so
 * the seed's local-calendar steps (days, months, campaigns, board days) follow Argentina's calendar
 * whatever the machine's time zone (on a UTC machine it is 3 hours earlier than `now`).
 */
export function argentineWallClock(now: Date): Date {
  const p: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  for (const part of format.formatToParts(now)) p[part.type] = part.value;
  return new Date(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
    now.getMilliseconds(),
  );
}

export function addDays(d: Date, days: number): Date {
  const r = new Date(d.getTime());
  r.setDate(r.getDate() + days);
  return r;
}

/** `d` shifted by days, at the given local hour and minute. */
export function at(d: Date, days: number, hour: number, minute = 0): Date {
  const r = addDays(d, days);
  r.setHours(hour, minute, 0, 0);
  return r;
}

/** First day of the month `offset` months after `d`'s month (local calendar). */
export function monthStart(d: Date, offset: number): Date {
  return new Date(d.getFullYear(), d.getMonth() + offset, 1);
}

export const MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;

// ---------------------------------------------------------------- identifiers

/** A valid CUIT/CUIL: prefix + 8-digit number + AFIP check digit (the number is bumped past check 10). */
export function makeCuit(prefix: '20' | '23' | '27' | '30' | '33', number: number): string {
  for (let n = number; ; n++) {
    const first10 = prefix + String(n % 100000000).padStart(8, '0');
    const check = cuitCheckDigit(first10);
    if (check !== null) return first10 + check;
  }
}

/** 'José' -> 'jose'; keeps letters and digits only. */
export function slug(s: string): string {
  return normalizeSearch(s).replace(/[^a-z0-9]+/g, '');
}
