// PostgreSQL's own execution time of what a request runs: the statements one HTTP call sends (recorded
// at the pg driver), each timed by EXPLAIN ANALYZE, to compare with the call's time.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/db/client';
import { percentile } from './stats';

export interface Statement {
  text: string;
  params: unknown[];
}

/** The statements sent to PostgreSQL while `run` runs (run one request at a time). */
export async function recordStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') statements.push({ text: first, params: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      statements.push({ text: q.text, params: q.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return statements;
}

/** The statement's text with its parameters written in (EXPLAIN takes no bind parameters here). */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (typeof v === 'number') return String(v);
    if (v instanceof Date) return `'${v.toISOString()}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  });

/** PostgreSQL's execution time of one statement (EXPLAIN ANALYZE), median of 7 runs. */
export async function explainMs(database: Database, statement: Statement): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const res = (await database.withConnection((db) =>
      db.execute(sql.raw(`explain (analyze, format json) ${inline(statement.text, statement.params)}`)),
    )) as unknown as { rows: { 'QUERY PLAN': [{ 'Execution Time': number }] }[] };
    times.push(res.rows[0]!['QUERY PLAN'][0]['Execution Time']);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 0.5);
}

/** The summed execution time of what one call runs, and how many statements it sent. */
export async function requestExplain(database: Database, call: () => Promise<unknown>) {
  const statements = (await recordStatements(call)).filter((s) => /^\s*(select|with)\b/i.test(s.text));
  let ms = 0;
  for (const s of statements) ms += await explainMs(database, s);
  return { explainMs: ms, statements: statements.length };
}
