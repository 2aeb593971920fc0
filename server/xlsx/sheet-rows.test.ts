// The XLSX reader the rates import streams through: what a user's spreadsheet may hold, from
// Excel, LibreOffice or ExcelJS, read the same whatever the order of the zip's entries.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { declareSize, ratesWorkbookParts, zerosEntry, zipEntry, zipFiles } from '../testing/zip';
import { sheetRows } from './sheet-rows';
import { sheetFiles } from './workbook';
import { inflateEntry, XlsxRefused, zipEntries } from './zip';

async function allRows(file: Buffer, path = 'xl/worksheets/sheet1.xml') {
  const rows: { number: number; cells: unknown[] }[] = [];
  for await (const r of sheetRows(file, path)) rows.push({ number: r.number, cells: [...r.cells] });
  return rows;
}

describe('sheetRows', () => {
  it('reads a workbook written by ExcelJS (sheets before shared strings, the workbook part last)', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Otra').addRow(['x']);
    const ws = wb.addWorksheet('Tasas');
    ws.addRow(['Cobertura', 'Prima (%)', 'Activa']);
    ws.addRow(['Granizo & Incendio', 4.75, true]);
    ws.addRow([{ richText: [{ text: 'Río ' }, { text: 'Cuarto', font: { bold: true } }] }, { formula: '1+2', result: 3 }]);
    ws.getCell('E5').value = 'lejos';
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const names = (await zipEntries(file)).map((e) => e.name);
    expect(names.indexOf('xl/worksheets/sheet2.xml')).toBeLessThan(names.indexOf('xl/sharedStrings.xml'));
    expect(names.at(-1)).toBe('xl/workbook.xml');

    const sheets = await sheetFiles(await zipEntries(file));
    expect(sheets.map((s) => s.name)).toEqual(['Otra', 'Tasas']);
    const rows = await allRows(file, sheets[1]!.path);
    expect(rows).toEqual([
      { number: 1, cells: ['Cobertura', 'Prima (%)', 'Activa'] },
      { number: 2, cells: ['Granizo & Incendio', 4.75, true] },
      { number: 3, cells: ['Río Cuarto', 3] },
      { number: 5, cells: [undefined, undefined, undefined, undefined, 'lejos'] },
    ]);
  });

  it('reads inline strings, prefixed elements, phonetic runs and cells or rows without a reference', async () => {
    const sheet =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row><x:c t="inlineStr"><x:is><x:t>Maíz</x:t></x:is></x:c><x:c><x:v>12.5</x:v></x:c></x:row>' +
      '<x:row r="4"><x:c r="B4" t="s"><x:v>0</x:v></x:c><x:c t="str"><x:f>A1</x:f><x:v>texto</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c></x:row>' +
      '<x:row/>' +
      '</x:sheetData></x:worksheet>';
    const shared = '<sst><si><r><t>San </t></r><r><t xml:space="preserve">Cristóbal</t></r><rPh><t>ignored</t></rPh></si></sst>';
    const file = zipFiles([zipEntry('xl/worksheets/sheet1.xml', sheet), ...ratesWorkbookParts(), zipEntry('xl/sharedStrings.xml', shared)]);
    expect(await allRows(file)).toEqual([
      { number: 1, cells: ['Maíz', 12.5] },
      { number: 4, cells: [undefined, 'San Cristóbal', 'texto', '#N/A'] },
      { number: 5, cells: [] },
    ]);
  });

  it('keeps a character whose bytes fall across two inflated pieces', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => `<row r="${i + 1}"><c t="inlineStr"><is><t>Ñandú ${i}</t></is></c></row>`);
    const file = zipFiles([zipEntry('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${many.join('')}</sheetData></worksheet>`)]);
    const rows = await allRows(file);
    expect(rows).toHaveLength(5000);
    expect(rows.every((r, i) => r.cells[0] === `Ñandú ${i}`)).toBe(true);
  });

  it('refuses broken XML and a missing sheet as a damaged file', async () => {
    const broken = zipFiles([zipEntry('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row><c><v>1</v></row>')]);
    await expect(allRows(broken)).rejects.toBeInstanceOf(XlsxRefused);
    await expect(allRows(broken, 'xl/worksheets/sheet9.xml')).rejects.toBeInstanceOf(XlsxRefused);
    await expect(allRows(Buffer.from('PK\x03\x04 not really a zip'))).rejects.toBeInstanceOf(XlsxRefused);
  });
});

describe('the zip under the sheets', () => {
  it('refuses more entries or more declared bytes than the limits, before inflating', async () => {
    const file = zipFiles([...ratesWorkbookParts(), zipEntry('xl/worksheets/sheet1.xml', 'x'.repeat(5000))]);
    await expect(zipEntries(file, { maxEntries: 2, maxUncompressedBytes: 1e9 })).rejects.toMatchObject({ problem: 'too-large' });
    await expect(zipEntries(file, { maxEntries: 10, maxUncompressedBytes: 4000 })).rejects.toMatchObject({ problem: 'too-large' });
    expect((await zipEntries(file, { maxEntries: 3, maxUncompressedBytes: 1e6 })).map((e) => e.name)).toHaveLength(3);
  });

  it('stops inflating an entry as soon as it gives more than it declared', async () => {
    const lying = declareSize(zipFiles([await zerosEntry('xl/worksheets/sheet1.xml', 64 * 2 ** 20)]), 'xl/worksheets/sheet1.xml', 1000);
    const [entry] = await zipEntries(lying);
    let given = 0;
    const read = async () => {
      for await (const chunk of inflateEntry(entry!)) given += chunk.length;
    };
    await expect(read()).rejects.toMatchObject({ problem: 'corrupt' });
    expect(given).toBeLessThanOrEqual(1000);
  });
});
