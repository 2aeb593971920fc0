// Hardening (issues 7 and 18): every write endpoint of app.declaredRoutes (a new route is
// covered without touching this file) receives generated malformed payloads from a seeded PRNG
// (the same payloads on every run): wrong types, nulls, huge strings, NUL and lone surrogates,
// unicode, huge, negative and non-finite numbers, prototype keys, lists for objects, 100,000
// nested lists, 50,000 nested objects, lists of 100,000 elements, broken JSON and multipart. None
// may answer a 5xx and none may write a row (a trigger counts every row written). As an admin;
// the public ones also without a token. With the suite on both databases, the fixed payloads go
// to both and the generated ones are shared (`FUZZ_SHARE`, vitest.config.ts): each still reaches
// the server once a run, and none of them gets past the body's parser and checks to the database.
// fuzz-fields.test.ts, which changes valid requests one field at a time and so reaches the
// columns, sends all of its requests to both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from './route';
import { createTestApp, type TestApp } from '../testing';
import { installWriteCounter } from '../testing/write-counter';

let t: TestApp;
let writes: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
  await t.app.jobs.stop(); // no background work writes while the requests are counted
  writes = await installWriteCounter(t.db, [...EXPECTED_WRITES]);
});
afterAll(async () => {
  await t?.close();
});

export const PAYLOADS_PER_ENDPOINT = 220;
const SEED = 0x5eed_0007;
/** `k/n`: this run sends the generated payloads whose place modulo n is k (vitest.config.ts); all without it. */
const [SHARE, SHARES] = (/^(\d+)\/(\d+)$/.exec(process.env.FUZZ_SHARE ?? '')?.slice(1) ?? ['0', '1']).map(Number) as [number, number];
/** A record id in range that names nothing: path parameters get it, so no payload reaches a record. */
const MISSING_ID = '2000000000';
/**
 * The throttling log counts every login and reset request by design (a failed attempt is what
 * it records); every other table must stay as it was.
 */
const EXPECTED_WRITES = new Set(['login_attempts']);
/** POST /api/logout writes nothing but the caller's own session end, whatever the body. */
const NOT_FUZZED = new Set(['POST /api/logout']);

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

/** Field names the API reads somewhere, so hostile values reach real validators; plus prototype keys. */
const FIELDS = [
  'id',
  'name',
  'lastname',
  'cuit',
  'email',
  'username',
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'grant_type',
  'client_id',
  'client_secret',
  'refresh_token',
  'userId',
  'user_id',
  'moduleId',
  'cropId',
  'provinceId',
  'zoneId',
  'companyId',
  'campaign_id',
  'campaignId',
  'roleId',
  'role_id',
  'supervisorId',
  'modules',
  'supervisedProducers',
  'companies',
  'settings',
  'option',
  'value',
  'link',
  'description',
  'coverageType',
  'video',
  'pdfDescription',
  'sortOrder',
  'sancorId',
  'amount',
  'franchiseDeductible',
  'dateFrom',
  'dateTo',
  'startDate',
  'endDate',
  'maxDiscountAllow',
  'paymentMethodId',
  'rateOptionId',
  'hectarePriceCurrencyId',
  'kind',
  'month',
  'address',
  'location',
  'province',
  'cell',
  'phone',
  'logo',
  'file',
  'allowMultipleRisks',
  'preferredUrl',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
] as const;

const HUGE = 'x'.repeat(200_000);
/** Values no validator should take for any field. */
const HOSTILE: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  0.30000000000000004,
  1.5,
  -0.0001,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  HUGE,
  '\u202e\u0000𝕏😀',
  '\uFEFF',
  '\uD800',
  'a\uDC00b',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999.99',
  '999999999999.99999',
  '0.000000001',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e400',
  '0x10',
  'javascript:alert(1)',
  '../../etc/passwd',
  '%00',
  '{}',
  '[]',
  'null',
  [],
  [null],
  [HUGE],
  [[[]]],
  [-1, 2147483648],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: {} } },
  { '': null },
  [{ option: '__proto__', value: '\u0000' }],
];

/** A hostile value, sometimes nested. */
function hostile(r: Rng, depth = 0): unknown {
  const roll = r.next();
  if (depth < 3 && roll < 0.08) return Array.from({ length: r.int(4) + 1 }, () => hostile(r, depth + 1));
  if (depth < 3 && roll < 0.16) return hostileObject(r, depth + 1);
  return r.pick(HOSTILE);
}

function hostileObject(r: Rng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = r.int(6) + 1;
  for (let i = 0; i < n; i++) {
    const key = r.next() < 0.85 ? r.pick(FIELDS) : r.pick(['', '\u0000', HUGE.slice(0, 5000), 'filter[search]', 'a.b', '0']);
    // define, not assign: a '__proto__' key is a key of the payload, as JSON.parse makes it
    Object.defineProperty(out, key, { value: hostile(r, depth), enumerable: true, configurable: true, writable: true });
  }
  return out;
}

interface Payload {
  contentType: string;
  body: string | Buffer;
}

const json = (value: unknown): Payload => ({ contentType: 'application/json', body: JSON.stringify(value) ?? 'null' });
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The fixed malformed bodies every endpoint gets, then generated ones up to PAYLOADS_PER_ENDPOINT (this run's share of them). */
function payloads(r: Rng): Payload[] {
  const fixed: Payload[] = [
    { contentType: 'application/json', body: '' },
    { contentType: 'application/json', body: '{"a":' },
    { contentType: 'application/json', body: '{"name":"\\u0000"}' },
    { contentType: 'application/json', body: '{"__proto__":{"roleId":1},"constructor":{"prototype":{"x":1}}}' },
    { contentType: 'application/json', body: nested(2000) },
    { contentType: 'application/json', body: `{"a":${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}}` },
    { contentType: 'application/json', body: nested(100_000) },
    { contentType: 'application/json', body: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
    { contentType: 'application/json', body: `[${'1,'.repeat(100_000)}1]` },
    { contentType: 'application/json', body: `{"risks":[${'{},'.repeat(100_000)}{}]}` },
    { contentType: 'application/json', body: `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":1`).join(',')}}` },
    { contentType: 'application/json', body: '{"value":1e999,"amount":-1e999,"capital":1e-999,"id":-0}' },
    { contentType: 'application/json', body: '{"comment":"\\ud800","name":"a\\udfffb"}' },
    { contentType: 'application/json', body: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
    { contentType: 'text/plain', body: 'hola' },
    { contentType: 'application/xml', body: '<a/>' },
    { contentType: 'application/x-www-form-urlencoded', body: 'username=%00&password=x&__proto__=1&a[b]=c' },
    { contentType: 'application/x-www-form-urlencoded', body: '%%%' },
    { contentType: 'multipart/form-data', body: 'sin boundary' },
    {
      contentType: 'multipart/form-data; boundary=xyz',
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.xlsx"\r\n\r\nPK',
    },
    {
      contentType: 'multipart/form-data; boundary=xyz',
      body: '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--xyz--\r\n',
    },
    json(null),
    json(0),
    json(-1),
    json('texto'),
    json(HUGE),
    json([]),
    json([1, 2]),
    json([{}]),
    json(true),
  ];
  const generated: unknown[] = [];
  while (fixed.length + generated.length < PAYLOADS_PER_ENDPOINT) {
    const roll = r.next();
    generated.push(roll < 0.1 ? hostile(r) : roll < 0.15 ? [hostileObject(r)] : hostileObject(r));
  }
  return [...fixed, ...generated.filter((_, i) => i % SHARES === SHARE).map(json)];
}

const isWrite = (r: DeclaredRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !NOT_FUZZED.has(`${r.method} ${r.url}`);
const urlOf = (r: DeclaredRoute) => r.url.replace(/:[A-Za-z]+/g, MISSING_ID);

describe('fuzz: malformed payloads on every write endpoint', () => {
  const shared = SHARES > 1 ? ' (the generated ones shared between the databases)' : '';
  it(`no 5xx and no row written, ${PAYLOADS_PER_ENDPOINT} payloads per endpoint${shared}`, async () => {
    const r = prng(SEED);
    const addresses = prng(SEED + 1); // apart from the payloads': every share generates the same ones
    const endpoints = t.app.declaredRoutes.filter(isWrite);
    expect(endpoints.length).toBeGreaterThan(25);
    const admin = t.as('admin');
    const failures: string[] = [];
    let requests = 0;
    let written = await writes();
    for (const route of endpoints) {
      const senders = route.access === 'public' ? [admin, null] : [admin];
      for (const payload of payloads(r)) {
        for (const sender of senders) {
          const options = {
            method: route.method as 'POST' | 'PUT' | 'DELETE',
            url: urlOf(route),
            headers: { 'content-type': payload.contentType },
            payload: payload.body,
            remoteAddress: `10.77.${addresses.int(250)}.${addresses.int(250) + 1}`,
          };
          const res = sender ? await sender.inject(options) : await t.app.inject(options);
          requests += 1;
          const what = `${route.method} ${route.url} ${String(payload.body).slice(0, 120)} -> ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${what} ${res.body}`);
          const now = await writes();
          if (now !== written && res.statusCode >= 400) failures.push(`${what}: refused, but wrote ${now - written} rows`);
          written = now;
        }
      }
    }
    console.log(
      `fuzz: ${endpoints.length} endpoints, ${requests} requests (share ${SHARE + 1} of ${SHARES} of ${PAYLOADS_PER_ENDPOINT} payloads each), ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  }, 600_000); // 12-20 s on two idle cores; the margin is for a machine busy with other suites
});
