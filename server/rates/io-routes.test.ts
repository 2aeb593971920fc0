import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { crops, jobs, modules, provinces, rates, zones } from '../db/schema';
import { at, countRows, createTestApp, type DemoUser, type TestApp } from '../testing';
import { declareSize, ratesWorkbookParts, zerosEntry, zipEntry, zipFiles } from '../testing/zip';

let t: TestApp;
const CAMPAIGN = 2; // the demo's current campaign
const SANCOR = 1;
const HEADER = ['Cobertura', 'Sancor ID', 'Provincia', 'Departamento', 'Cultivo', 'Franquicia/Deducible', 'Prima (%)'];
const FILE_TYPE = 'Tipo de archivo inválido / Seleccione un archivo XLSX';

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
});

type Cell = string | number | null;

async function xlsx(rows: Cell[][], { header = HEADER, sheet = 'Tasas' }: { header?: string[]; sheet?: string } = {}) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function postImport(who: DemoUser, data: Buffer, { name = 'tasas.xlsx', field = 'file', query = '', company = String(SANCOR) } = {}) {
  return t.as(who).upload(`/api/rates/import${query}`, { campaign: String(CAMPAIGN), company }, [{ name, data, field }]);
}

/** Every rate of the campaign's coverages of an insurer, as comparable text. */
async function rateSnapshot(companyId = SANCOR) {
  const rows = await t.db
    .select({ module: rates.moduleId, zone: rates.zoneId, crop: rates.cropId, fd: rates.franchiseDeductible, amount: rates.amount })
    .from(rates)
    .innerJoin(modules, eq(modules.id, rates.moduleId))
    .where(and(eq(modules.campaignId, CAMPAIGN), eq(modules.companyId, companyId)));
  return rows.map((r) => `${r.module}|${r.zone}|${r.crop}|${r.fd}|${r.amount}`).sort();
}

async function findRate(moduleId: number, zoneId: number, cropId: number, fd: string) {
  return t.db
    .select({ id: rates.id, amount: rates.amount })
    .from(rates)
    .where(and(eq(rates.moduleId, moduleId), eq(rates.zoneId, zoneId), eq(rates.cropId, cropId), eq(rates.franchiseDeductible, fd)));
}

async function rioCuarto() {
  const zone = at(
    await t.db
      .select({ id: zones.id })
      .from(zones)
      .innerJoin(provinces, eq(provinces.id, zones.provinceId))
      .where(and(eq(zones.companyId, SANCOR), eq(provinces.name, 'Córdoba'), eq(zones.description, 'Río Cuarto'))),
    0,
  );
  const mod = at(
    await t.db
      .select({ id: modules.id })
      .from(modules)
      .where(and(eq(modules.campaignId, CAMPAIGN), eq(modules.companyId, SANCOR), eq(modules.description, 'Granizo + Incendio'))),
    0,
  );
  const soy = at(await t.db.select({ id: crops.id }).from(crops).where(eq(crops.description, 'Soja')), 0);
  return { zoneId: zone.id, moduleId: mod.id, cropId: soy.id };
}

describe('POST /api/rates/import', () => {
  it('updates existing rates, adds new ones and reports every bad row with its number and reason', async () => {
    const { zoneId, moduleId, cropId } = await rioCuarto();
    const before = await countRows(t.db, 'rates');
    const file = await xlsx([
      ['granizo + incendio', null, 'cordoba', 'rio cuarto', 'SOJA', 'Franquicia 10%', '4,75'], // 2: existing, new premium
      ['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 25%', 3.12], // 3: new, matched by Sancor ID
      ['Cobertura Fantasma', null, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 2], // 4
      ['Granizo + Incendio', null, 'Narnia', 'Río Cuarto', 'Soja', 'Franquicia 10%', 2], // 5
      ['Granizo + Incendio', null, 'Córdoba', 'Atlántida', 'Soja', 'Franquicia 10%', 2], // 6
      ['Granizo + Incendio', null, 'Córdoba', 'Río Cuarto', 'Arroz', 'Franquicia 10%', 2], // 7
      ['Granizo + Incendio', null, 'Córdoba', 'Río Cuarto', 'Soja', '', 2], // 8
      ['Granizo + Incendio', null, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 'abc'], // 9
      ['Granizo + Incendio', null, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 1500.25], // 10: a number cell, named as the sheet shows it in es-AR
      ['Granizo + Incendio', 999, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 2], // 11
      ['', null, '', 'Río Cuarto', 'Soja', 'Franquicia 10%', null], // 12: several reasons
      ['Granizo + Incendio', null, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 0.015], // 13: 1,5 % read as a fraction: 3 decimals
    ]);
    const res = await postImport('admin', file);
    expect(res.statusCode).toBe(200);
    const report = res.json().data.import_report;
    expect(res.json().import_report).toEqual(report);
    expect(report).toEqual({
      rates_imported: 2,
      cant_errors: 10,
      errors: [
        { row_number: 4, type: 'Cobertura inexistente: Cobertura Fantasma' },
        { row_number: 5, type: 'Provincia inexistente: Narnia' },
        { row_number: 6, type: 'Departamento inexistente: Atlántida' },
        { row_number: 7, type: 'Cultivo inexistente: Arroz' },
        { row_number: 8, type: 'Deducible/Franquicia inválida' },
        { row_number: 9, type: 'Prima inválida: abc' },
        { row_number: 10, type: 'Prima inválida: 1.500,25' },
        { row_number: 11, type: 'Sancor ID inexistente: 999' },
        { row_number: 12, type: 'Cobertura vacía; Provincia vacía; Prima vacía' },
        { row_number: 13, type: 'Prima inválida: 0,015' },
      ],
    });
    expect((await findRate(moduleId, zoneId, cropId, 'Franquicia 10%')).map((r) => r.amount)).toEqual(['4.7500']);
    expect((await findRate(moduleId, zoneId, cropId, 'Franquicia 25%')).map((r) => r.amount)).toEqual(['3.1200']);
    expect(await countRows(t.db, 'rates')).toBe(before + 1);

    // the import is a job: its payload, progress and report are kept, its file is not
    const saved = at(await t.db.select().from(jobs).where(eq(jobs.id, res.json().data.id)), 0);
    expect(saved).toMatchObject({
      kind: 'rates-import',
      status: 'done',
      progressDone: 12,
      progressTotal: 12,
      payload: { campaignId: CAMPAIGN, companyId: SANCOR, fileName: 'tasas.xlsx' },
      result: { import_report: report },
      inputFile: null,
    });
  });

  it('accepts the file as import_file', async () => {
    const res = await postImport(
      'sudo',
      await xlsx([['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 4.8]]),
      { field: 'import_file' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.import_report).toEqual({ rates_imported: 1, cant_errors: 0, errors: [] });
  });

  it('rejects a text file named .xlsx and an XLSX without the .xlsx name, storing nothing', async () => {
    const before = await countRows(t.db, 'jobs');
    const text = await postImport('admin', Buffer.from('Cobertura;Provincia\nGranizo;Córdoba\n'), { name: 'tasas.xlsx' });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual([FILE_TYPE]);
    const named = await postImport('admin', await xlsx([]), { name: 'tasas.csv' });
    expect(named.statusCode).toBe(422);
    expect(named.json().errors.file).toEqual([FILE_TYPE]);
    expect(await countRows(t.db, 'jobs')).toBe(before);
  });

  it('imports nothing from a corrupt file, a file without the Tasas sheet or with other headers, and says why', async () => {
    const before = await rateSnapshot();
    const good = ['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 1.11];
    const corrupt = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const cases: [Buffer, RegExp][] = [
      [corrupt, /dañado/],
      [await xlsx([good], { sheet: 'Hoja1' }), /no tiene la hoja 'Tasas'/],
      [await xlsx([good], { header: ['Cobertura', 'Provincia', 'Departamento', 'Cultivo', 'Franquicia', 'Prima'] }), /encabezados/],
    ];
    for (const [file, reason] of cases) {
      const res = await postImport('admin', file);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file[0]).toMatch(reason);
      expect(res.json().errors.file[0]).toMatch(/No se importó ninguna tasa/);
    }
    expect(await rateSnapshot()).toEqual(before);
  });

  it('asks for the campaign, the insurer and the file', async () => {
    const res = await t.as('admin').upload('/api/rates/import', { campaign: 'x', company: '99' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ campaign: ['Elegí una campaña'], file: [FILE_TYPE] });
    const unknown = await postImport('admin', await xlsx([]), { company: '99' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ company: ['Aseguradora inválida'] });
    const json = await t.as('admin').post('/api/rates/import', { campaign: 2 });
    expect(json.statusCode).toBe(422);
  });

  it('writes all good rows or none when the database fails', async () => {
    const before = await rateSnapshot();
    // a rate the database refuses, in the file's last chunk
    await t.db.execute(
      sql.raw(`
      create function rates_io_test_fail() returns trigger language plpgsql as $$
      begin if new.franchise_deductible = 'Falla' then raise exception 'falla de prueba'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw('create trigger rates_io_test_fail before insert on rates for each row execute function rates_io_test_fail()'),
    );
    try {
      const rows: Cell[][] = [['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 9.99]];
      for (let i = 0; i < 2500; i++) rows.push(['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', `Nueva ${i}`, 1]);
      rows.push(['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', 'Falla', 1]);
      const res = await postImport('admin', await xlsx(rows));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('No se pudieron guardar las tasas. No se importó ninguna.');
      expect(await rateSnapshot()).toEqual(before);
      const [last] = await t.db
        .select()
        .from(jobs)
        .orderBy(sql`id desc`)
        .limit(1);
      expect(last).toMatchObject({
        kind: 'rates-import',
        status: 'failed',
        error: 'No se pudieron guardar las tasas. No se importó ninguna.',
      });
    } finally {
      await t.db.execute(sql.raw('drop trigger rates_io_test_fail on rates'));
      await t.db.execute(sql.raw('drop function rates_io_test_fail()'));
    }
  });

  it('with ?async=1 answers 202 at once and reports progress and the result at GET /api/jobs/{id}', async () => {
    const rows: Cell[][] = [];
    for (let i = 0; i < 3000; i++) rows.push(['Resiembra', 301, 'Córdoba', 'Río Cuarto', 'Soja', `Deducible ${i}`, (i % 90) + 0.25]);
    rows.push(['Resiembra', 301, 'Córdoba', 'Río Cuarto', 'Trigo duro', 'Deducible 1', 1]);
    const res = await postImport('admin', await xlsx(rows), { query: '?async=1' });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.id;
    let job;
    const seen: number[] = [];
    for (let i = 0; i < 400; i++) {
      const poll = await t.as('admin').get(`/api/jobs/${id}`);
      expect(poll.statusCode).toBe(200);
      job = poll.json().data;
      seen.push(job.progress.done);
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(job).toMatchObject({ id, kind: 'rates-import', status: 'done', progress: { done: 3001, total: 3001 }, error: null });
    expect(job.result.import_report).toEqual({
      rates_imported: 3000,
      cant_errors: 1,
      errors: [{ row_number: 3002, type: 'Cultivo inexistente: Trigo duro' }],
    });
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('on PGlite writes the rates in transactions of at most 500 rows, so other requests run between them (PostgreSQL: one)', async () => {
    const rows: Cell[][] = [];
    for (let i = 0; i < 1200; i++) rows.push(['Resiembra', 301, 'Córdoba', 'Río Cuarto', 'Soja', `Franquicia ${i} por bloques`, 1.5]);
    const res = await postImport('admin', await xlsx(rows));
    expect(res.json().import_report).toEqual({ rates_imported: 1200, cant_errors: 0, errors: [] });
    // rows written by one transaction share its xmin
    const writers = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rates)
      .where(sql`${rates.franchiseDeductible} like '% por bloques'`)
      .groupBy(sql`${rates}.xmin::text`);
    expect(writers.reduce((sum, w) => sum + w.n, 0)).toBe(1200);
    if (t.database.kind === 'postgres') expect(writers).toHaveLength(1);
    else expect(writers.map((w) => w.n).sort((a, b) => b - a)).toEqual([500, 500, 200]);
  });

  it('with ?async=1 a file that cannot be read ends as a failed job with the reason, and its file is dropped', async () => {
    const res = await postImport('admin', await xlsx([], { sheet: 'Hoja1' }), { query: '?async=1' });
    expect(res.statusCode).toBe(202);
    const job = await t.app.jobs.waitFor(res.json().data.id);
    const poll = await t.as('admin').get(`/api/jobs/${job?.id}`);
    expect(poll.json().data).toMatchObject({
      status: 'failed',
      result: null,
      error: "El archivo no tiene la hoja 'Tasas'. No se importó ninguna tasa.",
    });
    expect(await countRows(t.db, 'jobs', `id = ${job?.id} and input_file is null`)).toBe(1);
  });

  it('is for admins and super users only', async () => {
    const res = await postImport('productor', await xlsx([]));
    expect(res.statusCode).toBe(403);
    const exported = await t.as('productor').get(`/api/rates/export?campaign=${CAMPAIGN}`);
    expect(exported.statusCode).toBe(403);
  });
});

describe('limits of an import file', () => {
  it('refuses a small file that would inflate to 300 MB, before inflating any of it', async () => {
    const bomb = zipFiles([...ratesWorkbookParts(), await zerosEntry('xl/worksheets/sheet1.xml', 300 * 2 ** 20)]);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const inflate = vi.spyOn(zlib, 'createInflateRaw');
    try {
      const res = await postImport('admin', bomb);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual(['El archivo ocupa más de 150 MB al descomprimirlo. No se importó ninguna tasa.']);
      expect(inflate).not.toHaveBeenCalled();
    } finally {
      inflate.mockRestore();
    }
  });

  it('refuses, as damaged, a file whose sheet inflates to more than it declares', async () => {
    const before = await rateSnapshot();
    const rows: Cell[][] = [];
    for (let i = 0; i < 200; i++) rows.push(['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', `Mentira ${i}`, 1]);
    const lying = declareSize(await xlsx(rows), 'xl/worksheets/sheet1.xml', 1000);
    const res = await postImport('admin', lying);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['El archivo XLSX está dañado o no se puede leer. No se importó ninguna tasa.']);
    expect(await rateSnapshot()).toEqual(before);
  });

  it('refuses a sheet of more than 200,000 rows without reading them', async () => {
    const rows = Array.from({ length: 200_002 }, (_, i) => `<row r="${i + 1}"/>`).join('');
    const file = zipFiles([
      ...ratesWorkbookParts(),
      zipEntry('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${rows}</sheetData></worksheet>`),
    ]);
    const res = await postImport('admin', file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'El archivo tiene más de 200.000 filas. Dividilo en archivos más chicos. No se importó ninguna tasa.',
    ]);
  });

  it('refuses an upload over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10 * 2 ** 20)]);
    const res = await postImport('admin', big);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['El archivo supera el máximo de 10 MB.']);
  });
});

describe('GET /api/rates/export', () => {
  async function exportFile(query: string) {
    const res = await t.as('admin').get(`/api/rates/export?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Tasas.xlsx"');
    return res.rawPayload;
  }

  it('says in X-Total-Count how many rates the file holds; none is a file of headers only', async () => {
    const before = await rateSnapshot();
    const res = await t.as('admin').get(`/api/rates/export?campaign=${CAMPAIGN}&company=${SANCOR}`);
    expect(res.headers['x-total-count']).toBe(String(before.length));
    await t.db.execute(
      sql`delete from rates where module_id in (select id from modules where campaign_id = ${CAMPAIGN} and company_id = ${SANCOR})`,
    );
    const empty = await t.as('admin').get(`/api/rates/export?campaign=${CAMPAIGN}&company=${SANCOR}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['x-total-count']).toBe('0');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(empty.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet('Tasas')!.actualRowCount).toBe(1);
    // the rates back, for the other tests of this file
    expect((await postImport('admin', res.rawPayload, { name: 'Tasas.xlsx' })).statusCode).toBe(200);
    expect(await rateSnapshot()).toEqual(before);
  });

  it('writes every rate of the campaign in the import layout', async () => {
    const file = await exportFile(`campaign=${CAMPAIGN}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Tasas')!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([...HEADER, 'Aseguradora']);
    const total = (await rateSnapshot(1)).length + (await rateSnapshot(2)).length;
    expect(ws.actualRowCount - 1).toBe(total);
    const companiesSeen = new Set<string>();
    ws.eachRow((r, n) => n > 1 && companiesSeen.add(String(r.getCell(8).value)));
    expect([...companiesSeen].sort()).toEqual(['San Cristobal', 'Sancor']);
  });

  it('round trip: an exported file imported into the same campaign and insurer reproduces every rate', async () => {
    const before = await rateSnapshot();
    const file = await exportFile(`campaign=${CAMPAIGN}&company=${SANCOR}`);
    await t.db.execute(
      sql`delete from rates where module_id in (select id from modules where campaign_id = ${CAMPAIGN} and company_id = ${SANCOR})`,
    );
    expect(await rateSnapshot()).toEqual([]);
    const res = await postImport('admin', file, { name: 'Tasas.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.import_report).toEqual({ rates_imported: before.length, cant_errors: 0, errors: [] });
    expect(await rateSnapshot()).toEqual(before);
  });

  it("does not mix insurers: another insurer's rows in the file are reported, not imported", async () => {
    const before = await rateSnapshot();
    const file = await exportFile(`campaign=${CAMPAIGN}`);
    const res = await postImport('admin', file);
    const report = res.json().data.import_report;
    expect(report.rates_imported).toBe(before.length);
    expect(report.cant_errors).toBe((await rateSnapshot(2)).length);
    expect(report.errors[0].type).toMatch(/^Aseguradora distinta de la elegida: San Cristobal/);
    expect(await rateSnapshot()).toEqual(before);
  });

  it('asks for a campaign that exists', async () => {
    const none = await t.as('admin').get('/api/rates/export');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.campaign).toEqual(['Elegí una campaña']);
    const unknown = await t.as('admin').get('/api/rates/export?campaign=9999');
    expect(unknown.statusCode).toBe(404);
  });
});
