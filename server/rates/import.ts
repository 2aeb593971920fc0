// Rate import (docs/rules/rates.md#importar-tasas), run as a job: checks the file's size
// once inflated, streams the 'Tasas' sheet checking every row against the campaign's coverages
// of one insurer, stages the good rows in a temporary table of the job's connection (small
// statements, so other requests keep being answered; one row per rate, the last premium in the
// file winning), and applies them all or nothing: a (coverage, department, crop,
// franchise/deductible) that exists gets the new premium, any other row is a new rate. Until the
// apply commits no rate changed (PostgreSQL: one transaction; PGlite: prepared chunks, below).

import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { formatNumber, formatNumberAsIs } from '../../src/domain/core/format';
import { normalizeSearch } from '../../src/domain/core/text';
import { parseRateAmount } from '../../src/domain/rates/schema';
import {
  RATES_IMPORT_MAX_ROWS,
  RATES_IMPORT_MAX_UNCOMPRESSED_BYTES,
  RATES_IO_MESSAGES,
  type ImportRowError,
  type RatesImportResult,
} from '../../src/domain/rates/import';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client';
import { executeRows } from '../db/rows';
import { applyInPreparedChunks, MAX_PREPARED_CHUNKS } from '../db/prepared-chunks';
import { companies, crops, modules, provinces, rates, zones } from '../db/schema';
import { JobInputError, type JobContext } from '../jobs/handler';
import { CORRUPT_FILE_REASON, isRatesSheet, RatesFileError, streamRateRows, type RawRateRow } from './xlsx-layout';
import { inspectXlsx, XlsxRefused } from '../xlsx/inspect';

/** Rows staged per statement; progress is saved after each. */
export const STAGE_CHUNK = 1000;
/** Rows checked between two turns of the event loop. */
const ROWS_PER_TURN = 250;
/** Existing rates read per query. */
const EXISTING_PAGE = 1000;

export const SAVE_FAILED_MESSAGE = 'No se pudieron guardar las tasas. No se importó ninguna.';
const NOTHING_IMPORTED = 'No se importó ninguna tasa.';
export const TOO_LARGE_MESSAGE = `El archivo ocupa más de ${RATES_IMPORT_MAX_UNCOMPRESSED_BYTES / 2 ** 20} MB al descomprimirlo. ${NOTHING_IMPORTED}`;
export const TOO_MANY_ROWS_MESSAGE = `El archivo tiene más de ${formatNumber(RATES_IMPORT_MAX_ROWS, 0)} filas. Dividilo en archivos más chicos. ${NOTHING_IMPORTED}`;

/** An XLSX is a zip: 'PK\x03\x04' first. */
export const looksLikeXlsx = (file: Buffer) =>
  file.length > 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;

/** Refuses a file that inflates past the limits or has too many rows; the data rows of its 'Tasas' sheet, if counted. */
async function rowsToImport(file: Buffer): Promise<number | null> {
  try {
    const { rowsBySheet, totalRows } = await inspectXlsx(file, {
      maxUncompressedBytes: RATES_IMPORT_MAX_UNCOMPRESSED_BYTES,
      maxEntries: 1000,
    });
    if (totalRows - 1 > RATES_IMPORT_MAX_ROWS) throw new JobInputError(TOO_MANY_ROWS_MESSAGE);
    const sheet = [...rowsBySheet].find(([name]) => isRatesSheet(name));
    return sheet ? Math.max(0, sheet[1] - 1) : null;
  } catch (err) {
    if (err instanceof XlsxRefused) {
      throw new JobInputError(err.problem === 'too-large' ? TOO_LARGE_MESSAGE : `${CORRUPT_FILE_REASON} ${NOTHING_IMPORTED}`);
    }
    throw err;
  }
}

interface Lookups {
  companyName: string;
  modulesBySancorId: Map<number, number>;
  modulesByName: Map<string, number[]>;
  provinces: Set<string>;
  /** normalized 'province|department' -> zone id */
  zones: Map<string, number>;
  crops: Map<string, number>;
  /** rateKey -> ids of the existing rates */
  existing: Map<string, number[]>;
}

const rateKey = (moduleId: number, zoneId: number, cropId: number, fdKey: string) => `${moduleId}|${zoneId}|${cropId}|${fdKey}`;

async function loadLookups(db: Db, campaignId: number, companyId: number): Promise<Lookups> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const moduleRows = await db
    .select({ id: modules.id, description: modules.description, sancorId: modules.sancorId })
    .from(modules)
    .where(and(eq(modules.campaignId, campaignId), eq(modules.companyId, companyId)));
  const zoneRows = await db
    .select({ id: zones.id, description: zones.description, province: provinces.name })
    .from(zones)
    .innerJoin(provinces, eq(provinces.id, zones.provinceId))
    .where(eq(zones.companyId, companyId));
  const provinceRows = await db.select({ name: provinces.name }).from(provinces);
  const cropRows = await db.select({ id: crops.id, description: crops.description }).from(crops);
  const modulesByName = new Map<string, number[]>();
  for (const m of moduleRows) {
    const key = normalizeSearch(m.description);
    modulesByName.set(key, [...(modulesByName.get(key) ?? []), m.id]);
  }
  return {
    companyName: company?.name ?? '',
    modulesBySancorId: new Map(moduleRows.flatMap((m) => (m.sancorId === null ? [] : [[m.sancorId, m.id] as const]))),
    modulesByName,
    provinces: new Set(provinceRows.map((p) => normalizeSearch(p.name))),
    zones: new Map(zoneRows.map((z) => [`${normalizeSearch(z.province)}|${normalizeSearch(z.description)}`, z.id])),
    crops: new Map(cropRows.map((c) => [normalizeSearch(c.description), c.id])),
    existing: await existingRates(db, campaignId, companyId),
  };
}

/** The campaign's rates of the insurer by rateKey, read a page at a time (on PGlite a query holds the event loop). */
async function existingRates(db: Db, campaignId: number, companyId: number): Promise<Map<string, number[]>> {
  const existing = new Map<string, number[]>();
  for (let after = 0; ;) {
    const page = await db
      .select({ id: rates.id, moduleId: rates.moduleId, zoneId: rates.zoneId, cropId: rates.cropId, fd: rates.franchiseDeductible })
      .from(rates)
      .innerJoin(modules, eq(modules.id, rates.moduleId))
      .where(and(eq(modules.campaignId, campaignId), eq(modules.companyId, companyId), gt(rates.id, after)))
      .orderBy(asc(rates.id))
      .limit(EXISTING_PAGE);
    for (const r of page) {
      const key = rateKey(r.moduleId, r.zoneId, r.cropId, normalizeSearch(r.fd));
      existing.set(key, [...(existing.get(key) ?? []), r.id]);
    }
    const last = page.at(-1);
    if (!last || page.length < EXISTING_PAGE) return existing;
    after = last.id;
    await yieldToEventLoop();
  }
}

interface GoodRow {
  moduleId: number;
  zoneId: number;
  cropId: number;
  franchiseDeductible: string;
  amount: string;
}

/** The row's rate, or every reason it cannot be imported. */
function checkRow(row: RawRateRow, l: Lookups): GoodRow | string[] {
  const reasons: string[] = [];
  let moduleId: number | undefined;
  if (row.company !== '' && normalizeSearch(row.company) !== normalizeSearch(l.companyName)) {
    reasons.push(`Aseguradora distinta de la elegida: ${row.company}`);
  }
  if (row.sancorId !== '') {
    const sancorId = /^\d{1,9}$/.test(row.sancorId) ? Number(row.sancorId) : NaN;
    moduleId = l.modulesBySancorId.get(sancorId);
    if (moduleId === undefined) reasons.push(`Sancor ID inexistente: ${row.sancorId}`);
  } else if (row.coverage === '') {
    reasons.push('Cobertura vacía');
  } else {
    const ids = l.modulesByName.get(normalizeSearch(row.coverage)) ?? [];
    if (ids.length === 1) moduleId = ids[0];
    else if (ids.length === 0) reasons.push(`Cobertura inexistente: ${row.coverage}`);
    else reasons.push(`Cobertura repetida en la campaña, indicá su Sancor ID: ${row.coverage}`);
  }
  let zoneId: number | undefined;
  if (row.province === '') reasons.push('Provincia vacía');
  else if (!l.provinces.has(normalizeSearch(row.province))) reasons.push(`Provincia inexistente: ${row.province}`);
  else if (row.department === '') reasons.push('Departamento vacío');
  else {
    zoneId = l.zones.get(`${normalizeSearch(row.province)}|${normalizeSearch(row.department)}`);
    if (zoneId === undefined) reasons.push(`Departamento inexistente: ${row.department}`);
  }
  const cropId = row.crop === '' ? undefined : l.crops.get(normalizeSearch(row.crop));
  if (row.crop === '') reasons.push('Cultivo vacío');
  else if (cropId === undefined) reasons.push(`Cultivo inexistente: ${row.crop}`);
  const franchiseDeductible = row.franchiseDeductible.replace(/\s+/g, ' ').trim();
  if (franchiseDeductible === '') reasons.push('Deducible/Franquicia inválida');
  const amount = parseRateAmount(row.premiumValue ?? '');
  if (row.premiumValue === null) reasons.push('Prima vacía');
  // a number cell as the sheet shows it in es-AR (1,23456), a text as typed
  else if (amount === undefined)
    reasons.push(`Prima inválida: ${typeof row.premiumValue === 'number' ? formatNumberAsIs(row.premiumValue) : row.premium}`);
  if (reasons.length || moduleId === undefined || zoneId === undefined || cropId === undefined || amount === undefined) return reasons;
  return { moduleId, zoneId, cropId, franchiseDeductible, amount };
}

/**
 * A good row as staged: the sheet row where its rate first appears, and the ids of the rates it
 * updates (none: a new rate). One staged row per rate: a later row of the same rate replaces
 * the premium (and the franchise/deductible's spelling), keeping the first row's place.
 */
type StagedRow = [
  firstRow: number,
  moduleId: number,
  zoneId: number,
  cropId: number,
  fd: string,
  fdKey: string,
  amount: string,
  rateIds: number[] | null,
];

function stagedRow(sheetRow: number, g: GoodRow, existing: Lookups['existing']): [key: string, row: StagedRow] {
  const fdKey = normalizeSearch(g.franchiseDeductible);
  const key = rateKey(g.moduleId, g.zoneId, g.cropId, fdKey);
  return [key, [sheetRow, g.moduleId, g.zoneId, g.cropId, g.franchiseDeductible, fdKey, g.amount, existing.get(key) ?? null]];
}

async function createStage(db: Db, stage: SQL) {
  await db.execute(sql`
    create temp table ${stage} (
      first_row int not null unique, module_id int not null, zone_id int not null, crop_id int not null,
      franchise_deductible text not null, fd_key text not null, amount numeric(9, 4) not null, rate_ids int[],
      primary key (module_id, zone_id, crop_id, fd_key))`);
}

async function stageRows(db: Db, stage: SQL, rows: Iterable<StagedRow>) {
  await db.execute(sql`
    insert into ${stage}
    select (r->>0)::int, (r->>1)::int, (r->>2)::int, (r->>3)::int, r->>4, r->>5, (r->>6)::numeric,
      case when json_typeof(r->7) = 'array' then array(select json_array_elements_text(r->7)::int) end
    from json_array_elements(${JSON.stringify([...rows])}::json) as r
    on conflict (module_id, zone_id, crop_id, fd_key)
    do update set franchise_deductible = excluded.franchise_deductible, amount = excluded.amount`);
}

/** The staged rates into \`rates\`: on PostgreSQL in one transaction (other requests use other connections). */
async function applyStage(db: Db, stage: SQL, jobId: number) {
  const pglite = pgliteOf(db);
  if (pglite) return applyStageInChunks(db, pglite, stage, jobId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update rates set amount = s.amount, updated_at = now()
      from (select unnest(rate_ids) as id, amount from ${stage} where rate_ids is not null) as s
      where rates.id = s.id and rates.amount <> s.amount`);
    await tx.execute(sql`
      insert into rates (module_id, zone_id, crop_id, franchise_deductible, amount, description)
      select module_id, zone_id, crop_id, franchise_deductible, amount, ' ' from ${stage}
      where rate_ids is null
      order by first_row`);
  });
}

/** The embedded database's client, when `db` is PGlite (drizzle keeps it as `$client`). */
const pgliteOf = (db: Db): PGlite | null => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
};

/** Staged rows per prepared chunk on PGlite: each keeps the embedded database busy well under 100 ms. */
export const APPLY_CHUNK = 500;

/** A chunk's rows, sent as one JSON parameter. */
const CHUNK_ROWS = `json_to_recordset($1::json) as r(
  first_row int, module_id int, zone_id int, crop_id int, franchise_deductible text, amount numeric, rate_ids int[])`;

/**
 * PGlite has one session, so one big transaction would stop every other request until it ends:
 * the staged rows are written in prepared chunks, in sheet order, and committed all at once
 * (server/db/prepared-chunks.ts); all or nothing as on PostgreSQL.
 */
async function applyStageInChunks(db: Db, pglite: PGlite, stage: SQL, jobId: number) {
  const [counted] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from ${stage}`);
  const staged = counted?.n ?? 0;
  if (!staged) return;
  const size = Math.max(APPLY_CHUNK, Math.ceil(staged / MAX_PREPARED_CHUNKS));
  let after = 0;
  await applyInPreparedChunks(pglite, `rates_import_${jobId}`, Math.ceil(staged / size), async () => {
    const rows = await executeRows<{ first_row: number }>(
      db,
      sql`select first_row, module_id, zone_id, crop_id, franchise_deductible, amount::text as amount, rate_ids::text as rate_ids
        from ${stage} where first_row > ${after} order by first_row limit ${size}`,
    );
    after = rows.at(-1)?.first_row ?? after;
    const json = JSON.stringify(rows);
    return async (tx) => {
      await tx.query(
        `update rates set amount = s.amount, updated_at = now()
         from (select unnest(rate_ids) as id, amount from ${CHUNK_ROWS} where rate_ids is not null) as s
         where rates.id = s.id and rates.amount <> s.amount`,
        [json],
      );
      await tx.query(
        `insert into rates (module_id, zone_id, crop_id, franchise_deductible, amount, description)
         select module_id, zone_id, crop_id, franchise_deductible, amount, ' ' from ${CHUNK_ROWS}
         where rate_ids is null order by first_row`,
        [json],
      );
    };
  });
}

/**
 * Imports the job's file into the campaign's coverages of `companyId`. Bad rows are reported;
 * the good ones are written in one transaction (all or none: a database failure throws).
 * A file that cannot be read at all throws JobInputError with the reason.
 */
export async function importRatesFile(
  job: JobContext,
  { campaignId, companyId }: { campaignId: number; companyId: number },
): Promise<RatesImportResult> {
  const file = job.file;
  if (!file || !looksLikeXlsx(file)) throw new JobInputError(RATES_IO_MESSAGES.fileType);
  const total = await rowsToImport(file);
  await job.progress(0, total);
  const lookups = await loadLookups(job.db, campaignId, companyId);
  const stage = sql.raw(`rates_import_${job.id}`);
  await createStage(job.db, stage);
  try {
    const errors: ImportRowError[] = [];
    const staged = new Map<string, StagedRow>();
    let read = 0;
    let good = 0;
    const flush = async () => {
      if (staged.size) await stageRows(job.db, stage, staged.values());
      staged.clear();
      job.signal.throwIfAborted();
      await job.progress(read, total);
    };
    try {
      for await (const { rowNumber, row } of streamRateRows(file)) {
        read += 1;
        const checked = checkRow(row, lookups);
        if (Array.isArray(checked)) errors.push({ row_number: rowNumber, type: checked.join('; ') });
        else {
          good += 1;
          const [key, row] = stagedRow(rowNumber, checked, lookups.existing);
          const earlier = staged.get(key);
          staged.set(key, earlier ? ([earlier[0], ...row.slice(1)] as StagedRow) : row);
        }
        if (read % STAGE_CHUNK === 0) await flush();
        else if (read % ROWS_PER_TURN === 0) await yieldToEventLoop();
      }
    } catch (err) {
      if (err instanceof RatesFileError) throw new JobInputError(`${err.message} ${NOTHING_IMPORTED}`);
      throw err;
    }
    await flush();
    await applyStage(job.db, stage, job.id);
    return { import_report: { rates_imported: good, cant_errors: errors.length, errors } };
  } finally {
    await job.db.execute(sql`drop table if exists ${stage}`).catch((err: unknown) => job.log.warn({ err }, 'stage table not dropped'));
  }
}
