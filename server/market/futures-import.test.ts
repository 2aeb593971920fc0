// POST /api/futures/import: a settlement-price spreadsheet into the futures table, read by the
// same XLSX reader as the rates import.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { CROP_IDS } from '../../src/domain/coverages/crops';
import { futures } from '../db/schema';
import { createTestApp, type TestApp } from '../testing';
import { ratesWorkbookParts, zipEntry, zipFiles } from '../testing/zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(() => t.close());

async function workbook(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ajustes');
  for (const r of rows) ws.addRow(r);
  wb.addWorksheet('Otra').addRow(['DLR/ENE27', 1]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const importFile = (who: 'admin' | 'productor', data: Buffer, name = 'ajustes.xlsx') =>
  t.as(who).upload('/api/futures/import', {}, [{ name, data }]);

describe('POST /api/futures/import', () => {
  it('imports the first sheet: numbers and es-AR texts, the header skipped, bad rows reported by number', async () => {
    const file = await workbook([
      ['Contrato', 'Ajuste'],
      ['DLR/NOV30', 1234.5],
      ['SOJ.ROS may/2031', '312.500,75'],
      ['MAIZ/MAY31', 200],
      ['TRI.ROS/ENE31', 'mucho'],
    ]);
    const res = await importFile('admin', file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.import_report).toEqual({
      imported: 2,
      cant_errors: 2,
      errors: [
        { row_number: 4, type: 'contrato' },
        { row_number: 5, type: 'valor' },
      ],
    });
    const [dollar] = await t.db
      .select({ value: futures.value })
      .from(futures)
      .where(and(eq(futures.kind, 'dollar'), isNull(futures.cropId), eq(futures.month, '2030-11-01')));
    const [soy] = await t.db
      .select({ value: futures.value })
      .from(futures)
      .where(and(eq(futures.cropId, CROP_IDS.soy), eq(futures.month, '2031-05-01')));
    expect(Number(dollar?.value)).toBe(1234.5);
    expect(Number(soy?.value)).toBe(312500.75);
  });

  it("reports a contract of no year a date can hold (a 500 before), and refuses a cell beyond Excel's last column at once", async () => {
    const years = await importFile(
      'admin',
      await workbook([
        ['DLR/ENE0000', 1],
        ['DLR/ENE0001', 1],
        ['DLR/ENE0099', 1],
        ['DLR/ENE2031', 1],
      ]),
    );
    expect(years.statusCode, years.body).toBe(200);
    expect(years.json().data.import_report).toEqual({
      imported: 1,
      cant_errors: 3,
      errors: [1, 2, 3].map((row_number) => ({ row_number, type: 'contrato' })),
    });
    // one cell at column MWLQKWU: rows of billions of slots, walked while every other request waited
    const far = zipFiles([
      ...ratesWorkbookParts(),
      zipEntry('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1"><c r="MWLQKWU1"><v>1</v></c></row></sheetData></worksheet>'),
    ]);
    const started = Date.now();
    const res = await importFile('admin', far);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['No se pudo leer el archivo.']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a damaged file with a Spanish message and a producer with 403', async () => {
    const file = await workbook([['DLR/NOV30', 1]]);
    const broken = Buffer.concat([file.subarray(0, 40), Buffer.alloc(200), file.subarray(240)]);
    const res = await importFile('admin', broken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toBe('No se pudo leer el archivo.');
    expect((await importFile('productor', file)).statusCode).toBe(403);
  });
});
