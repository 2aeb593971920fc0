import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { futures, ignoreDiscounts, notes, settings, taxVats, zones } from '../db/schema';
import { at, countRows, createTestApp, type DemoUser, type Payload, type TestApp } from '../testing';
import { isoDateInArgentina } from '../../src/domain/core/format';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
});

const putSettings = (payload: Payload, who: DemoUser = 'admin') => t.as(who).put('/api/settings', payload);

async function stored(option: string) {
  const [row] = await t.db.select().from(settings).where(eq(settings.option, option));
  return row?.value;
}

/** A YYYY-MM-DD in the month `k` months from now (day 15), and one without any crop future. */
function monthDate(k: number) {
  const today = isoDateInArgentina();
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + k, 15));
  return d.toISOString().slice(0, 10);
}

const MSG = {
  noFutures: 'No hay futuros de los cultivos de tipo gruesa/fina para la fecha seleccionada o la fecha es anterior a la fecha de hoy',
  cropDates: 'Debe llenar todas las fechas de tipo gruesa/fina.',
  rates: 'Las tasas deben ser completadas.',
  cropRates: 'Las tasas de recargo de los cultivos deben ser completadas.',
};

describe('permissions', () => {
  const endpoints: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, Payload?][] = [
    ['list settings', 'GET', '/api/settings'],
    ['one setting', 'GET', '/api/settings-by-option?option=selected_future'],
    ['update settings', 'PUT', '/api/settings', { settings: [{ option: 'solicitudes_send_emails_to_client', value: '1' }] }],
    ['list rules', 'GET', '/api/ignore_discounts'],
    ['create rule', 'POST', '/api/ignore_discounts', { cropId: 1 }],
    ['delete rule', 'DELETE', '/api/ignore_discounts/1'],
    ['list VAT', 'GET', '/api/tax_vats'],
    ['update VAT', 'PUT', '/api/tax_vats/1', { value: '1' }],
    ['list notes', 'GET', '/api/notes'],
    ['update note', 'PUT', '/api/notes/1', { value: '<p>x</p>' }],
  ];
  for (const who of ['productor', 'supervisor'] as const) {
    it(`answers 403 to ${who} on every settings endpoint and changes nothing`, async () => {
      const before = await countRows(t.db, 'ignore_discounts');
      for (const [name, method, url, payload] of endpoints) {
        const res = await t.as(who).inject({ method, url, ...(payload !== undefined ? { payload } : {}) });
        expect(res.statusCode, name).toBe(403);
      }
      expect(await countRows(t.db, 'ignore_discounts')).toBe(before);
      expect(await stored('solicitudes_send_emails_to_client')).toBe('0');
    });
  }

  it('lets any signed-in user read the futures', async () => {
    const res = await t.as('productor').get('/api/futures?filter[kind]=dollar&perPage=13');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.futures).toHaveLength(13);
    expect(body.data.futures[0]).toMatchObject({ option: 'DLR Contado', month: null });
    expect(body.data.futures.every((f: { kind: string }) => f.kind === 'dollar')).toBe(true);
    const soy = (await t.as('productor').get('/api/futures?filter[kind]=crop&filter[crop]=1&perPage=100')).json();
    expect(soy.meta.total).toBe(12);
    expect(soy.data.futures.every((f: { cropId: number }) => f.cropId === 1)).toBe(true);
  });
});

describe('GET /api/settings', () => {
  it('lists the options with meta.total, up to 100 per page, and searches by option', async () => {
    const all = (await t.as('admin').get('/api/settings?perPage=100')).json();
    expect(all.meta.total).toBe(await countRows(t.db, 'settings'));
    expect(all.data.settings).toContainEqual({ option: 'company_domain', value: '@cotizador.local' });
    const found = (await t.as('sudo').get('/api/settings?filter[search]=bcc')).json();
    expect(found.data.settings.map((s: { option: string }) => s.option).sort()).toEqual([
      'on_advance_send_emails_bcc_address',
      'solicitudes_send_emails_bcc_address',
    ]);
  });

  it('reads one option, 404 for an unknown one', async () => {
    const res = await t.as('admin').get('/api/settings-by-option?option=apply_quotations_manually');
    expect(res.json()).toEqual({ data: { option: 'apply_quotations_manually', value: '0' } });
    expect((await t.as('admin').get('/api/settings-by-option?option=nope')).statusCode).toBe(404);
  });
});

describe('PUT /api/settings', () => {
  it('updates only the settings sent and answers them', async () => {
    const before = await stored('solicitudes_send_emails_to_address');
    const res = await putSettings({ settings: [{ option: 'solicitudes_send_emails_to_client', value: '1' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { settings: [{ option: 'solicitudes_send_emails_to_client', value: '1' }] },
      message: 'Configuraciones actualizadas correctamente',
    });
    expect(await stored('solicitudes_send_emails_to_client')).toBe('1');
    expect(await stored('solicitudes_send_emails_to_address')).toBe(before);
    // a bare array works too
    expect((await putSettings([{ option: 'solicitudes_send_emails_to_client', value: '0' }])).statusCode).toBe(200);
    expect(await stored('solicitudes_send_emails_to_client')).toBe('0');
  });

  it('stores a rate or quotation sent with the es-AR comma as a dot decimal', async () => {
    const res = await putSettings({ settings: [{ option: 'thin_recharge_rate', value: '3,75' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings).toEqual([{ option: 'thin_recharge_rate', value: '3.75' }]);
    expect(await stored('thin_recharge_rate')).toBe('3.75');
  });

  it('stores a surcharge rate with the 2 decimals the simulator uses (6,5 -> 6.50), so it reads back as its neighbours', async () => {
    const res = await putSettings({ settings: [{ option: 'soy_recharge_rate', value: '6,5' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.settings).toEqual([{ option: 'soy_recharge_rate', value: '6.50' }]);
    expect(await stored('soy_recharge_rate')).toBe('6.50');
    expect((await putSettings({ settings: [{ option: 'soy_recharge_rate', value: '3.5' }] })).json().data.settings[0].value).toBe('3.50');
  });

  const rejected: [string, string, string][] = [
    ['on_advance_send_emails_from_address', 'anticipos@otra.com', 'La dirección de origen debe terminar en @cotizador.local'],
    ['solicitudes_send_emails_from_address', '', 'La dirección de origen no puede estar vacía.'],
    ['solicitudes_send_emails_from_address', 'no es mail@cotizador.local', 'Formato de email inválido'],
    [
      'on_advance_send_emails_bcc_address',
      'a@cotizador.local;b@cotizador.local',
      'Separe las direcciones con comas (,), no con punto y coma (;).',
    ],
    ['solicitudes_send_emails_bcc_address', 'a@cotizador.local, nada', 'Formato de email inválido'],
    ['on_advance_send_emails_to_address', 'x@', 'Formato de email inválido'],
    ['on_advance_send_emails_enabled', 'si', 'El valor debe ser 1 (sí) o 0 (no).'],
    ['thick_recharge_rate', '', MSG.rates],
    ['thin_recharge_rate', '0', MSG.rates],
    ['soy_recharge_rate', '0.00', MSG.cropRates],
    ['sunflower_recharge_rate', 'abc', MSG.cropRates],
    ['thick_crop_date', '2020-01-15', MSG.noFutures],
    ['thin_crop_date', monthDate(13), 'Fecha inválida, debe ser menor a un año a partir de hoy'],
    ['soy_crop_date', '', MSG.cropDates],
    ['selected_future', '1', 'Elegí un dólar futuro existente.'],
    ['company_domain', '@x.com', 'La configuración no existe.'],
    ['no_such_option', '1', 'La configuración no existe.'],
  ];
  for (const [option, value, message] of rejected) {
    it(`422 for ${option} = '${value}': ${message}`, async () => {
      const before = await stored(option);
      const res = await putSettings({ settings: [{ option, value }] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'Ocurrió un error de validación.', errors: { [option]: [message] } });
      expect(await stored(option)).toBe(before);
    });
  }

  it('accepts comma-separated BCC lists and origin addresses of the company domain', async () => {
    const res = await putSettings({
      settings: [
        { option: 'on_advance_send_emails_bcc_address', value: 'uno@cotizador.local, dos@ejemplo.com' },
        { option: 'solicitudes_send_emails_from_address', value: 'Ventas@Cotizador.local' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored('on_advance_send_emails_bcc_address')).toBe('uno@cotizador.local, dos@ejemplo.com');
  });

  it('checks a date against the crop futures of its month (thick needs soy and corn)', async () => {
    const date = monthDate(3);
    const ok = await putSettings({ settings: [{ option: 'thick_crop_date', value: date }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored('thick_crop_date')).toBe(date);
    // without the corn future of that month the thick date is refused, the thin one is not concerned
    const month = `${date.slice(0, 7)}-01`;
    const corn = at(
      await t.db
        .select()
        .from(futures)
        .where(and(eq(futures.cropId, 2), eq(futures.month, month))),
      0,
    );
    await t.db.delete(futures).where(eq(futures.id, corn.id));
    try {
      const res = await putSettings({ settings: [{ option: 'thick_crop_date', value: `${date.slice(0, 8)}20` }] });
      expect(res.json().errors).toEqual({ thick_crop_date: [MSG.noFutures] });
      expect((await putSettings({ settings: [{ option: 'soy_crop_date', value: date }] })).statusCode).toBe(200);
      expect((await putSettings({ settings: [{ option: 'corn_crop_date', value: date }] })).json().errors).toEqual({
        corn_crop_date: [MSG.noFutures],
      });
    } finally {
      await t.db.insert(futures).values(corn);
    }
  });

  it('requires every per-crop date when the individual-crops switch is turned on', async () => {
    await t.db.update(settings).set({ value: '0' }).where(eq(settings.option, 'apply_all_thin_dates'));
    await t.db.update(settings).set({ value: '' }).where(eq(settings.option, 'wheat_crop_date'));
    const res = await putSettings({ settings: [{ option: 'apply_all_thin_dates', value: '1' }] });
    expect(res.json().errors).toEqual({ wheat_crop_date: [MSG.cropDates] });
    expect(await stored('apply_all_thin_dates')).toBe('0');
    const ok = await putSettings({
      settings: [
        { option: 'apply_all_thin_dates', value: '1' },
        { option: 'wheat_crop_date', value: monthDate(1) },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('requires the manual quotations when they are turned on', async () => {
    await t.db.update(settings).set({ value: '' }).where(eq(settings.option, 'corn_quotation'));
    const res = await putSettings({ settings: [{ option: 'apply_quotations_manually', value: '1' }] });
    expect(res.json().errors).toEqual({ corn_quotation: ['Las cotizaciones deben ser números mayores a cero.'] });
    await t.db.update(settings).set({ value: '19.60' }).where(eq(settings.option, 'corn_quotation'));
  });

  it('accepts the value of an existing dollar future as selected_future', async () => {
    const dollar = at(
      await t.db
        .select()
        .from(futures)
        .where(and(eq(futures.kind, 'dollar'), isNull(futures.month))),
      0,
    );
    const res = await putSettings({ settings: [{ option: 'selected_future', value: dollar.value }] });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is all-or-nothing: one bad value saves none of the others', async () => {
    const before = await stored('solicitudes_send_emails_to_user');
    const res = await putSettings({
      settings: [
        { option: 'solicitudes_send_emails_to_user', value: before === '1' ? '0' : '1' },
        { option: 'thick_recharge_rate', value: '7.25' },
        { option: 'solicitudes_send_emails_bcc_address', value: 'a@b.com;c@d.com' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['solicitudes_send_emails_bcc_address']);
    expect(await stored('solicitudes_send_emails_to_user')).toBe(before);
    expect(await stored('thick_recharge_rate')).toBe('3.50');
  });

  it('refuses malformed bodies with a 4xx', async () => {
    for (const payload of [{}, { settings: [] }, { settings: 'x' }, [{ value: '1' }]]) {
      const res = await putSettings(payload);
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('ignore_discounts', () => {
  async function zoneOf(provinceId: number) {
    const z = at(await t.db.select().from(zones).where(eq(zones.provinceId, provinceId)).limit(1), 0);
    return z;
  }

  it('lists the rules with their labels and searches them without accents', async () => {
    const res = await t.as('admin').get('/api/ignore_discounts?perPage=10&page=1');
    const body = res.json();
    expect(body.meta.total).toBe(await countRows(t.db, 'ignore_discounts'));
    const rioCuarto = body.data.ignoreDiscounts.find((r: { zone: { description: string } | null }) => r.zone?.description === 'Río Cuarto');
    expect(rioCuarto).toMatchObject({ provinceId: 14, province: { name: 'Córdoba' }, moduleId: null, module: null });
    const found = (await t.as('admin').get('/api/ignore_discounts?filter[search]=rio%20cuarto')).json();
    expect(found.data.ignoreDiscounts.map((r: { id: number }) => r.id)).toEqual([rioCuarto.id]);
  });

  it('needs at least one filter, and a department only with its own province', async () => {
    const none = await t.as('admin').post('/api/ignore_discounts', { moduleId: '', cropId: null });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ root: ['Debe completar al menos uno de los filtros'] });
    const cordoba = await zoneOf(14);
    const alone = await t.as('admin').post('/api/ignore_discounts', { zoneId: cordoba.id });
    expect(alone.json().errors).toEqual({ zoneId: ['Elegí la provincia del departamento.'] });
    const elsewhere = await t.as('admin').post('/api/ignore_discounts', { provinceId: 82, zoneId: cordoba.id });
    expect(elsewhere.json().errors).toEqual({ zoneId: ['El departamento no pertenece a la provincia seleccionada.'] });
    const unknown = await t.as('admin').post('/api/ignore_discounts', { cropId: 999 });
    expect(unknown.json().errors).toEqual({ cropId: ['Cultivo inválido'] });
  });

  it('creates and deletes a rule', async () => {
    const zone = await zoneOf(82);
    const res = await t.as('sudo').post('/api/ignore_discounts', { cropId: '4', provinceId: 82, zoneId: zone.id });
    expect(res.statusCode, res.body).toBe(201);
    const rule = res.json().data;
    expect(rule).toMatchObject({ cropId: 4, crop: { description: 'Trigo' }, provinceId: 82, zone: { description: zone.description } });
    expect((await t.as('admin').delete(`/api/ignore_discounts/${rule.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(ignoreDiscounts).where(eq(ignoreDiscounts.id, rule.id))).toEqual([]);
    expect((await t.as('admin').delete(`/api/ignore_discounts/${rule.id}`)).statusCode).toBe(404);
  });
});

describe('tax_vats', () => {
  it('filters by insurer, payment method, rate option and currency', async () => {
    const res = await t.as('admin').get('/api/tax_vats?filter[companyId]=2&filter[paymentMethodId]=3&filter[hectarePriceCurrencyId]=1');
    const rows = res.json().data.taxVats;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyId: 2,
      paymentMethodId: 3,
      rateOptionId: 3,
      hectarePriceCurrencyId: 1,
      company: { name: 'San Cristobal' },
    });
    const search = (await t.as('admin').get('/api/tax_vats?filter[search]=especie%20financiado&perPage=50')).json();
    expect(search.meta.total).toBe(6);
  });

  it('stores the exact percentage and answers it with two decimals', async () => {
    const res = await t.as('admin').put('/api/tax_vats/1', { value: '10,5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.value).toBe('10.50');
    const row = at(await t.db.select().from(taxVats).where(eq(taxVats.id, 1)), 0);
    expect(row.value).toBe('10.5000');
    for (const value of ['100.01', '-1', '1.234', 'x', '']) {
      const bad = await t.as('admin').put('/api/tax_vats/1', { value });
      expect(bad.statusCode, value).toBe(422);
    }
    expect((await t.as('admin').put('/api/tax_vats/99999', { value: '1' })).statusCode).toBe(404);
  });

  it('takes the whole row as the spec sends it, changing only the value', async () => {
    const row = (await t.as('admin').get('/api/tax_vats?perPage=50')).json().data.taxVats.find((r: { id: number }) => r.id === 2);
    const res = await t.as('admin').put('/api/tax_vats/2', { ...row, value: '27', companyId: 99, paymentMethodId: 99 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: 2, value: '27.00', companyId: row.companyId, paymentMethodId: row.paymentMethodId });
  });
});

describe('notes', () => {
  it('lists the notes', async () => {
    const res = await t.as('admin').get('/api/notes?perPage=100');
    expect(res.json().meta.total).toBe(await countRows(t.db, 'notes'));
    expect(res.json().data.notes[0]).toHaveProperty('hectarePriceCurrencyId');
  });

  it('takes the whole row as the spec sends it, changing only the text', async () => {
    const row = (await t.as('admin').get('/api/notes?perPage=100')).json().data.notes.find((n: { id: number }) => n.id === 2);
    const res = await t.as('admin').put('/api/notes/2', { ...row, value: '<p>Aclaración</p>', rateOptionId: 99 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: 2, value: '<p>Aclaración</p>', rateOptionId: row.rateOptionId });
  });

  it('stores sanitised rich text that can never run script', async () => {
    const value = [
      '<p style="text-align: center; color: red" onclick="alert(1)">Hola <strong>mundo</strong></p>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">malo</a>',
      '<a href="https://ejemplo.com" onmouseover="alert(1)">bueno</a>',
      '<iframe src="https://x.com"></iframe><svg onload=alert(1)></svg>',
    ].join('');
    const res = await t.as('admin').put('/api/notes/1', { value });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data.value as string;
    expect(saved).toBe(
      '<p style="text-align:center">Hola <strong>mundo</strong></p><a rel="noopener noreferrer nofollow" target="_blank">malo</a>' +
        '<a href="https://ejemplo.com" rel="noopener noreferrer nofollow" target="_blank">bueno</a>',
    );
    const row = at(await t.db.select().from(notes).where(eq(notes.id, 1)), 0);
    expect(row.value).toBe(saved);
    expect(row.value).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe|<svg/i);
  });
});
