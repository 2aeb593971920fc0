import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { formatNumber } from '../../src/domain/format';
import { negotiations, risks, settings } from '../db/schema';
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
});
afterAll(async () => {
  await t?.close();
});

function pdfText(body: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'sim-pdf-'));
  writeFileSync(join(dir, 'f.pdf'), body);
  return execFileSync('pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
}

async function sheets(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

describe('simulator files', () => {
  it('the card starts from the settings', () => {
    const soyDate = card.soyCropDate;
    expect(card).toMatchObject({ thickRate: '3.50', applyAllThickRates: true, soyDollarDate: soyDate, filteredQuotations: [] });
  });

  it('PDF and Excel carry the figures of the API, named after the negotiation number', async () => {
    const [n] = await t.db.select({ number: negotiations.number }).from(negotiations).where(eq(negotiations.id, grouped));
    const api = (await t.as('productor').post(`/api/simulator/${grouped}`, card)).json().data;
    const withFuture = api.quotations.find((q: { totalSavings: string | null }) => q.totalSavings !== null);

    const pdf = await t.as('productor').post(`/api/simulator-pdf/${grouped}`, card);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Simulaci%C3%B3n%20${n!.number}.pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Cotización N° ${n!.number}`);
    expect(text).toContain('Valores del ROFEX');
    expect(text).toContain(`$ ${formatNumber(withFuture.pesifyAmount)}`);
    expect(text).toContain(`$ ${formatNumber(withFuture.totalSavings)}`);
    for (const m of api.modules) expect(text).toContain(`$ ${formatNumber(m.totalSavings)}`);

    const xlsx = await t.as('productor').post(`/api/simulator-excel/${grouped}`, card);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`Simulaci%C3%B3n%20${n!.number}.xlsx`);
    const book = await sheets(xlsx.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Simulador', 'Por cultivo y cobertura', 'Pago Contado', 'Valores del ROFEX']);
    const cash = book.getWorksheet('Pago Contado')!;
    const values = cash.getSheetValues().flat().map(String);
    expect(values).toContain(`$ ${formatNumber(withFuture.totalSavings)}`);
    expect(values).toContain(formatNumber(withFuture.difference));
  });

  it('refuses without the permission', async () => {
    expect((await t.as('productor2').post(`/api/simulator-pdf/${grouped}`, card)).statusCode).toBe(403);
    expect((await t.as('productor2').post(`/api/simulator-excel/${grouped}`, card)).statusCode).toBe(403);
  });
});

describe('financing files', () => {
  it('PDF and Excel named Financiación with the figures of POST /api/refinance', async () => {
    const [soy] = await t.db.select().from(settings).where(eq(settings.option, 'soy_crop_date'));
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
    const api = (await t.as('productor').post('/api/refinance', payload)).json().data;
    const pdf = await t.as('productor').post('/api/refinance-pdf', payload);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain("filename*=UTF-8''Financiaci%C3%B3n.pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Soja');
    expect(text).toContain(`$ ${formatNumber(api.crops[0].pesos.total_pesos)}`);
    expect(text).toContain(`$ ${formatNumber(api.crops[0].dollars.total_pesos)}`);
    const xlsx = await t.as('productor').post('/api/refinance-excel', payload);
    expect(xlsx.headers['content-disposition']).toContain("filename*=UTF-8''Financiaci%C3%B3n.xlsx");
    const sheet = (await sheets(xlsx.rawPayload)).getWorksheet('Soja')!;
    const total = sheet.getSheetValues().find((r) => Array.isArray(r) && r[1] === 'Total a pagar al vencimiento') as string[];
    expect(total.slice(2)).toEqual([
      `$ ${formatNumber(api.crops[0].pesos.total_pesos)}`,
      `$ ${formatNumber(api.crops[0].dollars.total_pesos)}`,
    ]);
    expect((await t.as('productor2').post('/api/refinance-pdf', payload)).statusCode).toBe(403);
  });
});
