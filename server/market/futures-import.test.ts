// POST /api/futures/import: a settlement-price spreadsheet into the futures table, read by the
// same XLSX reader as the rates import.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { CROP_IDS } from '../../src/domain/coverages/crops';
import { futures } from '../db/schema';
import { createTestApp, type TestApp } from '../testing';

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

  it('refuses a damaged file with a Spanish message and a producer with 403', async () => {
    const file = await workbook([['DLR/NOV30', 1]]);
    const broken = Buffer.concat([file.subarray(0, 40), Buffer.alloc(200), file.subarray(240)]);
    const res = await importFile('admin', broken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toBe('No se pudo leer el archivo.');
    expect((await importFile('productor', file)).statusCode).toBe(403);
  });
});
