// Hardening (issue 18): a valid request of every write route that takes a JSON body
// (server/testing/fuzz-seeds.ts) is sent again with one field changed at a time into each shape
// an outside probe uses: non-finite numbers, numbers beyond a column's precision or scale, texts
// one past each text limit, texts PostgreSQL cannot store, deep nesting and huge lists in place
// of the value, and every list one past each list limit. Then each limited route (login,
// password recovery, the public form) and every seeded route get a parallel burst, half on a
// second API instance over the same database. No answer may be a 5xx, no refused request may
// write a row (a trigger counts them), and no limit may let more through than it allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { BODY_LIMITS, LIST_LIMITS, TEXT_LIMITS } from '../../src/domain/core/limits';
import { MAX_CONTACTS_PER_IP, MAX_FAILURES_PER_ACCOUNT_AND_IP, MAX_RESETS_PER_IP } from '../auth/rate-limit';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing';
import { TEST_CAPTCHA_SECRET } from '../testing/captcha';
import { fuzzSeeds, type Seed } from '../testing/fuzz-seeds';
import { installWriteCounter } from '../testing/write-counter';

/** The throttling log records refused logins and resets by design. */
const EXPECTED_WRITES = ['login_attempts'];
/** Write routes without a JSON body: no field to change (the malformed-payload fuzz test covers them). */
const WITHOUT_BODY = new Set([
  'POST /api/logout',
  'DELETE /api/clients/:id',
  'POST /api/users/:id/clients/:clientId',
  'DELETE /api/users/:id/clients/:clientId',
  'DELETE /api/users/:id',
  'POST /api/users/:id/logo',
  'DELETE /api/users/:id/logo',
  'POST /api/users/:id/modules/:moduleId',
  'DELETE /api/users/:id/modules/:moduleId',
  'DELETE /api/modules/:id',
  'DELETE /api/rates/:id',
  'POST /api/rates/import',
  'DELETE /api/users/:id/coverages/:coverageId',
  'DELETE /api/ignore_discounts/:id',
  'PUT /api/negotiations/:id/reject',
  'DELETE /api/negotiations/:id',
  'DELETE /api/risks/:id',
  'PUT /api/quotations/:id',
  'POST /api/negotiations/:id/advances',
  'POST /api/quotations/:id/advance-mail',
  'POST /api/futures/import',
]);

/**
 * Seeds no single changed field can make acceptable: every field of a login or a reset is needed as
 * it is, a coverage link has no other field than its link, and a rule of ignored discounts only ids.
 */
const ALWAYS_REFUSED = new Set([
  'POST /oauth/token',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/users/:id/coverages/:coverageId',
  'PUT /api/users/:id/coverages/:coverageId',
  'POST /api/ignore_discounts',
]);

let t: TestApp;
let other: FastifyInstance;
let seeds: Map<string, Seed>;
let writes: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp({ captchaSecret: TEST_CAPTCHA_SECRET });
  seeds = await fuzzSeeds(t);
  other = await t.sibling();
  await t.app.jobs.stop(); // no background work writes while the requests are counted
  await other.jobs.stop();
  writes = await installWriteCounter(t.db, EXPECTED_WRITES);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A number written into the JSON text as is (JSON.stringify cannot write 1e999 or -0). */
class Raw {
  constructor(readonly text: string) {}
}

/** The JSON text of a body, with its Raw numbers written as they are. */
function toJson(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof Raw)) return value;
    raws.push(value.text);
    return `@@raw:${raws.length - 1}@@`;
  });
  return text.replace(/"@@raw:(\d+)@@"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

const nestedValue = (depth: number): unknown => {
  let v: unknown = [];
  for (let i = 1; i < depth; i++) v = [v];
  return v;
};

const textLengths = [...new Set(Object.values(TEXT_LIMITS) as number[])].sort((a, b) => a - b);

/** What replaces one field of a valid request; `text`: sent only in place of a text. */
const FIELD_SHAPES: { name: string; value: unknown; text?: true }[] = [
  // not finite
  { name: "'NaN'", value: 'NaN' },
  { name: "'Infinity'", value: 'Infinity' },
  { name: "'-Infinity'", value: '-Infinity' },
  { name: '1e999', value: new Raw('1e999') },
  { name: '-1e999', value: new Raw('-1e999') },
  { name: '1e-999', value: new Raw('1e-999') },
  { name: '-0', value: new Raw('-0') },
  // beyond a column's precision or scale
  { name: '20 digits', value: '99999999999999999999.99' },
  { name: '1.2e20', value: 123456789012345680000 },
  { name: '9 decimals', value: '0.000000001' },
  { name: 'rounds past numeric(16,4)', value: '999999999999.99999' },
  { name: '1e11', value: '100000000000' },
  { name: 'negative cents', value: '-0.01' },
  { name: 'float noise', value: 0.30000000000000004 },
  // one past each text limit (digits, so numeric and digit-only fields see the length too)
  // (in place of a number, an id or a flag the longest one stands for them all: its type refuses it)
  ...textLengths.map((n, i) => ({
    name: `${n + 1} characters`,
    value: '9'.repeat(n + 1),
    ...(i < textLengths.length - 1 ? { text: true as const } : {}),
  })),
  { name: `e-mail of ${TEXT_LIMITS.text + 1}`, value: `${'a'.repeat(TEXT_LIMITS.text + 1 - 12)}@example.com`, text: true },
  // a name an object has of its own (a lookup table keyed by the value would find a function)
  { name: "'toString'", value: 'toString' },
  { name: "'__proto__'", value: '__proto__' },
  // texts PostgreSQL cannot store
  { name: 'lone surrogate', value: 'a\ud800b' },
  { name: 'NUL', value: 'a\u0000b' },
  // structure in place of a value
  { name: 'empty list', value: [] },
  { name: 'empty object', value: {} },
  { name: `${BODY_LIMITS.depth + 8} nested lists`, value: nestedValue(BODY_LIMITS.depth + 8) },
  { name: `list of ${BODY_LIMITS.items + 1}`, value: Array.from({ length: BODY_LIMITS.items + 1 }, () => 1) },
];

/** zod's own English messages ('Invalid input', 'Too big: expected …', 'Required', …). */
const ZOD_ENGLISH = /\b(Invalid input|Invalid option|Too (big|small)|expected|Required|Unrecognized)\b/;

/** Each list one past each list limit (its first element repeated). */
const listLengths = [...new Set(Object.values(LIST_LIMITS).map((n) => n + 1))].sort((a, b) => a - b);

type Path = (string | number)[];

/** Every leaf (a value that is not a list or an object) and every list of a body, by path. */
function places(body: unknown, path: Path = [], out: { leaves: Path[]; lists: Path[] } = { leaves: [], lists: [] }) {
  if (Array.isArray(body)) {
    out.lists.push(path);
    body.forEach((v, i) => places(v, [...path, i], out));
  } else if (typeof body === 'object' && body !== null) {
    for (const [k, v] of Object.entries(body)) places(v, [...path, k], out);
  } else out.leaves.push(path);
  return out;
}

function withValue(body: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

const valueAt = (body: unknown, path: Path): unknown => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], body);

let ipSeq = 0;
const nextIp = () => `10.${90 + Math.floor(++ipSeq / 62_500)}.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;

const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

describe('fuzz: one field at a time on every write route', () => {
  it('every write route with a JSON body has a valid request to start from', () => {
    const routes = t.app.declaredRoutes.filter((r) => isWrite(r.method)).map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((r) => !seeds.has(r) && !WITHOUT_BODY.has(r))).toEqual([]);
    expect([...seeds.keys()].filter((k) => !routes.includes(k))).toEqual([]);
  });

  it('no 5xx and no row written by a refused request', async () => {
    const failures: string[] = [];
    let requests = 0;
    let written = await writes();
    /** The changed requests each route accepted (name and body), for the routes that repeat it. */
    const accepted = new Map<string, { name: string; body: string }[]>();
    const answered = new Map<string, Set<string>>();
    const send = async (key: string, name: string, seed: Seed, body: string) => {
      const method = key.split(' ')[0]!;
      const options: InjectOptions = {
        method: method as 'POST',
        url: seed.url,
        headers: { 'content-type': 'application/json' },
        payload: body,
        remoteAddress: nextIp(),
      };
      const res = seed.as ? await t.as(seed.as).inject(options) : await t.app.inject(options);
      requests += 1;
      // a twin repeats each distinct answer once (a change the route ignored makes the same file)
      const answers = (answered.get(key) ?? answered.set(key, new Set()).get(key))!;
      if (res.statusCode < 300 && !answers.has(res.body)) {
        answers.add(res.body);
        accepted.set(key, [...(accepted.get(key) ?? []), { name, body }]);
      }
      const what = `${method} ${seed.url} ${name} -> ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${what} ${res.body.slice(0, 300)}`);
      // a refusal speaks Spanish: zod's English defaults mean a schema without its own message
      if (res.statusCode >= 400 && ZOD_ENGLISH.test(res.body)) failures.push(`${what}: in English: ${res.body.slice(0, 300)}`);
      const now = await writes();
      if (now !== written && res.statusCode >= 400) failures.push(`${what}: refused, but wrote ${now - written} rows`);
      written = now;
    };
    for (const [key, seed] of seeds) {
      if (seed.twin) {
        for (const { name, body } of accepted.get(seed.twin) ?? []) await send(key, name, seed, body);
        continue;
      }
      const { leaves, lists } = places(await seed.body());
      const base = await seed.body();
      for (const path of leaves) {
        const isText = typeof valueAt(base, path) === 'string';
        for (const shape of FIELD_SHAPES) {
          if (shape.text && !isText) continue;
          await send(key, `${path.join('.')} = ${shape.name}`, seed, toJson(withValue(await seed.body(), path, shape.value)));
        }
      }
      for (const path of lists) {
        for (const length of listLengths) {
          const body = await seed.body();
          const list = valueAt(body, path) as unknown[];
          const longer = Array.from({ length }, (_, i) => list[i % Math.max(list.length, 1)] ?? 1);
          await send(key, `${path.join('.') || 'body'} × ${length}`, seed, toJson(withValue(body, path, longer)));
        }
      }
    }
    console.log(
      `fuzz-fields: ${seeds.size} routes, ${requests} requests, ${FIELD_SHAPES.length} field shapes and ${listLengths.length} list lengths, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
    // Every seed is a request the route can accept: each changed field reached past the others' checks.
    const neverAccepted = [...seeds.keys()].filter((k) => !accepted.has(k) && !ALWAYS_REFUSED.has(k));
    expect(neverAccepted).toEqual([]);
  }, 900_000);
});

describe('fuzz: parallel bursts, on one process and across two', () => {
  /** Sent at once, alternating between the two API instances; the statuses. */
  const burst = async (requests: InjectOptions[]) =>
    (await Promise.all(requests.map((r, i) => (i % 2 ? other : t.app).inject(r)))).map((r) => r.statusCode);
  const count = (statuses: number[], ok: (s: number) => boolean) => statuses.filter(ok).length;

  it('the limits let through no more than they allow', async () => {
    const oauth = { grant_type: 'password', client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret };
    const logins = await burst(
      Array.from({ length: 30 }, () => ({
        method: 'POST' as const,
        url: '/oauth/token',
        remoteAddress: '10.99.0.1',
        payload: { ...oauth, username: 'supervisor', password: 'mala' },
      })),
    );
    expect(count(logins, (s) => s >= 500)).toBe(0);
    expect(count(logins, (s) => s !== 429)).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT_AND_IP);
    // once the burst is over the account stays locked for that address, even to the right password
    // (inside the burst a right password lands at any place, and a success clears the failures)
    const right = await burst([
      {
        method: 'POST' as const,
        url: '/oauth/token',
        remoteAddress: '10.99.0.1',
        payload: { ...oauth, username: 'supervisor', password: DEMO_PASSWORD },
      },
    ]);
    expect(right).toEqual([429]);

    const resets = await burst(
      Array.from({ length: 20 }, () => ({
        method: 'POST' as const,
        url: '/api/forgot-password',
        remoteAddress: '10.99.0.2',
        payload: { email: 'nadie' },
      })),
    );
    expect(count(resets, (s) => s >= 500)).toBe(0);
    expect(count(resets, (s) => s !== 429)).toBeLessThanOrEqual(MAX_RESETS_PER_IP);

    const contact = seeds.get('POST /api/contacts')!;
    const forms = await burst(
      await Promise.all(
        Array.from({ length: 20 }, async () => ({
          method: 'POST' as const,
          url: contact.url,
          remoteAddress: '10.99.0.3',
          payload: (await contact.body()) as object,
        })),
      ),
    );
    expect(count(forms, (s) => s >= 500)).toBe(0);
    expect(count(forms, (s) => s === 201)).toBeLessThanOrEqual(MAX_CONTACTS_PER_IP);
  }, 120_000);

  it('eight copies of every seeded request at once: no 5xx', async () => {
    const failures: string[] = [];
    for (const [key, seed] of seeds) {
      const method = key.split(' ')[0] as 'POST';
      const bodies = await Promise.all(Array.from({ length: 8 }, () => seed.body()));
      const statuses = await burst(
        bodies.map((body) => ({
          method,
          url: seed.url,
          headers: seed.as ? { authorization: `Bearer ${t.as(seed.as).token}` } : {},
          remoteAddress: nextIp(),
          payload: body as object,
        })),
      );
      if (statuses.some((s) => s >= 500)) failures.push(`${key}: ${statuses.join(' ')}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
