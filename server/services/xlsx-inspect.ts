// An uploaded XLSX is a zip: before a reader opens it, check what it expands to. The sizes the
// zip declares are checked first (a 300 KB file declaring 300 MB is refused without inflating
// a byte); then every entry is inflated as a stream, counting, and refused as soon as it gives
// more than it declared. Nothing is kept but the row counts of the sheets.
import zlib from 'node:zlib';

export interface XlsxLimits {
  /** all the entries together, uncompressed */
  maxUncompressedBytes: number;
  maxEntries: number;
}

export type XlsxProblem = 'corrupt' | 'too-large';

/** The file is not a readable zip ('corrupt') or expands past the limits ('too-large'). */
export class XlsxRefused extends Error {
  constructor(readonly problem: XlsxProblem) {
    super(problem);
  }
}

export interface XlsxInspection {
  /** rows (`<row>` elements) of every sheet, by the sheet's name when the workbook names it */
  rowsBySheet: Map<string, number>;
  /** rows of all the sheets */
  totalRows: number;
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Files of the workbook read whole to name the sheets (small in any real workbook). */
const NAMING_FILES = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']);
const NAMING_MAX_BYTES = 1024 * 1024;

function centralDirectory(file: Buffer, limits: XlsxLimits): Entry[] {
  const from = Math.max(0, file.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = file.length - 22; i >= from; i--) {
    if (file.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new XlsxRefused('corrupt');
  const count = file.readUInt16LE(eocd + 10);
  let at = file.readUInt32LE(eocd + 16);
  if (count > limits.maxEntries) throw new XlsxRefused('too-large');
  const entries: Entry[] = [];
  let declared = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL) throw new XlsxRefused('corrupt');
    const nameLength = file.readUInt16LE(at + 28);
    const entry: Entry = {
      method: file.readUInt16LE(at + 10),
      compressedSize: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      localOffset: file.readUInt32LE(at + 42),
      name: file.toString('utf8', at + 46, at + 46 + nameLength),
    };
    // encrypted entries, and zip64 (sizes past 4 GB), are nothing a workbook needs
    if (file.readUInt16LE(at + 8) & 1 || entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) {
      throw new XlsxRefused('corrupt');
    }
    declared += entry.size;
    if (declared > limits.maxUncompressedBytes) throw new XlsxRefused('too-large');
    entries.push(entry);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

function entryData(file: Buffer, e: Entry): Buffer {
  const at = e.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL) throw new XlsxRefused('corrupt');
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  if (start + e.compressedSize > file.length) throw new XlsxRefused('corrupt');
  return file.subarray(start, start + e.compressedSize);
}

/** Inflates one entry as a stream (no more than it declared), passing each piece on. */
function inflate(data: Buffer, e: Entry, onChunk: (chunk: Buffer) => void): Promise<void> {
  if (e.method === 0) {
    if (data.length !== e.size) return Promise.reject(new XlsxRefused('corrupt'));
    onChunk(data);
    return Promise.resolve();
  }
  if (e.method !== 8) return Promise.reject(new XlsxRefused('corrupt'));
  return new Promise((resolve, reject) => {
    const stream = zlib.createInflateRaw();
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > e.size) stream.destroy(new XlsxRefused('corrupt'));
      else onChunk(chunk);
    });
    stream.on('error', (err) => reject(err instanceof XlsxRefused ? err : new XlsxRefused('corrupt')));
    stream.on('end', () => (size === e.size ? resolve() : reject(new XlsxRefused('corrupt'))));
    stream.end(data);
  });
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

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([\w:]+)\s*=\s*"([^"]*)"/g)) if (name && value !== undefined) out[name] = value;
  return out;
}
const decodeXml = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '');

/** Sheet file ('xl/worksheets/sheet1.xml') -> sheet name, from the workbook and its relationships. */
function sheetNames(workbook: string, rels: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [tag] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const a = attributes(tag);
    if (a.Id && a.Target) targets.set(a.Id, a.Target.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target}`);
  }
  const names = new Map<string, string>();
  for (const [tag] of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const a = attributes(tag);
    const rid = Object.entries(a).find(([k]) => /:id$/.test(k))?.[1];
    const target = rid && targets.get(rid);
    if (a.name && target) names.set(target, decodeXml(a.name));
  }
  return names;
}

/** Checks the zip against `limits` (declared sizes, then actual ones) and counts each sheet's rows. */
export async function inspectXlsx(file: Buffer, limits: XlsxLimits): Promise<XlsxInspection> {
  const entries = centralDirectory(file, limits);
  const rowsByFile = new Map<string, number>();
  const naming = new Map<string, string>();
  for (const e of entries) {
    const data = entryData(file, e);
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(e.name)) {
      const counter = rowCounter();
      await inflate(data, e, (chunk) => counter.add(chunk));
      rowsByFile.set(e.name, counter.rows);
    } else if (NAMING_FILES.has(e.name) && e.size <= NAMING_MAX_BYTES) {
      const pieces: Buffer[] = [];
      await inflate(data, e, (chunk) => pieces.push(chunk));
      naming.set(e.name, Buffer.concat(pieces).toString('utf8'));
    } else {
      await inflate(data, e, () => {});
    }
  }
  const names = sheetNames(naming.get('xl/workbook.xml') ?? '', naming.get('xl/_rels/workbook.xml.rels') ?? '');
  const rowsBySheet = new Map([...rowsByFile].map(([path, rows]) => [names.get(path) ?? path, rows]));
  return { rowsBySheet, totalRows: [...rowsByFile.values()].reduce((a, b) => a + b, 0) };
}
