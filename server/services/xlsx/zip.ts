// An uploaded XLSX is a zip, read here from its central directory (never trusting entry order):
// the sizes each entry declares are checked before inflating a byte, and inflating stops with
// 'corrupt' as soon as an entry gives more than it declared.
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

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const NO_LIMITS: XlsxLimits = { maxUncompressedBytes: Number.MAX_SAFE_INTEGER, maxEntries: 0xffff };

/** The zip's entries, from its central directory; refused when they declare more than `limits`. */
export function zipEntries(file: Buffer, limits: XlsxLimits = NO_LIMITS): ZipEntry[] {
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
  const entries: ZipEntry[] = [];
  let declared = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL) throw new XlsxRefused('corrupt');
    const nameLength = file.readUInt16LE(at + 28);
    const entry: ZipEntry = {
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

function entryData(file: Buffer, e: ZipEntry): Buffer {
  const at = e.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL) throw new XlsxRefused('corrupt');
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  if (start + e.compressedSize > file.length) throw new XlsxRefused('corrupt');
  return file.subarray(start, start + e.compressedSize);
}

/** One entry's bytes as they inflate: exactly the size it declared, or XlsxRefused('corrupt'). */
export async function* inflateEntry(file: Buffer, e: ZipEntry): AsyncGenerator<Buffer> {
  const data = entryData(file, e);
  if (e.method === 0) {
    if (data.length !== e.size) throw new XlsxRefused('corrupt');
    yield data;
    return;
  }
  if (e.method !== 8) throw new XlsxRefused('corrupt');
  const stream = zlib.createInflateRaw();
  stream.end(data);
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > e.size) throw new XlsxRefused('corrupt');
      yield chunk;
    }
  } catch (err) {
    throw err instanceof XlsxRefused ? err : new XlsxRefused('corrupt');
  } finally {
    stream.destroy();
  }
  if (size !== e.size) throw new XlsxRefused('corrupt');
}

/** A small entry whole, as text. */
export async function entryText(file: Buffer, e: ZipEntry): Promise<string> {
  const pieces: Buffer[] = [];
  for await (const chunk of inflateEntry(file, e)) pieces.push(chunk);
  return Buffer.concat(pieces).toString('utf8');
}
