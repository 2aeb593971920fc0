// The settings' chosen dollar future (`selected_future`, the value of a DLR contract) follows its
// contract when the contract's value changes: an edit on 'Datos de mercado' or an import.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { futures, settings } from '../db/schema';
import { at, createTestApp, type TestApp } from '../testing';
import { sameDecimal } from '../../src/domain/settings/simulator-parameters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(() => t.close());

async function selectedFuture() {
  const [row] = await t.db.select().from(settings).where(eq(settings.option, 'selected_future'));
  return row?.value ?? '';
}

/** The dollar future the seed chose (its value is the setting's). */
async function chosenContract() {
  const selected = await selectedFuture();
  const rows = await t.db.select().from(futures).where(eq(futures.kind, 'dollar'));
  return at(
    rows.filter((r) => sameDecimal(r.value, selected)),
    0,
  );
}

async function workbook(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ajustes').addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('the chosen dollar future when its value changes', () => {
  it('follows an edit of its contract, and the settings and the simulator card read the new price', async () => {
    const chosen = await chosenContract();
    const res = await t.as('admin').put(`/api/futures/${chosen.id}`, { value: '1340.50' });
    expect(res.statusCode, res.body).toBe(200);
    expect(sameDecimal(await selectedFuture(), '1340.50')).toBe(true);
    const card = (await t.as('admin').get('/api/simulator-parameters')).json().data;
    expect(sameDecimal(card.selectedFutureValue, '1340.50')).toBe(true);
    // another setting saves: the choice is a future that exists
    const save = await t.as('admin').put('/api/settings', { settings: [{ option: 'thin_recharge_rate', value: '3,5' }] });
    expect(save.statusCode, save.body).toBe(200);
  });

  it('stays when another dollar future changes', async () => {
    const chosen = await chosenContract();
    const [other] = (await t.db.select().from(futures).where(eq(futures.kind, 'dollar'))).filter((r) => r.id !== chosen.id);
    await t.as('admin').put(`/api/futures/${other!.id}`, { value: '999.99' });
    expect(sameDecimal(await selectedFuture(), chosen.value)).toBe(true);
  });

  it('follows an import of its contract', async () => {
    const chosen = await chosenContract();
    const file = await workbook([[chosen.option, 1351.25]]);
    const res = await t.as('admin').upload('/api/futures/import', {}, [{ name: 'ajustes.xlsx', data: file }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.import_report.imported).toBe(1);
    expect(sameDecimal(await selectedFuture(), '1351.25')).toBe(true);
  });

  it('refuses saving the parameters while the stored choice matches no future, naming the field', async () => {
    const before = await selectedFuture();
    await t.db.update(settings).set({ value: '1.11' }).where(eq(settings.option, 'selected_future'));
    try {
      const res = await t.as('admin').put('/api/settings', { settings: [{ option: 'thin_recharge_rate', value: '3.75' }] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ selected_future: ['Elegí un dólar futuro existente.'] });
      // the notifications do not depend on it
      const mail = await t.as('admin').put('/api/settings', { settings: [{ option: 'solicitudes_send_emails_to_client', value: '1' }] });
      expect(mail.statusCode, mail.body).toBe(200);
    } finally {
      await t.db.update(settings).set({ value: before }).where(eq(settings.option, 'selected_future'));
    }
  });
});
