// Zips built by hand, for tests of what an uploaded XLSX (a zip) may hide: huge entries,
// entries that lie about their size, sheets with too many rows.
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** the entry's deflated bytes */
  deflated: Buffer;
  /** its uncompressed size and CRC-32 */
  size: number;
  crc: number;
}

/** An entry from its content. */
export function zipEntry(name: string, content: string | Buffer): ZipEntry {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  return { name, deflated: zlib.deflateRawSync(data), size: data.length, crc: zlib.crc32(data) };
}

/** An entry of `size` zero bytes, deflated as a stream (never held whole). */
export async function zerosEntry(name: string, size: number): Promise<ZipEntry> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let left = size; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = zlib.crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { name, deflated: Buffer.concat(out), size, crc };
}

/** The zip of `entries` (deflate), local headers first as every XLSX writer does. */
export function zipFiles(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The workbook parts that name one sheet 'Tasas' stored at xl/worksheets/sheet1.xml. */
export const ratesWorkbookParts = (): ZipEntry[] => [
  zipEntry(
    'xl/workbook.xml',
    '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Tasas" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  zipEntry(
    'xl/_rels/workbook.xml.rels',
    '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
];

/** Sets the uncompressed size an entry declares (local header and central directory), leaving its data as it is. */
export function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 46 <= out.length; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50 && out.toString('utf8', i + 30, i + 30 + out.readUInt16LE(i + 26)) === name) out.writeUInt32LE(size, i + 22);
    if (sig === 0x02014b50 && out.toString('utf8', i + 46, i + 46 + out.readUInt16LE(i + 28)) === name) out.writeUInt32LE(size, i + 24);
  }
  return out;
}
