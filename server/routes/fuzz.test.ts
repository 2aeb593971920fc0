// Hardening (issue 7): every write endpoint of app.declaredRoutes (a new route is covered
// without touching this file) receives generated malformed payloads from a seeded PRNG (the
// same payloads on every run): wrong types, nulls, huge strings, NUL, unicode, huge and negative
// numbers, prototype keys, lists for objects, broken JSON and multipart. None may answer a 5xx
// and none may change a table. As an admin; the public ones also without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DeclaredRoute } from '../http/route';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
});

export const PAYLOADS_PER_ENDPOINT = 220;
const SEED = 0x5eed_0007;
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
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'NaN',
  'Infinity',
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

/** The fixed malformed bodies every endpoint gets, then generated ones up to PAYLOADS_PER_ENDPOINT. */
function payloads(r: Rng): Payload[] {
  const fixed: Payload[] = [
    { contentType: 'application/json', body: '' },
    { contentType: 'application/json', body: '{"a":' },
    { contentType: 'application/json', body: '{"name":"\\u0000"}' },
    { contentType: 'application/json', body: '{"__proto__":{"roleId":1},"constructor":{"prototype":{"x":1}}}' },
    { contentType: 'application/json', body: nested(2000) },
    { contentType: 'application/json', body: `{"a":${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}}` },
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
  const out = [...fixed];
  while (out.length < PAYLOADS_PER_ENDPOINT) {
    const roll = r.next();
    out.push(json(roll < 0.1 ? hostile(r) : roll < 0.15 ? [hostileObject(r)] : hostileObject(r)));
  }
  return out;
}

/** Row count and an order-independent hash of every row, per table. */
async function tableFingerprints(): Promise<Map<string, string>> {
  const res = await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const tables = (res as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
  const out = new Map<string, string>();
  for (const table of tables) {
    if (EXPECTED_WRITES.has(table)) continue;
    const q = await t.db.execute(
      sql.raw(`select count(*)::text as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${table}" x`),
    );
    const row = (q as unknown as { rows: { n: string; h: string }[] }).rows[0];
    out.set(table, `${row?.n}:${row?.h}`);
  }
  return out;
}

function changedTables(before: Map<string, string>, after: Map<string, string>) {
  return [...after].filter(([table, print]) => before.get(table) !== print).map(([table]) => table);
}

const isWrite = (r: DeclaredRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !NOT_FUZZED.has(`${r.method} ${r.url}`);
const urlOf = (r: DeclaredRoute) => r.url.replace(/:[A-Za-z]+/g, MISSING_ID);

describe('fuzz: malformed payloads on every write endpoint', () => {
  it(`no 5xx and no table changed, ${PAYLOADS_PER_ENDPOINT} payloads per endpoint`, async () => {
    const r = prng(SEED);
    const endpoints = t.app.declaredRoutes.filter(isWrite);
    expect(endpoints.length).toBeGreaterThan(25);
    const admin = t.as('admin');
    const failures: string[] = [];
    let requests = 0;
    const before = await tableFingerprints();
    for (const route of endpoints) {
      const senders = route.access === 'public' ? [admin, null] : [admin];
      for (const payload of payloads(r)) {
        for (const sender of senders) {
          const options = {
            method: route.method as 'POST' | 'PUT' | 'DELETE',
            url: urlOf(route),
            headers: { 'content-type': payload.contentType },
            payload: payload.body,
            remoteAddress: `10.77.${r.int(250)}.${r.int(250) + 1}`,
          };
          const res = sender ? await sender.inject(options) : await t.app.inject(options);
          requests += 1;
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${route.url} ${String(payload.body).slice(0, 120)} -> ${res.statusCode} ${res.body}`);
        }
      }
      const changed = changedTables(before, await tableFingerprints());
      if (changed.length) failures.push(`${route.method} ${route.url} changed ${changed.join(', ')}`);
    }
    console.log(
      `fuzz: ${endpoints.length} endpoints, ${requests} requests (${PAYLOADS_PER_ENDPOINT} payloads each), ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  }, 400_000); // about 40 s on two idle cores; the margin is for a machine busy with other suites
});
