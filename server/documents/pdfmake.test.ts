import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { num, text } from '../../src/domain/core/figures';
import { documentDefinition } from './layout';
import { pdfText } from './pdf-text';
import { renderPdf } from './pdfmake';
import { richTextToPdf } from './rich-text';
import { renderPdf as renderSimulatorPdf, table } from './simulator/pdf';

describe('renderPdf', () => {
  it('draws Spanish text with a standard font, and embeds Roboto when a character needs it', async () => {
    const spanish = await renderPdf(documentDefinition({ title: 'Ñandú N° 5 • “Pérez”', logo: null }, ['ÁÉÍÓÚ ü € 1.234,50 %']));
    expect(spanish.toString('latin1')).toContain('/BaseFont /Helvetica');
    expect(pdfText(spanish)).toContain('Ñandú N° 5 • “Pérez”');
    expect(pdfText(spanish)).toContain('ÁÉÍÓÚ ü € 1.234,50 %');
    const other = await renderPdf(documentDefinition({ title: 'Łódź', logo: null }, ['≥ 10 ha']));
    expect(other.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    expect(pdfText(other)).toContain('≥ 10 ha');
  });
});

describe('the standard fonts', () => {
  it('are parsed once per process: every document after the first reads the same metrics, and they lay out the same', async () => {
    const doc = documentDefinition({ title: 'Cotización N° 5', logo: null }, [
      { text: 'AVAWA Tierra negrita', bold: true },
      { text: 'Ñandú itálica', italics: true },
    ]);
    const first = pdfText(await renderPdf(doc));
    expect(pdfText(await renderPdf(doc))).toBe(first);
    expect(first).toContain('AVAWA Tierra negrita');
    // pdfmake's own pdfkit: its documents now share one parsed Helvetica (before, one per document)
    const require = createRequire(import.meta.url);
    const PDFDocument = createRequire(require.resolve('pdfmake'))('pdfkit') as new (o: object) => {
      font(name: string): { _font: { font: { glyphWidths: Record<string, number>; kernPairs: object } } };
    };
    const metrics = () => new PDFDocument({ autoFirstPage: false }).font('Helvetica-Bold')._font.font;
    const [a, b] = [metrics(), metrics()];
    expect(a.glyphWidths).toBe(b.glyphWidths);
    expect(a.kernPairs).toBe(b.kernPairs);
    expect(a.glyphWidths.A).toBe(722); // Helvetica-Bold.afm
  });
});

describe('the simulator PDFs', () => {
  it('share the set-up: a quotation PDF needing Roboto still renders after one, and they fall back to Roboto too', async () => {
    const simulator = await renderSimulatorPdf('Simulador de pagos', 'Pérez — Cotización N° 5', [
      table(['Cultivo', 'Valor'], [[text('Soja'), num('1234.5')]]),
    ]);
    expect(pdfText(simulator)).toContain('Pérez — Cotización N° 5');
    const other = await renderPdf(documentDefinition({ title: 'Łódź', logo: null }, ['≥ 10 ha']));
    expect(pdfText(other)).toContain('≥ 10 ha');
    const simulatorOther = await renderSimulatorPdf('Simulador de pagos', 'Łódź', [
      table(['Cultivo', 'Valor'], [[text('Soja'), text('≥ 1')]]),
    ]);
    expect(pdfText(simulatorOther)).toMatch(/Soja\s+≥ ?1/);
  });
});

describe('richTextToPdf', () => {
  it('keeps the words of paragraphs, lists and emphasis, decodes entities and drops scripts and tags', async () => {
    const html =
      '<h3>Condiciones</h3><p>Precio en <strong>QQ</strong> &amp; d&oacute;lares &#8805; 1</p><ul><li>Uno</li><li>Dos</li></ul><img src=x onerror=alert(1)><script>alert(2)</script>';
    const text = pdfText(await renderPdf(documentDefinition({ title: 'Notas', logo: null }, richTextToPdf(html))));
    expect(text).toContain('Condiciones');
    expect(text).toContain('Precio en QQ & dólares ≥ 1');
    expect(text).toContain('• Uno');
    expect(text).toContain('• Dos');
    expect(text).not.toMatch(/alert|<|&amp;/);
  });
});
