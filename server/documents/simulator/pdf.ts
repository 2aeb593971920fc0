// pdfmake on the server with the PDF standard fonts (no font files to ship), for the
// simulator's and the financing's PDFs. Local to these documents: the quotation PDFs
// (server/documents/) have their own layout.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The part of pdfmake 0.3's server API used here (the package has no types). */
interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}

const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const pdfmake = require('pdfmake') as PdfMake;
pdfmake.setFonts({ Helvetica: HELVETICA });
// Documents are built from our own data only: nothing remote is fetched, and the only "local files" are PDFKit's standard fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => Object.values(HELVETICA).includes(path));

export type Cell = string | { text: string; bold?: boolean; alignment?: 'left' | 'right' | 'center'; fillColor?: string };

/** A table with a bold header row, numbers to the right. */
export function table(header: string[], rows: Cell[][], numericFrom = 1): object {
  return {
    table: {
      headerRows: 1,
      body: [
        header.map((h) => ({ text: h, bold: true, fillColor: '#eeeeee' })),
        ...rows.map((r) => r.map((c, i) => (typeof c === 'string' ? { text: c, alignment: i >= numericFrom ? 'right' : 'left' } : c))),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 7,
    margin: [0, 4, 0, 12],
  };
}

/** A landscape A4 document with a title, a subtitle and the given content. */
export function renderPdf(title: string, subtitle: string, content: object[]): Promise<Buffer> {
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageOrientation: 'landscape',
      pageMargins: [24, 28, 24, 28],
      defaultStyle: { font: 'Helvetica', fontSize: 8 },
      info: { title },
      content: [{ text: title, fontSize: 14, bold: true }, { text: subtitle, margin: [0, 2, 0, 8] }, ...content],
    })
    .getBuffer();
}
