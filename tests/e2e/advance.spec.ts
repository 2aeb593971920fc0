// The advance (docs/rules/quotations.md#anticipo): a producer accepts a quotation,
// sends the advance with two site plans (a file that is not an image is refused first), downloads
// the advance PDF under the server's name, and downloads the quotation PDF.
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, outboxSnapshot, waitForNewMail, openAs } from './helpers';

const plans = path.join(import.meta.dirname, '../fixtures/plans');

interface SeededRisk {
  quotations: { id: number; status: string; rate: { module: { description: string } } }[];
}

/** The producer's last open quotation with a single risk. */
async function openQuotation(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/negotiations', {
    headers,
    params: { 'filter[is_confirmed]': 1, 'filter[state]': 'initiated', perPage: 50 },
  });
  expect(list.ok()).toBeTruthy();
  const rows = ((await list.json()).data.negotiations as { id: number }[]).reverse();
  for (const row of rows) {
    const n = (await (await request.get(`/api/negotiations/${row.id}`, { headers })).json()).data as {
      id: number;
      number: number;
      client: { name: string; lastname: string | null; deletedAt: string | null };
      risks: SeededRisk[];
    };
    const risk = n.risks[0];
    if (n.client.deletedAt || n.risks.length !== 1 || !risk?.quotations.length || risk.quotations.some((q) => q.status !== 'initiated'))
      continue;
    return { ...n, quotation: risk.quotations[0]! };
  }
  throw new Error('the demo seed has no open single-risk quotation of the producer');
}

test('a producer accepts a quotation, sends the advance with two plans and downloads the advance and quotation PDFs', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'productor');
  const n = await openQuotation(request, token);
  const coverage = n.quotation.rate.module.description;

  await openAs(page, 'productor', `/admin/negociaciones/${n.id}/ver`);
  const reports = page.getByRole('region', { name: 'Reportes' });
  await expect(reports).toContainText('Para enviar un anticipo, primero debes aceptar una cotización');

  const block = page.getByRole('region', { name: /^Riesgo / }).first();
  await block
    .getByRole('button', { name: `Aceptar ${coverage}` })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: `Aceptar ${coverage}` })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(page.getByText('La cotización fue aceptada.')).toBeVisible();

  // the advance PDF before the advance: the spec's warning
  await reports.getByRole('button', { name: 'Descargar anticipo' }).click();
  const warning = page.getByRole('dialog', { name: 'Atención!' });
  await expect(warning).toContainText('Para descargar el anticipo, primero debe enviarse el anticipo con los planos por email.');
  await warning.getByRole('button', { name: 'Aceptar' }).click();

  await reports.getByRole('button', { name: 'Enviar anticipo por email' }).click();
  const panel = page.getByRole('region', { name: 'Enviar anticipo por email' });
  const picker = panel.getByLabel('Planos del campo');
  await picker.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es un plano') });
  const refused = page.getByRole('dialog', { name: 'Error!' });
  await expect(refused).toContainText('El archivo (notas.txt) no es una imagen');
  await refused.getByRole('button', { name: 'Aceptar' }).click();
  await expect(panel.getByRole('list', { name: 'Planos seleccionados' })).toHaveCount(0);

  await picker.setInputFiles([path.join(plans, 'plano-norte.png'), path.join(plans, 'plano-sur.png')]);
  await expect(panel.getByRole('img', { name: 'plano-norte.png' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'plano-sur.png' })).toBeVisible();
  const before = outboxSnapshot();
  await panel.getByRole('button', { name: 'Enviar' }).click();
  const done = page.getByRole('dialog', { name: 'Listo!' });
  await expect(done).toContainText('El anticipo fue enviado por email de forma exitosa.');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  const eml = await waitForNewMail(before);
  expect(eml).toContain(`filename=pdf_anticipo_${n.number}_${n.quotation.id}.pdf`);
  expect(eml).toContain('filename=plano-norte.png');
  expect(eml).toContain('filename=plano-sur.png');
  await block.getByRole('tab', { name: 'Solicitud aceptada' }).click();
  await expect(block.getByRole('heading', { name: 'Cotizacion anticipada' })).toBeVisible();
  // the mail goes after the answer (a job); the card reads the detail again until it says so
  await expect(block.getByText(/^E-mail del anticipo enviado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} a /)).toBeVisible({ timeout: 15_000 });

  const advanceDownload = page.waitForEvent('download');
  await reports.getByRole('button', { name: 'Descargar anticipo' }).click();
  expect((await advanceDownload).suggestedFilename()).toBe(`pdf_anticipo_${n.number}_${n.quotation.id}.pdf`);

  const quotationDownload = page.waitForEvent('download');
  await reports.getByRole('button', { name: 'Descargar PDF', exact: true }).click();
  const name = (await quotationDownload).suggestedFilename();
  // the name the server gives (docs/rules/documents.md#nombres-de-archivo: number, client, crop and hectares)
  const served = await request.get(`/api/negotiations/${n.id}/negotiations_report`, {
    headers: { authorization: `Bearer ${token}` },
    params: { showCost: 1 },
  });
  const disposition = served.headers()['content-disposition'] ?? '';
  const serverName = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');
  const prefix = [n.number, n.client.name, n.client.lastname].filter(Boolean).join(' ');
  expect(serverName.startsWith(`${prefix} `), serverName).toBe(true);
  expect(name).toBe(serverName);
});
