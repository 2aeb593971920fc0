// Hardening (issue 18): the limits per address and per account hold when the requests come at
// once, on one API process and on two sharing the database (counted atomically in PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  MAX_CONTACTS_PER_IP,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_IP,
  MAX_RESETS_PER_ACCOUNT,
  MAX_RESETS_PER_IP,
} from './rate-limit';
import { countRows, createTestApp, DEMO_PASSWORD, type TestApp } from '../testing';
import { solvedCaptcha, TEST_CAPTCHA_SECRET } from '../testing/captcha';
import { contactPayload, validCuit } from '../testing/fixtures';

let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ captchaSecret: TEST_CAPTCHA_SECRET });
  other = await t.sibling();
});
afterAll(async () => {
  await t?.close();
});

/** Requests sent at once, alternating between the two API instances; the status of each, in order. */
async function burst(requests: InjectOptions[]): Promise<number[]> {
  const responses = await Promise.all(requests.map((r, i) => (i % 2 ? other : t.app).inject(r)));
  return responses.map((r) => r.statusCode);
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => {
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});

const login = (username: string, password: string, ip: string) => ({
  method: 'POST' as const,
  url: '/oauth/token',
  remoteAddress: ip,
  payload: { grant_type: 'password', client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret, username, password },
});

describe('login limits under a burst', () => {
  // The right password comes after the burst: inside it, the order in which the requests take
  // their attempt is not the order they were sent in, and a right password among the first five
  // taken signs in (and clears the address's failures) as it should.
  it(`30 failed logins at once from one address: only ${MAX_FAILURES_PER_ACCOUNT_AND_IP} are checked, the right password after them does not sign in`, async () => {
    const statuses = await burst(Array.from({ length: 30 }, () => login('productor', 'mala', '10.81.0.1')));
    expect(tally(statuses)).toEqual({ 400: MAX_FAILURES_PER_ACCOUNT_AND_IP, 429: 30 - MAX_FAILURES_PER_ACCOUNT_AND_IP });
    expect(await burst([login('productor', DEMO_PASSWORD, '10.81.0.1')])).toEqual([429]);
  });

  it(`40 failed logins at once from 40 addresses: the account refuses new addresses after ${MAX_FAILURES_PER_ACCOUNT}`, async () => {
    const statuses = await burst(Array.from({ length: 40 }, (_, i) => login('productor2', 'mala', `10.82.0.${i + 1}`)));
    expect(tally(statuses)).toEqual({ 400: MAX_FAILURES_PER_ACCOUNT, 429: 40 - MAX_FAILURES_PER_ACCOUNT });
  });
});

describe('password recovery under a burst', () => {
  it(`20 requests at once from one address: ${MAX_RESETS_PER_IP} are taken, ${MAX_RESETS_PER_ACCOUNT} links mailed`, async () => {
    const before = await countRows(t.db, 'password_resets');
    const statuses = await burst(
      Array.from({ length: 20 }, () => ({
        method: 'POST' as const,
        url: '/api/forgot-password',
        remoteAddress: '10.83.0.1',
        payload: { email: 'supervisor' },
      })),
    );
    expect(tally(statuses)).toEqual({ 200: MAX_RESETS_PER_ACCOUNT, 429: 20 - MAX_RESETS_PER_ACCOUNT });
    expect((await countRows(t.db, 'password_resets')) - before).toBe(MAX_RESETS_PER_ACCOUNT);
    expect(await countRows(t.db, 'login_attempts', `kind = 'reset' and ip = '10.83.0.1'`)).toBe(MAX_RESETS_PER_IP);
  });
});

describe('the public form under a burst', () => {
  it(`40 requests at once from one address, each with its own solved captcha: ${MAX_CONTACTS_PER_IP} are accepted`, async () => {
    const before = await countRows(t.db, 'contacts');
    const payloads = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => ({
        method: 'POST' as const,
        url: '/api/contacts',
        remoteAddress: '10.84.0.1',
        payload: contactPayload(await solvedCaptcha(), {
          cuit: validCuit(44000000 + i, '27'),
          risks: [{ location: 'Rufino', crop: 1, number_of_hectares: '250', hectare_price: '32,5', hectare_price_currency: 'quintal' }],
        }),
      })),
    );
    const statuses = await burst(payloads);
    expect(tally(statuses)).toEqual({ 201: MAX_CONTACTS_PER_IP, 429: 40 - MAX_CONTACTS_PER_IP });
    expect((await countRows(t.db, 'contacts')) - before).toBe(MAX_CONTACTS_PER_IP);
  });
});
