// A sheet's rows as the sheet's XML inflates (never the whole sheet in memory), parsed with
// saxes. Cells are what the file stores: shared and inline strings as text (rich text runs
// joined, phonetic runs left out), numbers as numbers, booleans, formulas by their cached
// result. Styles are not read: a date stays the serial number the cell holds.
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { entryText, inflateEntry, XlsxRefused, zipEntries, type ZipEntry } from './zip';

export type SheetCell = string | number | boolean | null;

export interface SheetRow {
  /** the row's number in the sheet (1 = first) */
  number: number;
  /** cells by column: cells[0] is column A; a missing cell is undefined */
  cells: SheetCell[];
}

/** 'xl:row' and 'row' alike: producers may prefix SpreadsheetML's elements. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Column of a cell reference ('C7' -> 2), or null. */
/** Excel's last column (XFD): a cell reference beyond it is no sheet Excel writes. */
const MAX_COLUMNS = 16_384;

function columnOf(ref: string | undefined): number | null {
  const letters = ref ? /^[A-Z]+/i.exec(ref)?.[0] : undefined;
  if (!letters) return null;
  let n = 0;
  for (const ch of letters.toUpperCase()) {
    n = n * 26 + (ch.charCodeAt(0) - 64);
    // a column such as 'MWLQKWU' would make every row a list of billions of slots to walk
    if (n > MAX_COLUMNS) throw new XlsxRefused('corrupt');
  }
  return n - 1;
}

function newParser(): SaxesParser {
  const parser = new SaxesParser();
  parser.on('error', () => {
    throw new XlsxRefused('corrupt');
  });
  return parser;
}

/** The text of each `<si>` of the shared strings (runs joined, phonetic runs `<rPh>` left out). */
export async function readSharedStrings(entry: ZipEntry | undefined): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  const parser = newParser();
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 'si') current = '';
    else if (name === 'rPh') phonetic += 1;
    else if (name === 't' && !phonetic) inText = !tag.isSelfClosing;
  });
  parser.on('text', (text) => {
    if (inText && current !== null) current += text;
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 't') inText = false;
    else if (name === 'rPh') phonetic -= 1;
    else if (name === 'si') {
      strings.push(current ?? '');
      current = null;
    }
  });
  parser.write(await entryText(entry)).close();
  return strings;
}

/** Builds rows from a sheet's SAX events; finished rows wait in `ready`. */
function rowBuilder(shared: string[]) {
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastRow = 0;
  let col = -1;
  let type = 'n';
  let value = '';
  let inline = '';
  let capture: 'v' | 't' | null = null;
  let phonetic = 0;

  const cellValue = (): SheetCell => {
    switch (type) {
      case 's':
        return shared[Number(value)] ?? '';
      case 'inlineStr':
        return inline;
      case 'b':
        return value === '1' || value === 'true';
      case 'str':
      case 'e':
      case 'd':
        return value;
      default: {
        if (value.trim() === '') return null;
        const n = Number(value);
        return Number.isFinite(n) ? n : value;
      }
    }
  };

  return {
    ready,
    open(tag: SaxesTagPlain) {
      const name = local(tag.name);
      const attrs = tag.attributes as Record<string, string>;
      if (name === 'row') {
        const n = Number(attrs.r);
        lastRow = Number.isInteger(n) && n > 0 ? n : lastRow + 1;
        row = { number: lastRow, cells: [] };
        col = -1;
      } else if (name === 'c' && row) {
        col = columnOf(attrs.r) ?? col + 1;
        type = attrs.t ?? 'n';
        value = '';
        inline = '';
      } else if (name === 'v') capture = tag.isSelfClosing ? null : 'v';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && !phonetic) capture = tag.isSelfClosing ? null : 't';
    },
    text(text: string) {
      if (capture === 'v') value += text;
      else if (capture === 't') inline += text;
    },
    close(tag: SaxesTagPlain) {
      const name = local(tag.name);
      if (name === 'v' || name === 't') capture = null;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && row && col >= 0) row.cells[col] = cellValue();
      else if (name === 'row' && row) {
        ready.push(row);
        row = null;
      }
    },
  };
}

/** The rows of the sheet file `path` ('xl/worksheets/sheet1.xml'), streamed as it inflates. */
export async function* sheetRows(file: Buffer, path: string, given?: ZipEntry[]): AsyncGenerator<SheetRow> {
  const entries = given ?? (await zipEntries(file));
  const entry = entries.find((e) => e.name === path);
  if (!entry) throw new XlsxRefused('corrupt');
  const shared = await readSharedStrings(entries.find((e) => e.name.toLowerCase() === 'xl/sharedstrings.xml'));
  const rows = rowBuilder(shared);
  const parser = newParser();
  parser.on('opentag', rows.open);
  parser.on('text', rows.text);
  parser.on('cdata', rows.text);
  parser.on('closetag', rows.close);
  const decoder = new StringDecoder('utf8');
  for await (const chunk of inflateEntry(entry)) {
    parser.write(decoder.write(chunk));
    yield* rows.ready.splice(0);
  }
  parser.write(decoder.end()).close();
  yield* rows.ready.splice(0);
}
