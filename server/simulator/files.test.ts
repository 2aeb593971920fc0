import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, ne } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import type { FinancingResult } from '../../src/domain/financing/entity';
import type { SimulatorResult } from '../../src/domain/simulator/entity';
import { formatMoney, isoDateInArgentina } from '../../src/domain/core/format';
import { cashColumns, moduleColumns, simulatorColumns } from '../../src/domain/simulator/columns';
import { figureText, money } from '../../src/domain/core/figures';
import { compareSpanish } from '../../src/domain/core/text';
import { FINANCING_ROWS } from '../../src/domain/financing';
import { modules, negotiations, quotations, risks, settings } from '../db/schema';
import { pdfText } from '../documents/pdf-text';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
let grouped: number;
let card: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
  const [row] = await t.db.select({ id: risks.negotiationId }).from(risks).where(eq(risks.description, 'Estancia Santa Rosa')).limit(1);
  grouped = row!.id;
  card = (await t.as('productor').get('/api/simulator-parameters')).json().data;
  await quoteSameNamedCoverageOfAnotherInsurer();
});
afterAll(async () => {
  await t?.close();
});

/** Beside a soy quotation, the same coverage name of another insurer (Sancor's and San Cristobal's 'Granizo Franquicia 10%'). */
async function quoteSameNamedCoverageOfAnotherInsurer() {
  const rows = await t.db
    .select({ q: quotations, module: modules })
    .from(quotations)
    .innerJoin(modules, eq(modules.id, quotations.moduleId))
    .innerJoin(risks, eq(risks.id, quotations.riskId))
    .where(and(eq(quotations.negotiationId, grouped), eq(risks.cropId, 1), eq(modules.description, 'Granizo Franquicia 10%')));
  const soy = rows[0]!;
  const [other] = await t.db
    .select()
    .from(modules)
    .where(and(eq(modules.description, soy.module.description), ne(modules.companyId, soy.module.companyId)))
    .limit(1);
  const { id: _, ...copy } = soy.q;
  await t.db.insert(quotations).values({ ...copy, moduleId: other!.id });
}

/** The words of a PDF with where they end, and the width of their page. */
function wordEnds(pdf: Buffer) {
  const xml = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf }).toString('utf8');
  const width = Number(/<page width="([\d.]+)"/.exec(xml)![1]);
  return { width, words: [...xml.matchAll(/xMax="([\d.]+)"[^>]*>([^<]*)</g)].map((m) => ({ xMax: Number(m[1]), text: m[2]! })) };
}

const CROPS = /^(Soja|Maíz|Girasol|Trigo)\s/;
const pdfColumns = [...simulatorColumns, ...moduleColumns, ...cashColumns].filter((c) => c.inPdf !== false) as typeof cashColumns;
const headingWords = new Set(pdfColumns.flatMap((c) => (c.short ?? c.label).split(' ')));
/** A line of a table's heading: its words are all heading words (no text of a row cut in two). */
const isHeadingLine = (line: string) =>
  line
    .trim()
    .split(/\s+/)
    .every((w) => headingWords.has(w));

async function sheets(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

/** The cells of a sheet as rows of values (1-based columns dropped). */
const rowsOf = (sheet: ExcelJS.Worksheet) =>
  (sheet.getSheetValues() as unknown[][]).filter(Array.isArray).map((r) => r.slice(1) as ExcelJS.CellValue[]);

/** The value and the number format of the cell under `heading` in a sheet's `row` (1 is the header row). */
function cell(sheet: ExcelJS.Worksheet, heading: string, row: number) {
  const column = (sheet.getRow(1).values as unknown[]).indexOf(heading);
  expect(column, `column '${heading}' of '${sheet.name}'`).toBeGreaterThan(0);
  const c = sheet.getRow(row).getCell(column);
  return { value: c.value, numFmt: c.numFmt };
}

describe('simulator files', () => {
  it('the card starts from the settings', () => {
    const soyDate = card.soyCropDate;
    expect(card).toMatchObject({ thickRate: '3.50', applyAllThickRates: true, soyDollarDate: soyDate, filteredQuotations: [] });
  });

  it("the PDF shows every figure of the API whole on its line (money never wraps), named after the negotiation's number", async () => {
    const [n] = await t.db.select({ number: negotiations.number }).from(negotiations).where(eq(negotiations.id, grouped));
    const api = (await t.as('productor').post(`/api/simulator/${grouped}`, card)).json().data as SimulatorResult;
    const pdf = await t.as('productor').post(`/api/simulator-pdf/${grouped}`, card);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Simulaci%C3%B3n%20${n!.number}.pdf`);
    const lines = pdfText(pdf.rawPayload).split('\n');
    const text = lines.join('\n');
    expect(text).toContain(`Cotización N° ${n!.number}`);
    expect(text).toContain('Valores del ROFEX');
    // Each money figure of the PDF's tables appears whole on one line of the page.
    const onOneLine = (shown: string) => lines.some((l) => l.includes(shown));
    for (const [columns, rows] of [
      [simulatorColumns, api.quotations],
      [cashColumns, api.quotations],
      [moduleColumns, api.modules],
    ] as const)
      for (const c of (columns as typeof cashColumns).filter((x) => x.inPdf !== false))
        for (const r of rows as SimulatorResult['quotations']) {
          const f = c.figure(r);
          if (f.kind === 'money' && f.value !== null) expect(onOneLine(figureText(f)), `${c.label}: ${figureText(f)}`).toBe(true);
        }
  });

  it('the PDF keeps each row on one page (a table that goes on repeats its heading, then a whole row), each heading word whole, every word inside the page', async () => {
    const api = (await t.as('productor').post(`/api/simulator/${grouped}`, card)).json().data as SimulatorResult;
    const firstOfEachCrop = [...new Map(api.quotations.map((q) => [q.cropId, q.quotationId])).values()];
    let tablesGoingOn = 0;
    for (const body of [card, { ...card, filteredQuotations: firstOfEachCrop }]) {
      const pdf = (await t.as('productor').post(`/api/simulator-pdf/${grouped}`, body)).rawPayload;
      const text = pdfText(pdf);
      for (const heading of pdfColumns.map((c) => c.short ?? c.label))
        for (const word of heading.split(' ')) expect(text.split(/\s+/), `'${word}' of '${heading}'`).toContain(word);
      for (const page of text.split('\f').slice(1)) {
        const lines = page.split('\n').filter((l) => l.trim());
        if (!lines[0]?.startsWith('Cultivo')) continue; // the page starts a new table
        tablesGoingOn += 1;
        const firstRow = lines.findIndex((l) => CROPS.test(l));
        const heading = lines.slice(0, firstRow);
        for (const l of heading) expect(isHeadingLine(l), `a row cut in two: '${l.trim()}'`).toBe(true);
      }
      const { width, words } = wordEnds(pdf);
      for (const w of words) expect(w.xMax, `'${w.text}' past the page's edge`).toBeLessThanOrEqual(width);
    }
    expect(tablesGoingOn, 'a table going on to another page').toBeGreaterThan(0);
  });

  it("names each coverage's insurer (the PDF, the Excel and the API) and orders the totals by crop, coverage and insurer", async () => {
    const api = (await t.as('productor').post(`/api/simulator/${grouped}`, card)).json().data as SimulatorResult;
    const keyOf = (m: { crop: string; module: string; company: string }) => [m.crop, m.module, m.company];
    const twins = api.modules.filter((m) => m.crop === 'Soja' && m.module === 'Granizo Franquicia 10%');
    expect(twins.map((m) => m.company)).toEqual(['San Cristobal', 'Sancor']);
    expect(new Set(api.modules.map((m) => keyOf(m).join('|'))).size).toBe(api.modules.length);
    const ordered = [...api.modules].sort(
      (a, b) => compareSpanish(a.crop, b.crop) || compareSpanish(a.module, b.module) || compareSpanish(a.company, b.company),
    );
    expect(api.modules.map(keyOf)).toEqual(ordered.map(keyOf));
    expect([...new Set(api.modules.map((m) => m.crop))]).toEqual(['Girasol', 'Maíz', 'Soja']);

    const book = await sheets((await t.as('productor').post(`/api/simulator-excel/${grouped}`, card)).rawPayload);
    const bySheet = book.getWorksheet('Por cultivo y cobertura')!;
    expect(api.modules.map((_, k) => ['Cultivo', 'Cobertura', 'Aseguradora'].map((h) => cell(bySheet, h, k + 2).value))).toEqual(
      api.modules.map(keyOf),
    );
    for (const name of ['Simulador', 'Pago Contado']) {
      const sheet = book.getWorksheet(name)!;
      expect(api.quotations.map((_, k) => cell(sheet, 'Aseguradora', k + 2).value)).toEqual(api.quotations.map((q) => q.company));
    }

    const lines = pdfText((await t.as('productor').post(`/api/simulator-pdf/${grouped}`, card)).rawPayload).split('\n');
    const escaped = (shown: string) => shown.replace(/[$.+()]/g, '\\$&');
    for (const m of twins) {
      const row = new RegExp(`^Soja\\s+${escaped(m.module)}\\s+${m.company}\\s+.*${escaped(figureText(money(m.pesifyAmount)))}`);
      const shown = lines.some((l) => row.test(l));
      expect(shown, `${m.company}: ${row}`).toBe(true);
    }
  });

  it('with manual quotations, the ROFEX values of the PDF and the Excel show the prices the simulation used, entered by hand', async () => {
    const manual = { ...card, applyQuotationsManually: true, soyQuotation: '30.55', cornQuotation: '18.75' };
    const api = (await t.as('productor').post(`/api/simulator/${grouped}`, manual)).json().data as SimulatorResult;
    expect(api.rofex.crops.find((c) => c.crop === 'Soja')!.boardQuotation).toBe('30.55');
    const text = pdfText((await t.as('productor').post(`/api/simulator-pdf/${grouped}`, manual)).rawPayload);
    expect(text).toMatch(/Soja hoy, cotización manual \(U\$S\/QQ\)\s+USD 30,55/);
    expect(text).toMatch(/Maíz hoy, cotización manual \(U\$S\/QQ\)\s+USD 18,75/);
    expect(text).not.toContain('Soja hoy (U$S/QQ)');
    const book = await sheets((await t.as('productor').post(`/api/simulator-excel/${grouped}`, manual)).rawPayload);
    const rofex = rowsOf(book.getWorksheet('Valores del ROFEX')!);
    expect(rofex).toContainEqual(['Soja hoy, cotización manual (U$S/QQ)', 30.55, new Date(`${api.rofex.board.date}T00:00:00Z`)]);
    expect(rofex).toContainEqual(['Maíz hoy, cotización manual (U$S/QQ)', 18.75, new Date(`${api.rofex.board.date}T00:00:00Z`)]);
  });

  it('the Excel holds numbers with their units, one header row per table, and names the client and the quotation', async () => {
    const [n] = await t.db.select({ number: negotiations.number }).from(negotiations).where(eq(negotiations.id, grouped));
    const api = (await t.as('productor').post(`/api/simulator/${grouped}`, card)).json().data as SimulatorResult;
    const xlsx = await t.as('productor').post(`/api/simulator-excel/${grouped}`, card);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`Simulaci%C3%B3n%20${n!.number}.xlsx`);
    const book = await sheets(xlsx.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Datos',
      'Simulador',
      'Por cultivo y cobertura',
      'Pago Contado',
      'Valores del ROFEX',
    ]);
    expect(rowsOf(book.getWorksheet('Datos')!)).toEqual(
      expect.arrayContaining([
        ['Cliente', api.negotiation.client],
        ['Cotización N°', n!.number],
        ['Fecha de la simulación', new Date(`${isoDateInArgentina()}T00:00:00Z`)],
      ]),
    );

    const cash = book.getWorksheet('Pago Contado')!;
    expect(rowsOf(cash)[0]).toEqual(cashColumns.map((c) => c.label));
    expect(cash.rowCount).toBe(api.quotations.length + 1);
    const i = api.quotations.findIndex((q) => q.totalSavings !== null);
    const q = api.quotations[i]!;
    expect(cell(cash, 'Ahorro total', i + 2)).toEqual({ value: Number(q.totalSavings), numFmt: '"$ "#,##0.00;-"$ "#,##0.00' });
    expect(cell(cash, 'Diferencia QQ', i + 2)).toEqual({ value: Number(q.difference), numFmt: '#,##0.00" QQ";-#,##0.00" QQ"' });
    const rate = cell(cash, 'Tasa con recargo', i + 2); // a percentage as Excel keeps it: its fraction, shown '4,34%'
    expect(rate.numFmt).toBe('0.00%');
    expect(rate.value).toBeCloseTo(Number(q.rateWithRecharge) / 100, 12);
    // the column adds up to the summary's totals
    const total = api.quotations.reduce((s, _, k) => s + (Number(cell(cash, 'Ahorro total', k + 2).value) || 0), 0);
    expect(total).toBeCloseTo(
      api.modules.reduce((s, m) => s + Number(m.totalSavings ?? 0), 0),
      2,
    );

    const simulator = book.getWorksheet('Simulador')!;
    expect(cell(simulator, 'Hectáreas', 2).value).toBe(Number(api.quotations[0]!.hectares));
    const rofex = rowsOf(book.getWorksheet('Valores del ROFEX')!);
    expect(rofex[0]).toEqual(['Valor', 'Importe', 'Fecha']);
    expect(rofex[1]).toEqual(['Dólar del día', Number(api.rofex.dollarToday), new Date(`${api.rofex.board.date}T00:00:00Z`)]);
    for (const crop of ['Soja', 'Maíz', 'Trigo']) expect(rofex.map((r) => r[0])).toContain(`Dólar futuro ${crop}`);
  });

  it('refuses without the permission', async () => {
    expect((await t.as('productor2').post(`/api/simulator-pdf/${grouped}`, card)).statusCode).toBe(403);
    expect((await t.as('productor2').post(`/api/simulator-excel/${grouped}`, card)).statusCode).toBe(403);
  });
});

describe('financing files', () => {
  it('PDF and Excel named Financiación with the figures of POST /api/refinance, the client and the quotation', async () => {
    const [soy] = await t.db.select().from(settings).where(eq(settings.option, 'soy_crop_date'));
    const [n] = await t.db.select({ number: negotiations.number }).from(negotiations).where(eq(negotiations.id, grouped));
    const payload = {
      capital: '1000000',
      negotiationId: grouped,
      crops: [
        {
          cropId: 1,
          tnaPesos: '40',
          tnaDollars: '5',
          cropExpDate: soy!.value,
          dollarExpDate: soy!.value,
          interest: '150000',
          iva: '15750',
          includeProfitTax: true,
          includeIvaTax: true,
          includeDollarsPesos: true,
        },
      ],
    };
    const api = (await t.as('productor').post('/api/refinance', payload)).json().data as FinancingResult;
    expect(api.negotiation).toMatchObject({ id: grouped, number: n!.number });
    const pdf = await t.as('productor').post('/api/refinance-pdf', payload);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain("filename*=UTF-8''Financiaci%C3%B3n.pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`${api.negotiation.client} — Cotización N° ${n!.number}`);
    expect(text).toContain(formatMoney(api.crops[0]!.pesos.total_pesos));
    expect(text).toContain(formatMoney(api.crops[0]!.dollars!.total_pesos));

    const xlsx = await t.as('productor').post('/api/refinance-excel', payload);
    expect(xlsx.headers['content-disposition']).toContain("filename*=UTF-8''Financiaci%C3%B3n.xlsx");
    const book = await sheets(xlsx.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Datos', 'Financiación']);
    expect(rowsOf(book.getWorksheet('Datos')!)).toEqual(
      expect.arrayContaining([
        ['Cliente', api.negotiation.client],
        ['Cotización N°', n!.number],
      ]),
    );
    const sheet = book.getWorksheet('Financiación')!;
    expect(rowsOf(sheet)[0]).toEqual(
      expect.arrayContaining(['Cultivo', 'Crédito', 'Vencimiento del cultivo', ...FINANCING_ROWS.map((r) => r.label)]),
    );
    expect(sheet.rowCount).toBe(3); // the header, the pesos loan and the dollars loan
    expect(cell(sheet, 'Crédito', 2).value).toBe('Pesos');
    expect(cell(sheet, 'Total a pagar al vencimiento', 2)).toEqual({
      value: Number(api.crops[0]!.pesos.total_pesos),
      numFmt: '"$ "#,##0.00;-"$ "#,##0.00',
    });
    expect(cell(sheet, 'Total a pagar al vencimiento', 3).value).toBe(Number(api.crops[0]!.dollars!.total_pesos));
    expect(cell(sheet, 'QQ hoy', 2).value).toBe(Number(api.crops[0]!.pesos.qq_hoy));
    expect(cell(sheet, 'Vencimiento del cultivo', 2)).toEqual({ value: new Date(`${soy!.value}T00:00:00Z`), numFmt: 'dd/mm/yyyy' });
    expect((await t.as('productor2').post('/api/refinance-pdf', payload)).statusCode).toBe(403);
  });
});
