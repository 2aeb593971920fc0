// An uploaded XLSX is a zip, read with yauzl from its central directory (never trusting entry
// order): the entry count and the sizes each entry declares are checked before inflating a byte,
// and yauzl stops inflating with an error as soon as an entry gives more than it declared
// (`validateEntrySizes`), which we report as 'corrupt'.
import yauzl from 'yauzl';

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
  /** uncompressed size, as declared (inflating more is refused) */
  size: number;
  zip: yauzl.ZipFile;
  entry: yauzl.Entry;
}

const NO_LIMITS: XlsxLimits = { maxUncompressedBytes: Number.MAX_SAFE_INTEGER, maxEntries: 0xffff };

const refused = (err: unknown) => (err instanceof XlsxRefused ? err : new XlsxRefused('corrupt'));

/** The zip's entries, from its central directory; refused when they declare more than `limits`. */
export async function zipEntries(file: Buffer, limits: XlsxLimits = NO_LIMITS): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  try {
    const zip = await yauzl.fromBufferPromise(file, { validateEntrySizes: true });
    if (zip.entryCount > limits.maxEntries) throw new XlsxRefused('too-large');
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      // encrypted entries are nothing a workbook needs
      if (entry.isEncrypted()) throw new XlsxRefused('corrupt');
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes) throw new XlsxRefused('too-large');
      entries.push({ name: entry.fileName, size: entry.uncompressedSize, zip, entry });
    }
  } catch (err) {
    throw refused(err);
  }
  return entries;
}

/** One entry's bytes as they inflate: exactly the size it declared, or XlsxRefused('corrupt'). */
export async function* inflateEntry(e: ZipEntry): AsyncGenerator<Buffer> {
  try {
    const stream = await e.zip.openReadStreamPromise(e.entry);
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) yield chunk;
    } finally {
      stream.destroy();
    }
  } catch (err) {
    throw refused(err);
  }
}

/** A small entry whole, as text. */
export async function entryText(e: ZipEntry): Promise<string> {
  const pieces: Buffer[] = [];
  for await (const chunk of inflateEntry(e)) pieces.push(chunk);
  return Buffer.concat(pieces).toString('utf8');
}
