import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { eq, inArray } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '../../src/domain/client-request/schema';
import { MAX_CONTACTS_PER_IP } from '../auth/rate-limit';
import { contacts, negotiations, risks } from '../db/schema';
import { countRows, createTestApp, type TestApp } from '../testing';
import { contactPayload, solvedCaptcha, validCuit } from '../testing/fixtures';
import { CAPTCHA_MESSAGES } from './captcha';

let t: TestApp;
let ipSeq = 0;
const nextIp = () => `10.55.0.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
});

/** A challenge of GET /api/contacts/challenge, solved. */
async function solvedChallenge(): Promise<string> {
  const res = await t.app.inject({ url: '/api/contacts/challenge' });
  expect(res.statusCode).toBe(200);
  return solvedCaptcha(res.json() as Challenge);
}

const send = (payload: object, ip = nextIp()) => t.app.inject({ method: 'POST', url: '/api/contacts', payload, remoteAddress: ip });

describe('POST /api/contacts', () => {
  it('creates a request the admins see in the requests list, with a new client and one risk per field', async () => {
    const res = await send(contactPayload(await solvedChallenge()));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    const [n] = await t.db.select().from(negotiations).where(eq(negotiations.id, id));
    expect(n).toMatchObject({ state: 'solicitud', isConfirmed: 0 });
    const list = (await t.as('admin').get('/api/negotiations?filter[state]=solicitud&filter[is_confirmed]=0&perPage=50')).json().data
      .negotiations;
    expect(list.find((x: { id: number }) => x.id === id)).toMatchObject({ client: { name: 'Mariana', lastname: 'Quiroga' } });
    const detail = (await t.as('admin').get(`/api/negotiations/${id}`)).json().data;
    expect(
      detail.risks.map((r: { description: string; zone: { description: string }; hectarePrice: string }) => [
        r.description,
        r.zone.description,
        r.hectarePrice,
      ]),
    ).toEqual([
      ['Rufino', 'General López', '32.50'],
      ['Casilda', 'Caseros', '900.00'],
    ]);
    const [c] = await t.db.select().from(contacts).where(eq(contacts.negotiationId, id));
    expect(c).toMatchObject({ name: 'Mariana Quiroga', location: 'Venado Tuerto' });
    expect(await countRows(t.db, 'contact_risks', `contact_id = ${c!.id}`)).toBe(2);
    expect((await t.db.select().from(risks).where(eq(risks.negotiationId, id))).length).toBe(2);
    // Producers do not see it.
    expect((await t.as('productor').get(`/api/negotiations/${id}`)).statusCode).toBe(403);
  });

  it('refuses a missing, a wrong and a replayed captcha, creating nothing', async () => {
    const before = await countRows(t.db, 'contacts');
    const missing = await send(contactPayload(''));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.altcha).toEqual([CONTACT_MESSAGES.captcha]);

    const good = await solvedChallenge();
    const decoded = JSON.parse(Buffer.from(good, 'base64').toString());
    decoded.solution.counter += 1;
    const wrong = await send(contactPayload(Buffer.from(JSON.stringify(decoded)).toString('base64')));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.altcha).toEqual([CAPTCHA_MESSAGES.invalid]);
    expect((await send(contactPayload('bm90IGpzb24='))).json().errors.altcha).toEqual([CAPTCHA_MESSAGES.invalid]);

    expect((await send(contactPayload(good))).statusCode).toBe(201);
    const replay = await send(contactPayload(good));
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.altcha).toEqual([CAPTCHA_MESSAGES.used]);
    expect(await countRows(t.db, 'contacts')).toBe(before + 1);
  });

  it('answers every message of the form for a bad payload', async () => {
    const res = await send({
      name: '',
      cuit: '20111',
      cell: '123',
      email: 'x',
      address: '',
      location: '',
      province: '',
      risks: [{}],
      altcha: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: [CONTACT_MESSAGES.name],
      cuit: [CONTACT_MESSAGES.cuit],
      cell: [CONTACT_MESSAGES.cell],
      email: [CONTACT_MESSAGES.email],
      address: [CONTACT_MESSAGES.address],
      location: [CONTACT_MESSAGES.location],
      province: [CONTACT_MESSAGES.province],
      'risks.0.location': [CONTACT_MESSAGES.riskLocation],
      'risks.0.crop': [CONTACT_MESSAGES.riskCrop],
      'risks.0.number_of_hectares': [CONTACT_MESSAGES.riskHectares],
      'risks.0.hectare_price': [CONTACT_MESSAGES.riskPrice],
      'risks.0.hectare_price_currency': [CONTACT_MESSAGES.riskCurrency],
    });
    const unknown = await send(
      contactPayload(await solvedChallenge(), {
        risks: [{ location: 'Ciudad Inventada', crop: 1, number_of_hectares: '10', hectare_price: '30', hectare_price_currency: 'pesos' }],
      }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['risks.0.location']).toEqual([CONTACT_MESSAGES.riskLocation]);
  });

  it('takes two requests of one new CUIT sent at once: both accepted, for one new client', async () => {
    const cuit = validCuit(51234567, '27');
    const [a, b] = await Promise.all([
      send(contactPayload(await solvedChallenge(), { cuit })),
      send(contactPayload(await solvedChallenge(), { cuit })),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([201, 201]);
    const owners = await t.db
      .select({ clientId: negotiations.clientId })
      .from(negotiations)
      .where(inArray(negotiations.id, [a.json().data.id, b.json().data.id]));
    expect(new Set(owners.map((o) => o.clientId)).size).toBe(1);
    expect(await countRows(t.db, 'clients', `cuit = '${cuit}' and deleted_at is null`)).toBe(1);
  });

  it('limits the submissions of one address (429) without limiting the others', async () => {
    const ip = nextIp();
    for (let i = 0; i < MAX_CONTACTS_PER_IP; i++) expect((await send(contactPayload('e30='), ip)).statusCode).toBe(422);
    const limited = await send(contactPayload(await solvedChallenge()), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Demasiadas solicitudes desde tu conexión. Esperá unos minutos e intentá de nuevo.');
    expect((await send(contactPayload('e30='))).statusCode).toBe(422);
  });
});

describe('GET /api/contacts/challenge', () => {
  it('hands out a signed SHA-256 challenge that expires in about ten minutes, without a session', async () => {
    const challenge = (await t.app.inject({ url: '/api/contacts/challenge' })).json();
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(await countRows(t.db, 'contact_risks')).toBeGreaterThan(0);
  });
});
