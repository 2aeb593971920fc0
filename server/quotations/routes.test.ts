import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { clients, negotiations, risks, taxVats, users } from '../db/schema';
import { countRows, createTestApp, DEMO_USERS, type DemoUser, type TestApp } from '../testing';
import { clientPayload, validCuit } from '../testing/fixtures';
import { clientOf, negotiationPayload, negotiationsOf, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';

let t: TestApp;
let uid: Record<DemoUser, number>;
let lopez: number; // General López (Santa Fe), Sancor
let union2: number; // Unión (Córdoba), San Cristobal

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
  lopez = await zoneIdOf(t.db, 1, 'General López');
  union2 = await zoneIdOf(t.db, 2, 'Unión');
});
afterAll(async () => {
  await t?.close();
});

type Row = { id: number; user: { id: number }; isConfirmed: number; state: string; number: number };

async function listAll(who: DemoUser, query = ''): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await t.as(who).get(`/api/negotiations?perPage=100&page=${page}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    rows.push(...res.json().data.negotiations);
    if (res.json().data.negotiations.length < 100) return { rows, total: res.json().meta.total };
  }
}

const dbCount = (where: string) => countRows(t.db, 'negotiations', where);

describe('GET /api/negotiations', () => {
  it('each role sees what it may: producer its own, supervisor its team, admin and sudo all', async () => {
    const team = `user_id in (${uid.supervisor}, ${uid.productor})`;
    const expected: Record<DemoUser, string> = {
      sudo: 'is_confirmed = 1',
      admin: 'is_confirmed = 1',
      supervisor: `is_confirmed = 1 and ${team}`,
      productor: `is_confirmed = 1 and user_id = ${uid.productor}`,
      productor2: `is_confirmed = 1 and user_id = ${uid.productor2}`,
    };
    for (const who of DEMO_USERS) {
      const { rows, total } = await listAll(who, '&filter[is_confirmed]=1');
      expect(total, who).toBe(await dbCount(expected[who]));
      expect(rows.length, who).toBe(total);
      expect(rows.every((r) => r.isConfirmed === 1)).toBe(true);
    }
    const mine = await listAll('productor2', '&filter[is_confirmed]=1');
    expect(mine.rows.every((r) => r.user.id === uid.productor2)).toBe(true);
  });

  it('the requests list: state solicitud, unconfirmed, newest first, with the spec columns', async () => {
    const res = await t.as('productor').get('/api/negotiations?filter[state]=solicitud&filter[is_confirmed]=0&perPage=10&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(await dbCount(`state = 'solicitud' and is_confirmed = 0 and user_id = ${uid.productor}`));
    const rows = body.data.negotiations;
    const dates = rows.map((r: { createdAt: string }) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows[0]).toMatchObject({
      state: 'solicitud',
      isConfirmed: 0,
      user: { id: uid.productor, name: expect.any(String), lastname: expect.any(String) },
      client: { id: expect.any(Number), cuit: expect.any(String), deletedAt: null },
      risks: [expect.objectContaining({ zone: expect.any(String), crop: expect.any(String) })],
    });
  });

  it('filter[user] narrows to one producer; filter[search] finds by client last name (no accents) and by number', async () => {
    const byUser = await listAll('admin', `&filter[user]=${uid.productor2}`);
    expect(byUser.total).toBe(await dbCount(`user_id = ${uid.productor2}`));
    const [n] = await negotiationsOf(t.db, uid.productor, ['initiated']);
    const [client] = await t.db.select().from(clients).where(eq(clients.id, n!.clientId));
    const folded = client!.lastname
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const found = await listAll('productor', `&filter[search]=${encodeURIComponent(folded)}`);
    expect(found.rows.map((r) => r.id)).toContain(n!.id);
    const byNumber = await listAll('productor', `&filter[search]=${n!.number}`);
    expect(byNumber.rows.map((r) => r.id)).toEqual([n!.id]);
    // another producer's negotiation is not found by its number
    expect((await listAll('productor2', `&filter[search]=${n!.number}`)).total).toBe(0);
  });

  it('filter[search] finds exactly the negotiations where every word is in the client, in the producer or is the number', async () => {
    const all = (
      (await t.db.execute(sql`
        select n.id, n.number, n.is_confirmed, c.search_text as client_text, u.search_text as user_text
        from negotiations n join clients c on c.id = n.client_id join users u on u.id = n.user_id`)) as unknown as {
        rows: { id: number; number: number; is_confirmed: number; client_text: string; user_text: string }[];
      }
    ).rows;
    const confirmed = all.filter((n) => n.is_confirmed === 1);
    const expected = (search: string) =>
      confirmed
        .filter((n) =>
          search
            .split(' ')
            .filter(Boolean)
            .every((w) => n.client_text.includes(w) || n.user_text.includes(w) || (/^\d{1,9}$/.test(w) && n.number === Number(w))),
        )
        .map((n) => n.id)
        .sort((a, b) => a - b);
    const a = confirmed[0]!;
    const b = confirmed[confirmed.length - 1]!;
    const clientWord = a.client_text.split(' ')[0]!;
    const userWord = b.user_text.split(' ')[1] ?? b.user_text.split(' ')[0]!;
    const searches = [
      clientWord,
      userWord,
      String(a.number),
      `${clientWord} ${a.number}`,
      `${clientWord} ${b.number}`,
      `${String(a.number).slice(-1)} ${clientWord}`,
      `${clientWord} ${userWord}`,
      `${clientWord} ${a.client_text.split(' ')[1]}`,
      'zzzz',
      `${clientWord} zzzz`,
    ];
    for (const search of searches) {
      const found = await listAll('admin', `&filter[is_confirmed]=1&filter[search]=${encodeURIComponent(search)}`);
      expect(
        found.rows.map((r) => r.id).sort((x, y) => x - y),
        search,
      ).toEqual(expected(search));
      expect(found.total, search).toBe(expected(search).length);
    }
    expect(expected(clientWord).length).toBeGreaterThan(0);
    expect(expected(`${clientWord} ${a.number}`)).toEqual([a.id]);
  });

  it('the unsearched totals (maintained counts) follow creating, finishing, cancelling and deleting', async () => {
    const totals = async () => {
      const out: Record<string, number> = {};
      for (const [who, query] of [
        ['admin', 'filter[is_confirmed]=1'],
        ['admin', 'filter[state]=solicitud&filter[is_confirmed]=0'],
        ['supervisor', 'filter[is_confirmed]=1'],
        ['productor', 'filter[is_confirmed]=1'],
      ] as const) {
        const res = await t.as(who).get(`/api/negotiations?${query}&perPage=5&page=1`);
        out[`${who} ${query}`] = res.json().meta.total;
      }
      return out;
    };
    const expected = async () => ({
      'admin filter[is_confirmed]=1': await dbCount('is_confirmed = 1'),
      'admin filter[state]=solicitud&filter[is_confirmed]=0': await dbCount(`state = 'solicitud' and is_confirmed = 0`),
      'supervisor filter[is_confirmed]=1': await dbCount(`is_confirmed = 1 and user_id in (${uid.supervisor}, ${uid.productor})`),
      'productor filter[is_confirmed]=1': await dbCount(`is_confirmed = 1 and user_id = ${uid.productor}`),
    });
    const client = await clientOf(t.db, uid.productor);
    const request = await t
      .as('productor')
      .post('/api/negotiations', negotiationPayload(client, [riskPayload(lopez)], { state: 'solicitud', is_confirmed: 0 }));
    expect(request.statusCode, request.body).toBe(201);
    expect(await totals()).toEqual(await expected());
    const id = request.json().data.id as number;
    expect((await t.as('productor').post(`/api/negotiations/${id}`, negotiationPayload(client, [riskPayload(lopez)]))).statusCode).toBe(
      200,
    );
    expect(await totals()).toEqual(await expected());
    expect((await t.as('productor').put(`/api/negotiations/${id}/reject`)).statusCode).toBe(200);
    expect(await totals()).toEqual(await expected());
    expect((await t.as('admin').delete(`/api/negotiations/${id}`)).statusCode).toBe(204);
    expect(await totals()).toEqual(await expected());
  });

  it('a malformed filter is a 422 on it', async () => {
    const res = await t.as('admin').get('/api/negotiations?filter[is_confirmed]=maybe&filter[state]=nada');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['filter[is_confirmed]']);
    expect((await t.as('admin').get('/api/negotiations?filter[state]=nada')).json().errors).toEqual({
      'filter[state]': ['Filtro inválido.'],
    });
  });
});

describe('GET /api/negotiations/{id}', () => {
  it('answers the negotiation with producer, client, configuration, risks, quotations and history', async () => {
    const [n] = await negotiationsOf(t.db, uid.productor, ['accepted']);
    const res = await t.as('productor').get(`/api/negotiations/${n!.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: n!.id, number: n!.number, state: 'accepted', isConfirmed: 1, user: { id: uid.productor } });
    expect(d.configurations.paymentMethod).toMatchObject({ id: n!.paymentMethodId });
    const risk = d.risks[0];
    expect(risk.quotations.length).toBe((await quotationsOfNegotiation(t.db, n!.id)).filter((q) => q.riskId === risk.id).length);
    expect(['accepted', 'advanced', 'proposal']).toContain(risk.acceptedRate.status);
    expect(risk.acceptedRate.quotationStatuses.map((s: { description: string }) => s.description).slice(0, 2)).toEqual([
      'initiated',
      'accepted',
    ]);
    expect(risk.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'quotations', action: 'accept', user: expect.objectContaining({ id: uid.productor }) }),
      ]),
    );
    expect(risk.quotations[0].rate.module).toMatchObject({ id: expect.any(Number), description: expect.any(String), company: { id: 1 } });
  });

  it('the role matrix: every demo account on a negotiation of each owner', async () => {
    const owners = ['productor', 'productor2', 'supervisor'] as const;
    // who reaches whose: admin and sudo all; the supervisor its own and productor's; each producer its own
    const reaches: Record<DemoUser, readonly string[]> = {
      sudo: owners,
      admin: owners,
      supervisor: ['productor', 'supervisor'],
      productor: ['productor'],
      productor2: ['productor2'],
    };
    for (const owner of owners) {
      const [n] = await negotiationsOf(t.db, uid[owner], ['initiated', 'solicitud']);
      for (const who of DEMO_USERS) {
        const res = await t.as(who).get(`/api/negotiations/${n!.id}`);
        expect(res.statusCode, `${who} on ${owner}'s`).toBe(reaches[who].includes(owner) ? 200 : 403);
      }
    }
  });

  it('another producer gets 403, the supervisor of the team 200, and a missing id 404', async () => {
    const [n] = await negotiationsOf(t.db, uid.productor, ['initiated']);
    expect((await t.as('productor2').get(`/api/negotiations/${n!.id}`)).statusCode).toBe(403);
    expect((await t.as('supervisor').get(`/api/negotiations/${n!.id}`)).statusCode).toBe(200);
    const [other] = await negotiationsOf(t.db, uid.productor2, ['initiated']);
    expect((await t.as('supervisor').get(`/api/negotiations/${other!.id}`)).statusCode).toBe(403);
    expect((await t.as('admin').get(`/api/negotiations/${other!.id}`)).statusCode).toBe(200);
    expect((await t.as('admin').get('/api/negotiations/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/negotiations', () => {
  it('a request with a new client: unconfirmed solicitud, the client owned by the producer, no quotations', async () => {
    const cuit = validCuit(7101);
    const payload = {
      client: clientPayload({ cuit, lastname: 'Solicitante', name: 'Nuevo' }),
      state: 'solicitud',
      type: 'grouped',
      observations: 'Pide cotizar antes de sembrar.',
      risks: [riskPayload(lopez), riskPayload(union2, { company_id: 2, addons: [], hectare_price_currency_id: 2 })],
    };
    const res = await t.as('productor').post('/api/negotiations', payload);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().data;
    expect(saved).toMatchObject({ state: 'solicitud', isConfirmed: 0, preview: null, number: expect.any(Number) });
    const [client] = await t.db.select().from(clients).where(eq(clients.cuit, cuit));
    expect(client!.userId).toBe(uid.productor);
    expect(await countRows(t.db, 'risks', `negotiation_id = ${saved.id}`)).toBe(2);
    expect(await countRows(t.db, 'quotations', `negotiation_id = ${saved.id}`)).toBe(0);
    const again = await t.as('productor').post('/api/negotiations', payload);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ 'client.cuit': ['Ya existe un cliente con ese CUIT.'] });
    expect(
      await countRows(
        t.db,
        'audit_log',
        `entity = 'risks' and action = 'create' and entity_id in (select id from risks where negotiation_id = ${saved.id})`,
      ),
    ).toBe(2);
  });

  it('?preview=1 answers every quotation the engine would produce and writes nothing; finishing writes exactly those', async () => {
    const payload = negotiationPayload(await clientOf(t.db, uid.productor), [
      riskPayload(lopez),
      riskPayload(union2, { company_id: 2, addons: [14], hectare_price_currency_id: 1 }),
    ]);
    const before = await countRows(t.db, 'negotiations');
    const preview = await t.as('productor').post('/api/negotiations?preview=1', payload);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await countRows(t.db, 'negotiations')).toBe(before);
    const lines = preview.json().data.preview.risks;
    expect(lines).toHaveLength(2);
    expect(lines[0].quotations.every((q: { module: { companyId: number } }) => q.module.companyId === 1)).toBe(true);
    expect(lines[1].quotations.every((q: { module: { companyId: number } }) => q.module.companyId === 2)).toBe(true);
    expect(lines[0].quotations[0]).toMatchObject({
      rateValue: expect.any(String),
      tax: expect.any(String),
      cost: expect.any(String),
      addons: [expect.objectContaining({ module: expect.objectContaining({ id: 7 }) })],
    });

    const res = await t.as('productor').post('/api/negotiations', payload);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().data;
    expect(saved).toMatchObject({ state: 'initiated', isConfirmed: 1, type: 'grouped' });
    expect(saved.preview).toEqual(preview.json().data.preview);
    const stored = await quotationsOfNegotiation(t.db, saved.id);
    expect(stored.map((q) => q.cost)).toEqual(lines.flatMap((l: { quotations: { cost: string }[] }) => l.quotations.map((q) => q.cost)));
    expect(stored.every((q) => q.status === 'initiated' && q.rateValueWithCf !== null && q.tax !== null)).toBe(true);
    expect(
      await countRows(t.db, 'quotation_statuses', `quotation_id in (select id from quotations where negotiation_id = ${saved.id})`),
    ).toBe(stored.length);
  });

  it('422 with the spec messages under nested keys', async () => {
    const client = await clientOf(t.db, uid.productor);
    const res = await t.as('productor').post(
      '/api/negotiations',
      negotiationPayload(client, [riskPayload(lopez, { number_of_hectares: '0', hectare_price: 'x' })], {
        payment_method_id: null,
        modules: [],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'risks.0.number_of_hectares': ['Cantidad de hectáreas inválida'],
      'risks.0.hectare_price': ['Precio de hectáreas inválido'],
      payment_method_id: ['Debe seleccionar una forma de pago.'],
      modules: ['Debe seleccionar al menos una cobertura.'],
    });
    // a department of the other insurer
    const wrongZone = await t
      .as('productor')
      .post('/api/negotiations', negotiationPayload(client, [riskPayload(lopez), riskPayload(union2)]));
    expect(wrongZone.statusCode).toBe(422);
    expect(wrongZone.json().errors).toEqual({ 'risks.1.zone_id': ['Departamento inválido'] });
    const noRisks = await t.as('productor').post('/api/negotiations', negotiationPayload(client, []));
    expect(noRisks.json().errors).toMatchObject({ risks: ['Debe agregar al menos un campo de riesgo.'] });
    // a payment method named like an object's own property (fuzzing found a 500 here)
    for (const payment_method_id of ['toString', '__proto__', 'constructor']) {
      const named = await t
        .as('productor')
        .post('/api/negotiations', negotiationPayload(client, [riskPayload(lopez)], { payment_method_id }));
      expect(named.statusCode, payment_method_id).toBe(422);
      expect(named.json().errors).toMatchObject({ payment_method_id: ['Debe seleccionar una forma de pago.'] });
    }
  });

  it("a producer cannot quote another producer's client nor for another producer", async () => {
    const theirs = await clientOf(t.db, uid.productor2);
    const res = await t.as('productor').post('/api/negotiations', negotiationPayload(theirs, [riskPayload(lopez)]));
    expect(res.statusCode).toBe(403);
    const forOther = await t
      .as('productor')
      .post(
        '/api/negotiations',
        negotiationPayload(await clientOf(t.db, uid.productor), [riskPayload(lopez)], { user_id: uid.productor2 }),
      );
    expect(forOther.statusCode).toBe(403);
  });
});

describe('PUT /api/negotiations/{id}', () => {
  it('edits a request and keeps it a request; another producer gets 403; admin quotes for a producer it names', async () => {
    const client = await clientOf(t.db, uid.productor);
    const created = await t
      .as('productor')
      .post('/api/negotiations', { client_id: client, state: 'solicitud', type: 'simple', risks: [riskPayload(lopez)] });
    const id = created.json().data.id as number;
    const [risk] = await t.db.select().from(risks).where(eq(risks.negotiationId, id));
    const edit = {
      client_id: client,
      state: 'solicitud',
      type: 'simple',
      observations: 'Llamar el lunes.',
      risks: [riskPayload(lopez, { id: risk!.id, hectare_price: '33' })],
    };
    const res = await t.as('productor').put(`/api/negotiations/${id}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, state: 'solicitud', isConfirmed: 0, preview: null });
    const [row] = await t.db.select().from(negotiations).where(eq(negotiations.id, id));
    expect(row!.observations).toBe('Llamar el lunes.');
    expect((await t.db.select().from(risks).where(eq(risks.id, risk!.id)))[0]!.hectarePrice).toBe('33.00');
    expect((await t.as('productor2').put(`/api/negotiations/${id}`, edit)).statusCode).toBe(403);

    // a risk of another negotiation cannot be named
    const foreign = await t.as('admin').post('/api/negotiations', { ...edit, client_id: await clientOf(t.db, uid.productor2) });
    expect(foreign.json().errors).toEqual({ 'risks.0.id': ['Riesgo inválido.'] });
    const twice = await t.as('productor').put(`/api/negotiations/${id}`, { ...edit, risks: [edit.risks[0], edit.risks[0]] });
    expect(twice.json().errors).toEqual({ 'risks.1.id': ['Riesgo inválido.'] });
    const byAdmin = await t.as('admin').post('/api/negotiations', {
      ...edit,
      risks: [riskPayload(lopez)],
      user_id: uid.productor2,
      client_id: await clientOf(t.db, uid.productor2),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const [made] = await t.db.select().from(negotiations).where(eq(negotiations.id, byAdmin.json().data.id));
    expect(made!.userId).toBe(uid.productor2);
  });
});

describe('POST /api/simple-negotiations', () => {
  it("one risk: 'simple', or 'double-crop' with the switch on; two risks are refused", async () => {
    const client = await clientOf(t.db, uid.productor);
    const simple = await t
      .as('productor')
      .post('/api/simple-negotiations', negotiationPayload(client, [riskPayload(lopez)], { type: 'grouped' }));
    expect(simple.statusCode, simple.body).toBe(201);
    expect(simple.json().data).toMatchObject({ type: 'simple', isConfirmed: 1 });
    const double = await t
      .as('productor')
      .post(
        '/api/simple-negotiations',
        negotiationPayload(
          client,
          [riskPayload(lopez, { crop_id: 4, addons: [], is_double_crop: 1, double_crop: { crop_id: 1, hectare_price: '28' } })],
          { modules: [3, 9] },
        ),
      );
    expect(double.statusCode, double.body).toBe(201);
    expect(double.json().data.type).toBe('double-crop');
    const parts = double.json().data.preview.risks[0].quotations.map((q: { isDoubleCropPart: number }) => q.isDoubleCropPart);
    expect(parts).toContain(1);
    const two = await t
      .as('productor')
      .post('/api/simple-negotiations', negotiationPayload(client, [riskPayload(lopez), riskPayload(lopez)]));
    expect(two.statusCode).toBe(422);
  });
});

describe('payment in kind (docs/rules/quotations.md#configuración-de-pago)', () => {
  it('only admin, sudo or a user with allow_payment_in_kind: anyone else gets 422 on payment_method_id', async () => {
    const inKind = (clientId: number) =>
      negotiationPayload(clientId, [riskPayload(lopez)], { payment_method_id: 3, rate_option_id: 3, correction_factor: '8' });
    const refused = await t.as('productor2').post('/api/negotiations?preview=1', inKind(await clientOf(t.db, uid.productor2)));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ payment_method_id: ['No tenés permitido el pago en especie.'] });
    const allowed = await t.as('productor').post('/api/negotiations?preview=1', inKind(await clientOf(t.db, uid.productor)));
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

describe('split coverages (ponderación) on POST /api/simple-negotiations', () => {
  it('422 with the es-AR message when the parts do not add up; each coverage priced on its part when they do', async () => {
    await t.db.update(users).set({ allowSplitCoverages: 1 }).where(eq(users.id, uid.productor));
    try {
      const client = await clientOf(t.db, uid.productor);
      const split = (parts: Record<string, string>) =>
        negotiationPayload(client, [riskPayload(lopez, { addons: [], splitCoverages: parts })], {
          type: 'simple',
          modules: [1, 2],
          splitCoverages: 1,
        });
      const wrong = await t.as('productor').post('/api/simple-negotiations', split({ 1: '18', 2: '10,5' }));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors['risks.0.splitCoverages']).toEqual([
        'Los valores del riesgo y de la ponderación deben coincidir. Riesgo: 30,00 / Ponderación: 28,50',
      ]);
      const ok = await t.as('productor').post('/api/simple-negotiations?preview=1', split({ 1: '18', 2: '12' }));
      expect(ok.statusCode, ok.body).toBe(200);
      const quotations = ok.json().data.preview.risks[0].quotations as {
        module: { id: number };
        hectarePrice: string;
        insuredSum: string;
      }[];
      expect(quotations.length).toBeGreaterThan(0);
      for (const q of quotations) {
        const part = q.module.id === 1 ? '18' : '12';
        expect(Number(q.hectarePrice), `coverage ${q.module.id}`).toBe(Number(part));
        expect(Number(q.insuredSum)).toBe(100 * Number(part));
      }
    } finally {
      await t.db.update(users).set({ allowSplitCoverages: 0 }).where(eq(users.id, uid.productor));
    }
  });
});

describe('finishing a request: POST /api/negotiations/{id}', () => {
  it('confirms it, prices its risks, keeps the edited risk ids; nothing is written when pricing fails midway', async () => {
    const created = await t.as('productor').post('/api/negotiations', {
      client_id: await clientOf(t.db, uid.productor),
      state: 'solicitud',
      type: 'grouped',
      risks: [riskPayload(lopez), riskPayload(union2, { company_id: 2, addons: [], hectare_price_currency_id: 3 })],
    });
    const id = created.json().data.id as number;
    const stored = await t.db.select().from(risks).where(eq(risks.negotiationId, id)).orderBy(risks.id);
    const finish = negotiationPayload(0, [
      riskPayload(lopez, { id: stored[0]!.id, number_of_hectares: '150' }),
      riskPayload(union2, { id: stored[1]!.id, company_id: 2, addons: [], hectare_price_currency_id: 3 }),
    ]);
    delete (finish as Record<string, unknown>).client_id;
    Object.assign(finish, { client_id: await clientOf(t.db, uid.productor) });

    // No tax row for San Cristobal in pesos: the second risk cannot be priced after the first was written.
    const [tax] = await t.db
      .delete(taxVats)
      .where(
        and(eq(taxVats.paymentMethodId, 1), eq(taxVats.rateOptionId, 1), eq(taxVats.companyId, 2), eq(taxVats.hectarePriceCurrencyId, 3)),
      )
      .returning();
    const audit = await countRows(t.db, 'audit_log');
    const failed = await t.as('productor').post(`/api/negotiations/${id}`, finish);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().errors.rate_option_id[0]).toMatch(/No hay un valor de impuestos/);
    expect(await countRows(t.db, 'audit_log')).toBe(audit);
    expect((await t.db.select().from(negotiations).where(eq(negotiations.id, id)))[0]).toMatchObject({
      state: 'solicitud',
      isConfirmed: 0,
    });
    expect((await t.db.select().from(risks).where(eq(risks.id, stored[0]!.id)))[0]!.numberOfHectares).toBe('100.00');
    expect(await countRows(t.db, 'quotations', `negotiation_id = ${id}`)).toBe(0);

    await t.db.insert(taxVats).values(tax!);
    const done = await t.as('productor').post(`/api/negotiations/${id}`, finish);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ id, state: 'initiated', isConfirmed: 1 });
    const after = await t.db.select().from(risks).where(eq(risks.negotiationId, id)).orderBy(risks.id);
    expect(after.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    expect(after[0]!.numberOfHectares).toBe('150.00');
    expect(await countRows(t.db, 'quotations', `negotiation_id = ${id}`)).toBeGreaterThan(0);
    expect(await countRows(t.db, 'audit_log', `entity = 'risks' and entity_id = ${stored[0]!.id} and action = 'update'`)).toBe(1);
  });
});

describe('PUT /api/negotiations/{id}/reject and DELETE /api/negotiations/{id}', () => {
  it('cancels an open negotiation once; an accepted or cancelled one answers 409', async () => {
    const [open] = await negotiationsOf(t.db, uid.productor2, ['initiated']);
    const res = await t.as('productor2').put(`/api/negotiations/${open!.id}/reject`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('rejected');
    const qs = await quotationsOfNegotiation(t.db, open!.id);
    expect(qs.every((q) => q.status === 'rejected')).toBe(true);
    const again = await t.as('productor2').put(`/api/negotiations/${open!.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Solo se puede cancelar una cotización que no esté aceptada ni cancelada.');
    const [accepted] = await negotiationsOf(t.db, uid.productor2, ['accepted']);
    expect((await t.as('productor2').put(`/api/negotiations/${accepted!.id}/reject`)).statusCode).toBe(409);
    const [theirs] = await negotiationsOf(t.db, uid.productor, ['solicitud']);
    expect((await t.as('productor2').put(`/api/negotiations/${theirs!.id}/reject`)).statusCode).toBe(403);
  });

  it('deleting: never a producer; the supervisor only its team; admin any; everything of it goes', async () => {
    const [mine] = await negotiationsOf(t.db, uid.productor, ['initiated']);
    const [other] = await negotiationsOf(t.db, uid.productor2, ['solicitud']);
    expect((await t.as('productor').delete(`/api/negotiations/${mine!.id}`)).statusCode).toBe(403);
    expect((await t.as('supervisor').delete(`/api/negotiations/${other!.id}`)).statusCode).toBe(403);
    expect((await t.as('supervisor').delete(`/api/negotiations/${mine!.id}`)).statusCode).toBe(204);
    expect(await countRows(t.db, 'negotiations', `id = ${mine!.id}`)).toBe(0);
    expect(await countRows(t.db, 'quotations', `negotiation_id = ${mine!.id}`)).toBe(0);
    expect(await countRows(t.db, 'audit_log', `entity = 'negotiations' and entity_id = ${mine!.id} and action = 'delete'`)).toBe(1);
    expect((await t.as('admin').delete(`/api/negotiations/${other!.id}`)).statusCode).toBe(204);
    expect((await t.as('admin').get(`/api/negotiations/${other!.id}`)).statusCode).toBe(404);
  });

  it('editing a negotiation with an accepted quotation answers 409', async () => {
    const [accepted] = await negotiationsOf(t.db, uid.productor, ['accepted']);
    const res = await t
      .as('productor')
      .put(`/api/negotiations/${accepted!.id}`, negotiationPayload(accepted!.clientId, [riskPayload(lopez)]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La cotización ya tiene una opción aceptada, anticipada o en propuesta: no se puede modificar.');
  });
});
