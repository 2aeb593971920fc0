// The workbook's sheets: their names (xl/workbook.xml) and the files that hold them
// (xl/_rels/workbook.xml.rels), in the workbook's order.
import { entryText, type ZipEntry } from './zip';

export interface SheetFile {
  name: string;
  /** the sheet's file in the zip, e.g. 'xl/worksheets/sheet1.xml' */
  path: string;
}

/** Files of the workbook read whole to name the sheets (small in any real workbook). */
const NAMING_MAX_BYTES = 1024 * 1024;

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([\w:]+)\s*=\s*"([^"]*)"/g)) if (name && value !== undefined) out[name] = value;
  return out;
}
const decodeXml = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '');

async function namingText(entries: ZipEntry[], name: string): Promise<string> {
  const entry = entries.find((e) => e.name === name);
  return entry && entry.size <= NAMING_MAX_BYTES ? entryText(entry) : '';
}

/** The sheets the workbook names, in its order; a sheet whose file is missing is left out. */
export async function sheetFiles(entries: ZipEntry[]): Promise<SheetFile[]> {
  const rels = await namingText(entries, 'xl/_rels/workbook.xml.rels');
  const workbook = await namingText(entries, 'xl/workbook.xml');
  const targets = new Map<string, string>();
  for (const [tag] of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const a = attributes(tag);
    if (a.Id && a.Target) targets.set(a.Id, a.Target.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target}`);
  }
  const present = new Set(entries.map((e) => e.name));
  const sheets: SheetFile[] = [];
  for (const [tag] of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const a = attributes(tag);
    const rid = Object.entries(a).find(([k]) => /:id$/.test(k))?.[1];
    const path = rid && targets.get(rid);
    if (a.name && path && present.has(path)) sheets.push({ name: decodeXml(a.name), path });
  }
  return sheets;
}
