// Before a reader opens an uploaded XLSX, check what it expands to: the sizes the zip declares
// first (a 300 KB file declaring 300 MB is refused without inflating a byte), then every entry
// inflated as a stream, counting. Nothing is kept but the row counts of the sheets.
import { sheetFiles } from './workbook';
import { inflateEntry, zipEntries, type XlsxLimits } from './zip';

export { XlsxRefused, type XlsxLimits, type XlsxProblem } from './zip';

export interface XlsxInspection {
  /** rows (`<row>` elements) of every sheet, by the sheet's name when the workbook names it */
  rowsBySheet: Map<string, number>;
  /** rows of all the sheets */
  totalRows: number;
}

/** Counts `<row ...>` elements in a stream of XML pieces (a tag may straddle two pieces). */
function rowCounter() {
  const tag = /<row[\s>/]/g;
  let carry = '';
  let rows = 0;
  return {
    add(chunk: Buffer) {
      const text = carry + chunk.toString('latin1');
      rows += text.match(tag)?.length ?? 0;
      carry = text.slice(-4); // shorter than a match: never counted twice
    },
    get rows() {
      return rows;
    },
  };
}

/** Checks the zip against `limits` (declared sizes, then actual ones) and counts each sheet's rows. */
export async function inspectXlsx(file: Buffer, limits: XlsxLimits): Promise<XlsxInspection> {
  const entries = await zipEntries(file, limits);
  const rowsByFile = new Map<string, number>();
  for (const e of entries) {
    const counter = /^xl\/worksheets\/[^/]+\.xml$/.test(e.name) ? rowCounter() : null;
    for await (const chunk of inflateEntry(e)) counter?.add(chunk);
    if (counter) rowsByFile.set(e.name, counter.rows);
  }
  const names = new Map((await sheetFiles(entries)).map((s) => [s.path, s.name]));
  const rowsBySheet = new Map([...rowsByFile].map(([path, rows]) => [names.get(path) ?? path, rows]));
  return { rowsBySheet, totalRows: [...rowsByFile.values()].reduce((a, b) => a + b, 0) };
}
