// Settings screen (docs/rules/settings.md): each tab saves and keeps the value
// after a reload, the BCC semicolon message, ignore-discount rules, the department select.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, openAs } from './helpers';

const URL = '/admin/configuraciones';

async function api(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  return {
    async setting(option: string): Promise<string> {
      const res = await request.get('/api/settings-by-option', { headers, params: { option } });
      return (await res.json()).data.value;
    },
    async restore(option: string, value: string) {
      const res = await request.put('/api/settings', { headers, data: { settings: [{ option, value }] } });
      expect(res.ok(), await res.text()).toBeTruthy();
    },
    async put(path: string, data: unknown) {
      const res = await request.put(path, { headers, data: data as object });
      expect(res.ok(), await res.text()).toBeTruthy();
      return (await res.json()).data;
    },
    async get(path: string, params: Record<string, string> = {}) {
      return (await (await request.get(path, { headers, params })).json()).data;
    },
  };
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

test('a producer is sent to the profile', async ({ page }) => {
  await openAs(page, 'productor', URL);
  await expect(page).toHaveURL(/\/admin\/perfil$/);
});

test('Notificaciones: saves only what changed, keeps it after a reload; a semicolon in the BCC is refused', async ({ page, request }) => {
  const a = await api(request);
  const option = 'solicitudes_send_emails_to_address';
  const original = await a.setting(option);
  const bccBefore = await a.setting('on_advance_send_emails_bcc_address');
  try {
    await openAs(page, 'admin', `${URL}#notificaciones`);
    await expect(page.getByRole('tab', { name: 'Notificaciones' })).toHaveAttribute('aria-selected', 'true');
    const requests = page.getByRole('region', { name: 'Solicitudes' });
    const to = requests.getByLabel('Destinatarios');
    await expect(to).toHaveValue(original);
    await to.fill('comercial@cotizador.local, ventas@ejemplo.com');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/settings') && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Guardar' }).click();
    expect((await sent).postDataJSON()).toEqual({ settings: [{ option, value: 'comercial@cotizador.local, ventas@ejemplo.com' }] });
    await toast(page, 'Configuraciones actualizadas correctamente');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Solicitudes' }).getByLabel('Destinatarios')).toHaveValue(
      'comercial@cotizador.local, ventas@ejemplo.com',
    );

    const bcc = page.getByRole('region', { name: 'Anticipos' }).getByLabel('Copia oculta (CCO)');
    await bcc.fill('uno@cotizador.local;dos@cotizador.local');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // listed under the validation heading (and shown on the field)
    const refused = page.getByTestId('validation-errors');
    await expect(refused).toContainText('Ocurrió un error de validación.');
    await expect(refused).toContainText('Separe las direcciones con comas (,), no con punto y coma (;).');
    expect(await a.setting('on_advance_send_emails_bcc_address')).toBe(bccBefore);
  } finally {
    await a.restore(option, original);
  }
});

test('Ignorar descuentos: the department needs a province; a rule is created and deleted', async ({ page }) => {
  await openAs(page, 'admin', `${URL}#ignorar-descuentos`);
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('Debe completar al menos uno de los filtros')).toBeVisible();

  const department = page.getByRole('combobox', { name: 'Departamento' });
  await expect(department).toBeDisabled();
  await page.getByRole('combobox', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Entre Ríos' }).click();
  await expect(department).toBeEnabled();
  await department.click();
  await department.fill('zzzz');
  await expect(page.getByText('No se encontró el departamento.')).toBeVisible();
  await department.fill('Gualeguaych');
  const option = page.getByRole('option').first();
  const zoneLabel = ((await option.textContent()) ?? '').replace(/ \(.*\)$/, '');
  await option.click();
  await page.getByRole('combobox', { name: 'Cultivo' }).click();
  await page.getByRole('option', { name: 'Trigo' }).click();
  await page.getByRole('button', { name: 'Agregar' }).click();
  await toast(page, 'La regla fue registrada.');

  const row = page.getByRole('row').filter({ hasText: zoneLabel }).filter({ hasText: 'Trigo' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Eliminar regla' }).click();
  await expect(page.getByText('¿Estás seguro?')).toBeVisible();
  await page.getByRole('button', { name: 'Si, eliminar!' }).click();
  await toast(page, 'La regla fue eliminada.');
  await expect(row).toHaveCount(0);
});

test('Valores de IVA: filtered list, inline edit kept after a reload', async ({ page, request }) => {
  const a = await api(request);
  const [row] = await a
    .get('/api/tax_vats', { 'filter[companyId]': '2', 'filter[paymentMethodId]': '3', 'filter[hectarePriceCurrencyId]': '1' })
    .then((d) => d.taxVats);
  const filterTo = async () => {
    for (const [label, value] of [
      ['Aseguradora', 'San Cristobal'],
      ['Forma de pago', 'Pago en Especie'],
      ['Moneda', 'Quintal (QQ)'],
    ]) {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: value, exact: true }).click();
    }
    await expect(page.getByRole('row')).toHaveCount(2); // header + the one row
  };
  try {
    await openAs(page, 'admin', `${URL}#valores-iva`);
    await filterTo();
    await page.getByRole('button', { name: 'Editar impuesto' }).click();
    await page.getByLabel('IVA (%)').fill('12,34');
    await page.getByRole('button', { name: 'Guardar impuesto' }).click();
    await toast(page, 'Impuesto editado correctamente');
    await page.reload();
    await filterTo();
    await expect(page.getByRole('row').nth(1)).toContainText('12,34 %');
  } finally {
    await a.put(`/api/tax_vats/${row.id}`, { value: row.value });
  }
});

test('Parámetros del simulador: a rate is saved and kept after a reload; an empty rate is refused', async ({ page, request }) => {
  const a = await api(request);
  const original = await a.setting('thin_recharge_rate');
  try {
    await openAs(page, 'admin', `${URL}#parametros-simulador`);
    const thin = page.getByRole('region', { name: 'Cosecha fina' });
    const rate = thin.getByLabel('Tasa de recargo (%)');
    // shown in es-AR, stored with a dot
    await expect(rate).toHaveValue(original.replace('.', ','));
    await rate.fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const refused = page.getByTestId('validation-errors');
    await expect(refused).toContainText('Ocurrió un error de validación.');
    await expect(refused).toContainText('Las tasas deben ser completadas.');
    await rate.fill('4,25');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Parámetros modificados exitosamente.');
    expect(await a.setting('thin_recharge_rate')).toBe('4.25');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cosecha fina' }).getByLabel('Tasa de recargo (%)')).toHaveValue('4,25');
  } finally {
    await a.restore('thin_recharge_rate', original);
  }
});

test('Aclaraciones de PDFs: the rich text is saved and shown after a reload', async ({ page, request }) => {
  const a = await api(request);
  const notes = (await a.get('/api/notes', { perPage: '100' })).notes;
  const note = notes[0];
  try {
    await openAs(page, 'admin', `${URL}#aclaraciones-pdf`);
    await page.getByTestId(`note-${note.id}`).getByRole('button', { name: 'Editar' }).click();
    const editor = page.getByRole('dialog').locator('[contenteditable="true"]');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Aclaración de prueba E2E');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Aclaración editada correctamente');
    await page.reload();
    await expect(page.getByTestId(`note-${note.id}`)).toContainText('Aclaración de prueba E2E');
  } finally {
    await a.put(`/api/notes/${note.id}`, { value: note.value });
  }
});
