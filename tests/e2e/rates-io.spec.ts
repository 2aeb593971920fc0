// Rate import and export screens (docs/rules/rates.md).
// The import re-imports rates exactly as the API exports them plus bad rows, so the rates read
// back after it are the demo's.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { currentCampaign } from '../../src/domain/campaigns/rules';
import { present } from '../support/present';
import { apiToken, openAs } from './helpers';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Cobertura', 'Sancor ID', 'Provincia', 'Departamento', 'Cultivo', 'Franquicia/Deducible', 'Prima (%)'];

async function readSheet(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Tasas');
  expect(ws, "the file has the 'Tasas' sheet").toBeTruthy();
  const rows: unknown[][] = [];
  ws!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

test('an admin imports rates with bad rows and sees the report, then exports Tasas.xlsx', async ({ page, request }) => {
  // Rows exactly as the API exports them for the current campaign and Sancor (same premiums).
  const token = await apiToken(request, 'admin');
  const campaigns = (await (await request.get('/api/campaigns-all', { headers: { authorization: `Bearer ${token}` } })).json()).data
    .campaigns;
  const current = present(
    currentCampaign<{ id: number; description: string; dateFrom: string; dateTo: string }>(campaigns),
    'the current campaign',
  );
  const exported = await request.get(`/api/rates/export?campaign=${current.id}&company=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(exported.status()).toBe(200);
  const sancorRows = (await readSheet(await exported.body())).slice(1, 6);
  expect(sancorRows).toHaveLength(5);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tasas');
  ws.addRow(HEADER);
  for (const r of sancorRows) ws.addRow(r.slice(0, 7)); // rows 2-6
  ws.addRow(['Granizo + Incendio', 101, 'Córdoba', 'Atlántida', 'Soja', 'Franquicia 10%', 3]); // 7
  ws.addRow(['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Arroz', 'Franquicia 10%', 3]); // 8
  ws.addRow(['Granizo + Incendio', 101, 'Córdoba', 'Río Cuarto', 'Soja', 'Franquicia 10%', 'mucho']); // 9
  const file = Buffer.from(await wb.xlsx.writeBuffer());

  await openAs(page, 'admin', '/admin/coberturas/importar');
  const start = page.getByRole('button', { name: 'Iniciar importación' });
  await expect(start).toBeDisabled();
  await expect(page.getByLabel('Campaña')).toContainText(current.description);

  // a file without the .xlsx name is refused and cleared
  const input = page.getByTestId('rates-import-file');
  await input.setInputFiles({ name: 'tasas.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') });
  await expect(page.getByText('Tipo de archivo inválido / Seleccione un archivo XLSX')).toBeVisible();
  await expect(start).toBeDisabled();

  await input.setInputFiles({ name: 'tasas-e2e.xlsx', mimeType: XLSX_TYPE, buffer: file });
  await expect(page.getByText('tasas-e2e.xlsx')).toBeVisible();
  await expect(start).toBeEnabled();

  // hold the first progress answer back a moment: the progress bar must be on screen meanwhile
  let held = false;
  await page.route('**/api/jobs/*', async (route) => {
    if (!held) {
      held = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
    await route.continue();
  });
  await start.click();
  // the import's own bar (the app bar's spinner also turns while the job is polled)
  const importProgress = page.getByRole('progressbar', { name: /Enviando archivo|Leyendo archivo|Importando/ });
  await expect(importProgress).toBeVisible();
  await expect(page.getByText('Nuevas: 5 / No procesadas: 3')).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Filas no procesadas' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /7 Departamento inexistente: Atlántida/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /8 Cultivo inexistente: Arroz/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /9 Prima inválida: mucho/ })).toBeVisible();
  await expect(importProgress).toHaveCount(0);

  // export: the download is Tasas.xlsx and opens with the layout
  await page.goto('/admin/coberturas/exportar');
  await expect(page.getByLabel('Campaña')).toContainText(current.description);
  // one insurer, as the import takes: the first one by default, no 'Todas'
  await expect(page.getByLabel('Aseguradora')).toContainText('Sancor');
  await page.getByLabel('Aseguradora').click();
  await expect(page.getByRole('option', { name: 'Todas' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Tasas.xlsx');
  const rows = await readSheet(fs.readFileSync((await download.path())!));
  expect(rows[0]).toEqual([...HEADER, 'Aseguradora']);
  expect(rows.length).toBeGreaterThan(1000);
  expect(rows.slice(1, 6).map((r) => r.slice(0, 7))).toEqual(sancorRows.map((r) => r.slice(0, 7)));
  expect(new Set(rows.slice(1).map((r) => r[r.length - 1]))).toEqual(new Set(['Sancor']));
  await expect(page.getByText(/No hay tasas/)).toHaveCount(0);

  // a campaign with no rates (the demo data has them in the current one only): the page says the file is only its header row
  const empty = present(
    campaigns.find((c: { id: number }) => c.id !== current.id),
    'another campaign',
  ) as { description: string };
  await page.getByLabel('Campaña').click();
  await page.getByRole('option', { name: empty.description }).click();
  const downloadingEmpty = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  expect(await readSheet(fs.readFileSync((await (await downloadingEmpty).path())!))).toEqual([[...HEADER, 'Aseguradora']]);
  await expect(page.getByRole('status')).toHaveText(
    `No hay tasas de Sancor en ${empty.description}: Tasas.xlsx tiene solo los encabezados, para completar e importar.`,
  );
});

test('a producer cannot open the import screen', async ({ page }) => {
  await openAs(page, 'productor', '/admin/coberturas/importar');
  await expect(page.getByText('No tiene los permisos para acceder a esta sección.')).toBeVisible();
});
