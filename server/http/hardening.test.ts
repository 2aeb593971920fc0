// Hardening (issue 18): each cause of a 5xx an outside probe found, sent again. Every answer is a
// 4xx with a Spanish message on the field, and a refused request writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, lte, sql } from 'drizzle-orm';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { INSURED_SUM_MESSAGE, LIST_LIMITS } from '../../src/domain/core/limits';
import { CLIENT_MESSAGES } from '../../src/domain/clients/schema';
import { CONTACT_MESSAGES } from '../../src/domain/client-request/schema';
import { MARKET_MESSAGES } from '../../src/domain/market/schema';
import { NEGOTIATION_MESSAGES } from '../../src/domain/quotations/schema';
import { cardFromSettings, INCOME_TAX_RATE_MESSAGE } from '../../src/domain/simulator';
import { externalRates, risks, settings } from '../db/schema';
import { TOO_DEEP_MESSAGE, TOO_MANY_ITEMS_MESSAGE } from './json-body';
import { findBadText, SURROGATE_MESSAGE } from './nul';
import { loadSettingsMap } from '../settings/options';
import { capitalTooSmallMessage } from '../financing/service';
import { countRows, createTestApp, type DemoUser, type TestApp } from '../testing';
import { solvedCaptcha, TEST_CAPTCHA_SECRET } from '../testing/captcha';
import { validCuit } from '../testing/fixtures';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';

let t: TestApp;
let uid: Record<DemoUser, number>;
let lopez: number;
let client: number;
let grouped: number; // productor's: corn in dollars, sunflower and soy in quintals

beforeAll(async () => {
  t = await createTestApp({ captchaSecret: TEST_CAPTCHA_SECRET });
  ({ id: uid } = await t.loginDemoUsers());
  lopez = await zoneIdOf(t.db, 1, 'General López');
  client = await clientOf(t.db, uid.productor);
  const [row] = await t.db.select({ id: risks.negotiationId }).from(risks).where(eq(risks.description, 'Estancia Santa Rosa')).limit(1);
  grouped = row!.id;
});
afterAll(async () => {
  await t?.close();
});

/** Rows of the tables these requests would write, to show a refused one wrote nothing. */
async function totalRows(): Promise<number> {
  const tables = [
    'clients',
    'negotiations',
    'risks',
    'quotations',
    'quotation_statuses',
    'audit_log',
    'proposals',
    'contacts',
    'external_rates',
  ];
  let n = 0;
  for (const table of tables) n += await countRows(t.db, table);
  return n;
}

const json = (payload: string) => ({ 'content-type': 'application/json', payload });
const nestedArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const nestedObjects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

describe('cause 1: deep nesting and huge lists are refused before any work', () => {
  const bodies = [
    ['100,000 nested arrays', nestedArrays(100_000), TOO_DEEP_MESSAGE],
    ['50,000 nested objects', nestedObjects(50_000), TOO_DEEP_MESSAGE],
    ['a list of 20,000 elements', JSON.stringify({ risks: Array.from({ length: 20_000 }, () => 1) }), TOO_MANY_ITEMS_MESSAGE],
  ] as const;

  it.each(bodies)('%s: 400 on /oauth/token, the public form and a JSON route', async (_name, body, message) => {
    for (const url of ['/oauth/token', '/api/contacts']) {
      const { payload, ...headers } = json(body);
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const { payload, ...headers } = json(body);
    const res = await t.as('admin').inject({ method: 'POST', url: '/api/negotiations', headers, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('the text check walks any depth without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findBadText(deep)?.path).toHaveLength(200_000);
  });
});

/** The simulator's card as the settings fill it in (GET /api/simulator-parameters). */
const card = async () => cardFromSettings(await loadSettingsMap(t.db));

describe('cause 2: the simulator, its PDF and Excel with a non-numeric income-tax rate', () => {
  it.each(['_', 'Infinity', 'x@y', 'äää', '-1', '100.01'])('incomeTaxRate %j is a 422 on the field', async (incomeTaxRate) => {
    const body = { ...(await card()), incomeTaxRate };
    for (const url of ['/api/simulator', '/api/simulator-pdf', '/api/simulator-excel']) {
      const res = await t.as('productor').post(`${url}/${grouped}`, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      expect(res.json().errors).toEqual({ incomeTaxRate: [INCOME_TAX_RATE_MESSAGE] });
    }
  });

  it('a manual quotation that rounds to zero is a 422, not a division by zero', async () => {
    const res = await t.as('productor').post(`/api/simulator/${grouped}`, {
      ...(await card()),
      applyQuotationsManually: true,
      soyQuotation: '0.001',
      cornQuotation: '0.001',
      sunflowerQuotation: '0.004',
      wheatQuotation: '1',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toMatchObject({ soyQuotation: [expect.any(String)], sunflowerQuotation: [expect.any(String)] });
  });
});

describe('cause 3: financing, its PDF and Excel with a capital too small to buy one quintal', () => {
  it.each([1, 1.5, ' 1 ', '00000000001', '100'])('capital %j is a 422 on capital that names the crop and its price', async (capital) => {
    const soyDate = (await t.db.select().from(settings).where(eq(settings.option, 'soy_crop_date')))[0]!.value!;
    const body = {
      capital,
      negotiationId: grouped,
      crops: [
        {
          cropId: 1,
          tnaPesos: '40',
          tnaDollars: '5',
          cropExpDate: soyDate,
          dollarExpDate: soyDate,
          interest: '1',
          iva: '1',
          includeProfitTax: true,
          includeIvaTax: true,
          includeDollarsPesos: true,
        },
      ],
    };
    // the board the server reads: the latest day up to today in Argentina
    const [board] = await t.db
      .select()
      .from(externalRates)
      .where(lte(externalRates.date, isoDateInArgentina()))
      .orderBy(sql`${externalRates.date} desc`)
      .limit(1);
    const quintal = ((Number(board!.soy) * Number(board!.dollars)) / 10).toFixed(2);
    for (const url of ['/api/refinance', '/api/refinance-pdf', '/api/refinance-excel']) {
      const res = await t.as('productor').post(url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      expect(res.json().errors).toEqual({ capital: [capitalTooSmallMessage('Soja', quintal)] });
    }
    const enough = await t.as('productor').post('/api/refinance', { ...body, capital: quintal });
    expect(enough.statusCode, enough.body).toBe(200);
    expect(enough.json().data.crops[0].pesos.qq_hoy).toBe('1.00');
  });
});

describe('cause 4: negotiations', () => {
  it('splitCoverages with keys that are not ids is a 422 on create, simple, update and finish', async () => {
    const split = { abc: '10', '': '20' };
    const payload = negotiationPayload(client, [riskPayload(lopez, { addons: [], splitCoverages: split })], {
      type: 'simple',
      modules: [1],
      splitCoverages: 1,
    });
    const request = await t.as('productor').post('/api/negotiations', { ...payload, state: 'solicitud', is_confirmed: 0 });
    expect(request.statusCode, request.body).toBe(422);
    const draft = await t.as('productor').post('/api/negotiations', negotiationPayload(client, [riskPayload(lopez)], { is_confirmed: 0 }));
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id;
    for (const [method, url] of [
      ['post', '/api/negotiations'],
      ['post', '/api/simple-negotiations'],
      ['put', `/api/negotiations/${id}`],
      ['post', `/api/negotiations/${id}`],
    ] as const) {
      const res = await t.as('productor')[method](url, payload);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(422);
      expect(res.json().errors['risks.0.splitCoverages']).toEqual([NEGOTIATION_MESSAGES.hectarePrice]);
    }
  });

  it(`200 risks with 500 add-ons each is a 422 on the add-ons (at most ${LIST_LIMITS.addons})`, async () => {
    const before = await countRows(t.db, 'risks');
    const addons = Array.from({ length: 500 }, (_, i) => i + 1);
    const res = await t.as('productor').post(
      '/api/negotiations',
      negotiationPayload(
        client,
        Array.from({ length: 200 }, () => riskPayload(lopez, { addons })),
      ),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors['risks.0.addons']).toEqual([NEGOTIATION_MESSAGES.tooManyAddons]);
    expect(await countRows(t.db, 'risks')).toBe(before);
  });

  it('a negotiation with 200 risks and 23 coverages writes its 8,800 quotations (statements in batches)', async () => {
    // 20 more basic coverages of Sancor, each with the rates of coverage 1
    const copies = await t.db.execute(sql`
      insert into modules (description, coverage_type, harvest, crop_id, company_id, campaign_id, sort_order)
      select description || ' ' || g, coverage_type, harvest, crop_id, company_id, campaign_id, sort_order
      from modules, generate_series(1, 20) g where id = 1 returning id`);
    const ids = (copies as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    await t.db.execute(sql`
      insert into rates (module_id, zone_id, crop_id, franchise_deductible, amount)
      select m.id, r.zone_id, r.crop_id, r.franchise_deductible, r.amount
      from rates r cross join (select unnest(${`{${ids.join(',')}}`}::int[]) as id) m where r.module_id = 1`);
    const list = Array.from({ length: LIST_LIMITS.risks }, () => riskPayload(lopez));
    const res = await t.as('productor').post('/api/negotiations', negotiationPayload(client, list, { modules: [1, 2, 5, ...ids] }));
    expect(res.statusCode, res.body.slice(0, 500)).toBe(201);
    const quotations = await quotationsOfNegotiation(t.db, res.json().data.id);
    expect(quotations).toHaveLength(8_800);
  }, 120_000);
});

describe('cause 5: what the database stores', () => {
  it('99,999,999.99 ha × 99,999,999.99 and 20,000,000 ha × 50,000,000 are a 422 on the price, preview and save', async () => {
    const before = await totalRows();
    for (const [hectares, price] of [
      ['99999999.99', '99999999.99'],
      ['20000000', '50000000'],
    ]) {
      const payload = negotiationPayload(client, [riskPayload(lopez, { number_of_hectares: hectares, hectare_price: price })]);
      for (const url of ['/api/negotiations?preview=1', '/api/negotiations']) {
        const res = await t.as('productor').post(url, payload);
        expect(res.statusCode, `${url} ${res.body}`).toBe(422);
        expect(res.json().errors).toEqual({ 'risks.0.hectare_price': [INSURED_SUM_MESSAGE] });
      }
    }
    const double = negotiationPayload(client, [
      riskPayload(lopez, {
        number_of_hectares: '10000000',
        is_double_crop: 1,
        double_crop: { crop_id: 4, hectare_price: '20000' },
      }),
    ]);
    const res = await t.as('productor').post('/api/negotiations', double);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ 'risks.0.double_crop.hectare_price': [INSURED_SUM_MESSAGE] });
    expect(await totalRows()).toBe(before);
  });

  it('PUT risks/{id} that makes the insured sum too big is a 422 on the field sent', async () => {
    const made = await t
      .as('productor')
      .post('/api/negotiations', negotiationPayload(client, [riskPayload(lopez, { hectare_price: '50000' })]));
    const [risk] = await t.db.select().from(risks).where(eq(risks.negotiationId, made.json().data.id));
    const res = await t.as('productor').put(`/api/risks/${risk!.id}`, { number_of_hectares: '99999999' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ number_of_hectares: [INSURED_SUM_MESSAGE] });
  });

  it('PUT risks/{id} with 0.000000001 ha (0.00 once stored, a divisor of the cost per hectare) is a 422, as on create', async () => {
    const made = await t.as('productor').post('/api/negotiations', negotiationPayload(client, [riskPayload(lopez)]));
    const [risk] = await t.db.select().from(risks).where(eq(risks.negotiationId, made.json().data.id));
    for (const hectares of ['0.000000001', '0.004', '0.5']) {
      const res = await t.as('productor').put(`/api/risks/${risk!.id}`, { number_of_hectares: hectares });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ number_of_hectares: [NEGOTIATION_MESSAGES.hectares] });
    }
  });

  it('a lone surrogate in a comment (accept, reject) or a proposal field is a 422 on it, nothing written', async () => {
    const made = await t.as('productor').post('/api/negotiations', negotiationPayload(client, [riskPayload(lopez)]));
    const [q] = await quotationsOfNegotiation(t.db, made.json().data.id);
    const before = await totalRows();
    for (const action of ['accept', 'reject']) {
      const res = await t.as('productor').put(`/api/quotations/${q!.id}/${action}`, { comment: 'Acepta \ud800' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ comment: [SURROGATE_MESSAGE] });
    }
    for (const field of ['zipCode', 'street']) {
      const res = await t.as('productor').post(`/api/quotations/${q!.id}/proposals`, { [field]: 'x\udc00' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [SURROGATE_MESSAGE] });
    }
    expect(await totalRows()).toBe(before);
  });

  it('PUT /api/external-rates with 2024-02-30 is a 422 on the date', async () => {
    const res = await t.as('admin').put('/api/external-rates', { date: '2024-02-30', dollars: '1000' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ date: [MARKET_MESSAGES.date] });
  });

  it('a board price that would round beyond numeric(16,4) is a 422 on it', async () => {
    const res = await t.as('admin').put('/api/external-rates', { dollars: '999999999999.99999' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ dollars: [MARKET_MESSAGES.value] });
  });
});

describe('one set of rules for a client, whatever door creates it', () => {
  const name = '<img src=x onerror=alert(1)>';
  const address = '<script>alert(1)</script>';

  it('the client form and the wizard refuse a name and an address with markup', async () => {
    const cuit = validCuit(55000001);
    const form = await t.as('productor').post('/api/clients', {
      name,
      lastname: 'Pérez',
      cuit,
      address,
      location: 'Casilda',
      province: 'Santa Fe',
      cell: '3464551209',
      email: 'perez@campo.com.ar',
      sancorId: 'A1',
    });
    expect(form.statusCode, form.body).toBe(422);
    expect(form.json().errors).toMatchObject({ name: [CLIENT_MESSAGES.name], address: [CLIENT_MESSAGES.address] });
  });

  it('so does the public form, on its own fields, and creates nothing', async () => {
    const before = await countRows(t.db, 'clients');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: '10.91.0.1',
      payload: {
        name: `Juan ${name}`,
        cuit: validCuit(55000002),
        cell: '3462551234',
        email: 'juan@campo.com.ar',
        address,
        location: 'Venado Tuerto',
        province: 'Santa Fe',
        risks: [{ location: 'Rufino', crop: 1, number_of_hectares: '250', hectare_price: '32,5', hectare_price_currency: 'quintal' }],
        altcha: await solvedCaptcha(),
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ name: [CONTACT_MESSAGES.name], address: [CONTACT_MESSAGES.address] });
    expect(await countRows(t.db, 'clients')).toBe(before);
  });
});
