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
  table?: { headerRows?: number; widths?: (string | number)[]; body: Content[][]; dontBreakRows?: boolean };
  layout?: string;
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
const pdfmake = require('pdfmake') as PdfMake;
const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const fonts = {
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
};
pdfmake.addFonts(fonts);
const fontFiles = new Set(Object.values(fonts.Roboto));
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => fontFiles.has(path.resolve(file)));

export function renderPdf(doc: DocDefinition): Promise<Buffer> {
  return pdfmake.createPdf(doc).getBuffer();
}
