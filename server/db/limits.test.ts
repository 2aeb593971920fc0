// The API's limits (src/domain/core/limits.ts) are the database's: every numeric column has one of the
// shapes the schemas check against, every varchar a user writes has its length from TEXT_LIMITS,
// and the migrated database has the columns the drizzle schema describes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { NUMERIC_COLUMNS, TEXT_LIMITS } from '../../src/domain/core/limits';
import { openTestDatabase } from '../testing';
import type { Database } from './client';
import * as schema from './schema';

/** Varchar columns of codes the application writes (never a user's text). */
const INTERNAL_CODES = new Set([
  'crops.harvest',
  'modules.coverage_type',
  'modules.harvest',
  'zones.code',
  'futures.kind',
  'exchange_stores.kind',
  'negotiations.state',
  'negotiations.type',
  'negotiations.fd_filter',
  'negotiation_counts.state',
  'quotations.status',
  'quotation_statuses.description',
]);

interface Shape {
  numeric?: { precision: number; scale: number };
  varchar?: number;
}

/** Every numeric and varchar column of the drizzle schema, as 'table.column'. */
function schemaShapes(): Map<string, Shape> {
  const out = new Map<string, Shape>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const column of config.columns) {
      const c = column as unknown as { columnType: string; precision?: number; scale?: number; length?: number };
      const key = `${config.name}.${column.name}`;
      if (c.columnType === 'PgNumeric') out.set(key, { numeric: { precision: c.precision ?? 0, scale: c.scale ?? 0 } });
      if (c.columnType === 'PgVarchar') out.set(key, { varchar: c.length ?? 0 });
    }
  }
  return out;
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the limits of the API are the columns of the database', () => {
  it('every numeric column is one of NUMERIC_COLUMNS; every varchar a user writes is as long as one of TEXT_LIMITS', () => {
    const shapes = [...schemaShapes()];
    const numericShapes = Object.values(NUMERIC_COLUMNS).map((c) => `${c.precision},${c.scale}`);
    const textLengths = Object.values(TEXT_LIMITS) as number[];
    const odd = shapes.filter(([key, s]) =>
      s.numeric
        ? !numericShapes.includes(`${s.numeric.precision},${s.numeric.scale}`)
        : !INTERNAL_CODES.has(key) && !textLengths.includes(s.varchar ?? 0),
    );
    expect(odd).toEqual([]);
    expect(shapes.filter(([, s]) => s.numeric).length).toBeGreaterThan(30);
  });

  it('the migrated database has exactly those shapes', async () => {
    const res = await database.db.execute(sql`
      select table_name || '.' || column_name as key, data_type, numeric_precision, numeric_scale, character_maximum_length
      from information_schema.columns
      where table_schema = 'public' and data_type in ('numeric', 'character varying')`);
    const rows = (
      res as unknown as {
        rows: { key: string; data_type: string; numeric_precision: number; numeric_scale: number; character_maximum_length: number }[];
      }
    ).rows;
    const inDatabase = new Map<string, Shape>(
      rows.map((r) => [
        r.key,
        r.data_type === 'numeric'
          ? { numeric: { precision: Number(r.numeric_precision), scale: Number(r.numeric_scale) } }
          : { varchar: Number(r.character_maximum_length) },
      ]),
    );
    expect(inDatabase).toEqual(schemaShapes());
  });
});
