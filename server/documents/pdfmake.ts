// pdfmake 0.3 on the server (it ships no types): Roboto from the package, no file or URL access
// (every image is given as bytes), and a document definition rendered to a Buffer.
import { createRequire } from 'node:module';
import path from 'node:path';

/** The part of pdfmake's document definition our documents use. */
export type Content = string | ContentObject | Content[];
export interface ContentObject {
  text?: Content;
  stack?: Content[];
  columns?: Content[];
  ul?: Content[];
  ol?: Content[];
  table?: { headerRows?: number; keepWithHeaderRows?: number; widths?: (string | number)[]; body: Content[][]; dontBreakRows?: boolean };
  layout?: string | TableLayout;
  image?: string;
  fit?: [number, number];
  width?: string | number;
  style?: string | string[];
  bold?: boolean;
  italics?: boolean;
  fontSize?: number;
  color?: string;
  fillColor?: string;
  alignment?: 'left' | 'right' | 'center' | 'justify';
  margin?: number | [number, number] | [number, number, number, number];
  colSpan?: number;
  pageBreak?: 'before' | 'after';
  decoration?: 'underline' | 'lineThrough';
  /** keep the text on one line (a figure) */
  noWrap?: boolean;
}
/** A table's lines and paddings, by line or column index (pdfmake's custom table layouts). */
export interface TableLayout {
  hLineWidth(i: number, node: TableNode): number;
  vLineWidth(i: number, node: TableNode): number;
  hLineColor(i: number, node: TableNode): string;
  paddingLeft(i: number, node: TableNode): number;
  paddingRight(i: number, node: TableNode): number;
}
interface TableNode {
  table: { body: unknown[]; headerRows: number; widths: unknown[] };
}
export interface DocDefinition {
  info?: { title?: string; author?: string; subject?: string };
  pageSize?: string;
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins?: [number, number, number, number];
  header?: Content;
  footer?: (currentPage: number, pageCount: number) => Content;
  content: Content[];
  styles?: Record<string, Omit<ContentObject, 'text' | 'stack'>>;
  defaultStyle?: Omit<ContentObject, 'text' | 'stack'> & { font?: string };
}

interface PdfMake {
  addFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: DocDefinition): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let engine: PdfMake | undefined;

/** pdfmake with its fonts, loaded at the first PDF (not at the server's start: it takes a while to load). */
function pdfmake(): PdfMake {
  if (engine) return engine;
  const loaded = require('pdfmake') as PdfMake;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const roboto = {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  };
  const helvetica = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
  loaded.addFonts({ Roboto: roboto, Helvetica: helvetica });
  const fontFiles = new Set<string>([...Object.values(roboto), ...Object.values(helvetica)]);
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy((file) => fontFiles.has(file) || fontFiles.has(path.resolve(file)));
  parseStandardFontsOnce(createRequire(require.resolve('pdfmake'))('pdfkit'));
  return (engine = loaded);
}

/** The tables pdfkit's AFMFont.parse fills from a standard font's metrics file (AFM). */
const AFM_TABLES = ['attributes', 'glyphWidths', 'boundingBoxes', 'kernPairs'] as const;
type AfmTables = Record<(typeof AFM_TABLES)[number], unknown>;

/**
 * pdfkit parses a standard font's metrics file again for every document that uses the font: about
 * 1.3 ms a font, most of a short PDF's time. Here each file is parsed once per process; the tables
 * are only read after parsing (pdfkit 0.19), so the documents share them. pdfkit exports no font
 * class: its prototype is reached through a throwaway document.
 */
function parseStandardFontsOnce(PDFDocument: new (options: object) => { font(name: string): unknown }): void {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font('Helvetica');
  const afm = (probe as unknown as { _font?: { font?: object } })._font?.font;
  const proto = afm && (Object.getPrototypeOf(afm) as { parse?: (this: AfmTables, contents: string) => void; parsedOnce?: true });
  if (!proto?.parse || proto.parsedOnce) return;
  const parse = proto.parse;
  const parsed = new Map<string, AfmTables>();
  proto.parse = function (this: AfmTables, contents: string) {
    const tables = parsed.get(contents);
    if (tables) Object.assign(this, tables);
    else {
      parse.call(this, contents);
      parsed.set(contents, Object.fromEntries(AFM_TABLES.map((k) => [k, this[k]])) as AfmTables);
    }
  };
  proto.parsedOnce = true;
}

/** Characters the PDF standard fonts draw (WinAnsi: Latin-1 and a few more, enough for Spanish). */
const OUTSIDE_WIN_ANSI = /[^\n\r\t\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/;

/**
 * Helvetica (a standard font: nothing to embed, measured from its metrics, several times faster
 * than an embedded TrueType) unless some text needs another character; then Roboto, embedded.
 */
export function renderPdf(doc: DocDefinition): Promise<Buffer> {
  const font = OUTSIDE_WIN_ANSI.test(JSON.stringify([doc.content, doc.info])) ? 'Roboto' : 'Helvetica';
  return pdfmake()
    .createPdf({ ...doc, defaultStyle: { ...doc.defaultStyle, font } })
    .getBuffer();
}
