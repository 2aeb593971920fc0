// The simulator's and the financing's PDFs: a landscape A4 page of tables, rendered by the one
// pdfmake set-up of the documents (server/documents/pdfmake.ts: its fonts and access rules).
import { renderPdf as renderDocument, type Content, type ContentObject } from '../pdfmake';

export type Cell = string | (Pick<ContentObject, 'bold' | 'alignment' | 'fillColor'> & { text: string });

/** A table with a bold header row, numbers to the right. */
export function table(header: string[], rows: Cell[][], numericFrom = 1): ContentObject {
  return {
    table: {
      headerRows: 1,
      body: [
        header.map((h) => ({ text: h, bold: true, fillColor: '#eeeeee' })),
        ...rows.map(
          (r) => r.map((c, i) => (typeof c === 'string' ? { text: c, alignment: i >= numericFrom ? 'right' : 'left' } : c)) as Content[],
        ),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 7,
    margin: [0, 4, 0, 12],
  };
}

/** A landscape A4 document with a title, a subtitle and the given content. */
export function renderPdf(title: string, subtitle: string, content: Content[]): Promise<Buffer> {
  return renderDocument({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [24, 28, 24, 28],
    defaultStyle: { fontSize: 8 },
    info: { title },
    content: [{ text: title, fontSize: 14, bold: true }, { text: subtitle, margin: [0, 2, 0, 8] }, ...content],
  });
}
