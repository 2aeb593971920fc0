// Hardening (issue 7): bad input is a 4xx with a Spanish message, never a 500, and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_ID } from '../../src/domain/core/ids';
import { modules, userModules, users } from '../db/schema';
import { countRows, createTestApp, type DemoUser, type TestApp } from '../testing';
import { clientPayload, tinyPng } from '../testing/fixtures';
import { NUL_MESSAGE } from './nul';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
});
afterAll(async () => {
  await t?.close();
});

const oauthClient = () => ({ grant_type: 'password', client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret });

describe('a NUL character (PostgreSQL text cannot hold it)', () => {
  it('in a query string, a JSON field, a login or a forgot-password is a 422 naming the field', async () => {
    const search = await t.as('admin').get('/api/clients?filter%5Bsearch%5D=%00');
    expect(search.statusCode, search.body).toBe(422);
    expect(Object.values(search.json().errors)).toEqual([[NUL_MESSAGE]]);

    const before = await countRows(t.db, 'clients');
    const create = await t.as('admin').post('/api/clients', clientPayload({ name: 'Juan\u0000' }));
    expect(create.statusCode, create.body).toBe(422);
    expect(create.json().errors.name).toEqual([NUL_MESSAGE]);
    expect(await countRows(t.db, 'clients')).toBe(before);

    const login = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { ...oauthClient(), username: 'admin\u0000', password: 'x' },
    });
    expect(login.statusCode, login.body).toBe(422);
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...oauthClient(), username: 'admin\u0000', password: 'x' }).toString(),
    });
    expect(form.statusCode, form.body).toBe(422);
    const forgot = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'a\u0000@b.com' } });
    expect(forgot.statusCode, forgot.body).toBe(422);
    expect(forgot.json().errors.email).toEqual([NUL_MESSAGE]);
  });

  it('in an uploaded file name is a 422 on the file, nothing queued', async () => {
    const before = await countRows(t.db, 'jobs');
    const res = await t
      .as('admin')
      .upload('/api/rates/import', { campaign: '2', company: '1' }, [{ name: 'ta\u0000sas.xlsx', data: tinyPng() }]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.file).toEqual([NUL_MESSAGE]);
    const logo = await t
      .as('admin')
      .upload(`/api/users/${uid.productor}/logo`, {}, [{ field: 'logo', name: 'lo\u0000go.png', data: tinyPng(), type: 'image/png' }]);
    expect(logo.statusCode, logo.body).toBe(422);
    expect(await countRows(t.db, 'jobs')).toBe(before);
  });
});

describe('ids beyond PostgreSQL integer', () => {
  it('POST /api/clients with userId 2^31 and POST /api/ignore_discounts with cropId 2^31 are 422 on the field', async () => {
    const client = await t.as('admin').post('/api/clients', clientPayload({ userId: MAX_ID + 1 }));
    expect(client.statusCode, client.body).toBe(422);
    expect(Object.keys(client.json().errors)).toEqual(['userId']);
    for (const field of ['moduleId', 'cropId', 'provinceId', 'zoneId']) {
      const res = await t.as('admin').post('/api/ignore_discounts', { [field]: MAX_ID + 1 });
      expect(res.statusCode, `${field} ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });
});

describe('PUT /api/settings with prototype keys', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'option %s is an unknown option (422), nothing written',
    async (option) => {
      const before = await countRows(t.db, 'audit_log');
      const res = await t.as('admin').put('/api/settings', JSON.parse(`{"settings":[{"option":${JSON.stringify(option)},"value":"1"}]}`));
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([option]);
      expect(await countRows(t.db, 'audit_log')).toBe(before);
    },
  );
});

describe('a broken multipart body on the rates import', () => {
  it.each([
    ['no boundary', 'multipart/form-data', '--xyz\r\nContent-Disposition: form-data; name="campaign"\r\n\r\n2\r\n--xyz--\r\n'],
    [
      'an unterminated part',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
    ],
    ['garbage', 'multipart/form-data; boundary=xyz', 'basura'],
  ])('%s is a 400 with a Spanish message', async (_name, type, payload) => {
    const res = await t.as('admin').inject({ method: 'POST', url: '/api/rates/import', headers: { 'content-type': type }, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('No se pudo leer el archivo enviado.');
  });
});

describe('a logo over the limit', () => {
  let address: string | undefined;
  it.each([3, 50])('%i MB sent over a socket (in chunks) is a 413 and the stored logo stays', async (mb) => {
    await t
      .as('admin')
      .upload(`/api/users/${uid.productor}/logo`, {}, [{ field: 'logo', name: 'l.png', data: tinyPng(), type: 'image/png' }]);
    const before = (await t.as('admin').get(`/api/users/${uid.productor}/logo`)).rawPayload;
    const fd = new FormData();
    fd.append(
      'logo',
      new Blob([new Uint8Array(Buffer.concat([tinyPng(), Buffer.alloc(mb * 1024 * 1024)]))], { type: 'image/png' }),
      'grande.png',
    );
    address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/users/${uid.productor}/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.as('admin').token}` },
      body: fd,
    });
    expect(res.status, await res.text()).toBe(413);
    expect((await t.as('admin').get(`/api/users/${uid.productor}/logo`)).rawPayload.equals(before)).toBe(true);
  });
});

describe('a missing or malformed list never clears one', () => {
  it.each([{}, null, 'str', { modulos: [1] }, { modules: null }, { modules: 'x' }])(
    'POST /api/users/{id}/modules with %j is a 422',
    async (payload) => {
      const [coverage] = await t.db.select({ id: modules.id }).from(modules).limit(1);
      await t.db.delete(userModules).where(eq(userModules.userId, uid.productor));
      await t.db.insert(userModules).values({ userId: uid.productor, moduleId: coverage!.id });
      const res = await t.as('admin').inject({
        method: 'POST',
        url: `/api/users/${uid.productor}/modules`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect([400, 422], res.body).toContain(res.statusCode);
      expect(await countRows(t.db, 'user_modules', `user_id = ${uid.productor}`)).toBe(1);
    },
  );

  it('PUT /api/users/{id}/supervised-producers with {} is a 422 and keeps the producers', async () => {
    await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
    const res = await t.as('admin').put(`/api/users/${uid.supervisor}/supervised-producers`, {});
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['supervisedProducers']);
    expect(await countRows(t.db, 'users', `supervisor_id = ${uid.supervisor}`)).toBeGreaterThan(0);
  });
});

describe('a coverage video and PDF description', () => {
  const coverage = (overrides: Record<string, unknown>) => ({
    description: 'Granizo Endurecido',
    coverageType: 'basic',
    cropId: 1,
    companyId: 2,
    campaign_id: 2,
    allowMultipleRisks: 1,
    sortOrder: 9,
    ...overrides,
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://videos.example/a', 'videos.example/a'])(
    'video %s is a 422 with the link rule of coverage links',
    async (video) => {
      const res = await t.as('admin').post('/api/modules', coverage({ video }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.video).toEqual(['El link debe iniciar con https:// o http://']);
    },
  );

  it('an http(s) video is kept; a <script> in the PDF description is removed, the text stays', async () => {
    const res = await t.as('admin').post(
      '/api/modules',
      coverage({
        video: 'https://videos.example/granizo',
        pdfDescription: 'Cubre granizo<script>alert(1)</script><p onclick="x()">y heladas</p>',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ video: modules.video, pdf: modules.pdfDescription })
      .from(modules)
      .where(eq(modules.id, res.json().data.id));
    expect(row?.video).toBe('https://videos.example/granizo');
    expect(row?.pdf).toBe('Cubre granizo<p>y heladas</p>');
  });
});
