// The access table (src/domain/access/access.ts) walked against the running server: every declared
// route, as every demo account and without a token, with ids that do not exist and an empty
// JSON body, so nothing is written.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canDo, type AccessUser } from '../../src/domain/access/access';
import { installRouteConventions, type DeclaredRoute } from './route';
import { countRows, createTestApp, DEMO_USERS, type DemoUser, type InjectResponse, type TestApp } from '../testing';

let t: TestApp;
const profile = {} as Record<DemoUser, AccessUser>;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
  for (const who of DEMO_USERS) profile[who] = (await t.as(who).get('/api/user')).json().data;
});
afterAll(async () => {
  await t?.close();
});

const MISSING_ID = '2000000000';

/** The route's URL with every path parameter naming a record that does not exist. */
const urlOf = (route: DeclaredRoute) => route.url.replace(/:[A-Za-z]+/g, MISSING_ID);

/**
 * The request of the walk: no body for GET, an empty JSON object otherwise. The token endpoint
 * authenticates the client, not a user: it gets the client's credentials and nothing else.
 */
function requestOf(route: DeclaredRoute) {
  const payload =
    route.url === '/oauth/token'
      ? { client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret }
      : route.method === 'GET'
        ? undefined
        : {};
  return { method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE', url: urlOf(route), ...(payload ? { payload } : {}) };
}

/** HEAD answers as its GET; logout revokes the token it is sent with (walked last, with fresh tokens). */
const walked = () => t.app.declaredRoutes.filter((r) => r.method !== 'HEAD');
const isLogout = (r: DeclaredRoute) => r.url === '/api/logout';

const describeRes = (who: string, route: DeclaredRoute, res: InjectResponse) =>
  `${who} ${route.method} ${route.url} -> ${res.statusCode} ${res.body}`;

/** What the walk could have changed: the audit log records every write, tokens and login attempts are the rest. */
async function footprint() {
  return {
    audit: await countRows(t.db, 'audit_log'),
    liveTokens: await countRows(t.db, 'oauth_tokens', 'revoked_at is null'),
    loginAttempts: await countRows(t.db, 'login_attempts'),
    passwordResets: await countRows(t.db, 'password_resets'),
  };
}

describe('the access table on every route', () => {
  it('every /api and /oauth route declares its access', () => {
    const routes = walked();
    expect(routes.length).toBeGreaterThan(50);
    for (const r of routes) expect(r.access, `${r.method} ${r.url}`).toBeDefined();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /oauth/token', 'GET /api/user', 'PUT /api/settings']),
    );
  });

  it('a route added without an access declaration stops the server from starting', async () => {
    const app = Fastify();
    installRouteConventions(app);
    void app.register(async (api) => {
      api.get('/api/undeclared', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/undeclared: declare config.access');
  });

  it('without a token: public routes never answer 401, every other route does', async () => {
    for (const route of walked()) {
      const res = await t.app.inject(requestOf(route));
      if (route.access === 'public') {
        expect(res.statusCode, describeRes('anonymous', route, res)).not.toBe(401);
        expect(res.statusCode, describeRes('anonymous', route, res)).toBeLessThan(500);
      } else {
        expect(res.statusCode, describeRes('anonymous', route, res)).toBe(401);
      }
    }
  });

  it('each demo account: 403 where the table refuses its role, otherwise neither 403 nor 5xx; nothing is written', async () => {
    const before = await footprint();
    const seen = { refused: 0, allowed: 0 };
    for (const who of DEMO_USERS) {
      for (const route of walked().filter((r) => !isLogout(r))) {
        const res = await t.as(who).inject(requestOf(route));
        const { access } = route;
        const refused = access !== 'public' && access !== 'authenticated' && !canDo(profile[who], access);
        seen[refused ? 'refused' : 'allowed'] += 1;
        if (refused) {
          expect(res.statusCode, describeRes(who, route, res)).toBe(403);
        } else {
          expect(res.statusCode, describeRes(who, route, res)).not.toBe(403);
          expect(res.statusCode, describeRes(who, route, res)).toBeLessThan(500);
        }
      }
    }
    expect(seen.refused).toBeGreaterThan(50);
    expect(seen.allowed).toBeGreaterThan(150);
    expect(await footprint()).toEqual(before);
  });

  it('logout, with a fresh token of each account, ends that session only', async () => {
    for (const who of DEMO_USERS) {
      const token = await t.login(who);
      expect((await t.withToken(token).post('/api/logout', {})).statusCode).toBe(204);
      expect((await t.withToken(token).get('/api/user')).statusCode).toBe(401);
      expect((await t.as(who).get('/api/user')).statusCode).toBe(200);
    }
  });
});

describe('validation errors', () => {
  it('a nested payload error answers the Laravel 422 with dotted keys', async () => {
    const res = await t.as('admin').put('/api/settings', { settings: [{ option: 'company_domain', value: 'x' }, { value: '1' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Ocurrió un error de validación.',
      errors: { 'settings.1.option': ['Los datos enviados no son válidos.'] },
    });
  });

  it('a body that is not an object where one is expected is a 400; a malformed id in the path a 404', async () => {
    const list = await t.as('admin').post('/api/campaigns', [1, 2]);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ message: 'El cuerpo de la solicitud debe ser un objeto JSON.' });
    expect((await t.as('admin').get('/api/campaigns/12abc')).statusCode).toBe(404);
    expect((await t.as('admin').get(`/api/campaigns/${2 ** 31}`)).statusCode).toBe(404);
  });

  it('an id in a payload beyond the database range is a 422 on its field, never a 500', async () => {
    const big = 3_000_000_000;
    const { id } = await t.loginDemoUsers();
    const cases: [Promise<InjectResponse>, string][] = [
      [t.as('admin').put(`/api/users/${id.productor2}`, { supervisorId: big }), 'supervisorId'],
      [t.as('admin').put(`/api/users/${id.productor2}`, { exchangeStoreId: String(big) }), 'exchangeStoreId'],
      [t.as('admin').put(`/api/users/${id.supervisor}/supervised-producers`, { supervisedProducers: [big] }), 'supervisedProducers'],
      [t.as('admin').post(`/api/users/${id.productor2}/modules`, [big]), 'modules'],
      [t.as('admin').post('/api/ignore_discounts', { cropId: big }), 'cropId'],
      [t.as('admin').post('/api/rates', { moduleId: big, zoneId: 1, cropId: 1, franchiseDeductible: 'F', amount: 1 }), 'moduleId'],
      [t.as('admin').get(`/api/zones?filter[company]=${big}`), 'filter[company]'],
    ];
    for (const [request, field] of cases) {
      const res = await request;
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
  });
});
