// The simulator's and the financing's PDFs: a landscape A4 page of tables, rendered by the one
// pdfmake set-up of the documents (server/documents/pdfmake.ts: its fonts and access rules).
import { figureText, type Figure } from '../../../src/domain/core/figures';
import { renderPdf as renderDocument, type Content, type ContentObject } from '../pdfmake';

/**
 * A text that wraps only at its spaces: pdfmake also breaks after a '/' ('Suma aseg./' 'ha'), and
 * cuts a word that barely fits its column ('Suma aseg./h' 'a'); a word kept whole widens its column.
 */
const wrappedAtSpaces = (s: string): ContentObject => ({ text: s.split(/(?<= )/).map((word) => ({ text: word, noWrap: true })) });

/**
 * A table with a bold header row repeated on each page: texts to the left, wrapped only between
 * words; figures to the right, each on one line ('$ 20.845.913,40' is never cut in two, not at
 * its space nor inside the number); a row is never split across two pages.
 */
export function table(header: string[], rows: Figure[][]): ContentObject {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      body: [
        header.map((h) => ({ ...wrappedAtSpaces(h), bold: true, fillColor: '#eeeeee' })),
        ...rows.map((r) =>
          r.map((f): ContentObject =>
            f.kind === 'text' ? wrappedAtSpaces(figureText(f)) : { text: figureText(f), alignment: 'right', noWrap: true },
          ),
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
