import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { loginAttempts, passwordResets, users } from '../db/schema';
import { at, countRows, createTestApp, present, type TestApp } from '../testing';
import { userIdOf } from '../testing/fixtures';

let t: TestApp;
let ipSeq = 0;
/** Tests that try 20 logins or more (a bcrypt comparison each) on a busy machine. */
const MANY_LOGINS_TIMEOUT = 120_000;
/** A distinct client address per test, so the per-IP limit only trips where a test wants it. */
const nextIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

function grant(body: Record<string, unknown>, opts: { ip?: string; form?: boolean } = {}) {
  const payload = { grant_type: 'password', client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret, ...body };
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: opts.ip ?? nextIp(),
    ...(opts.form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(payload as Record<string, string>).toString(),
        }
      : { payload }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /oauth/token', () => {
  it('issues a bearer token for the demo user', async () => {
    const res = await grant({ username: 'productor', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeGreaterThan(0);
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    const me = await t.withToken(body.access_token).get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.username).toBe('productor');
  });

  it('accepts the e-mail instead of the username, in any case', async () => {
    const u = at(await t.db.select({ email: users.email }).from(users).where(eq(users.username, 'productor')), 0);
    const res = await grant({ username: u.email.toUpperCase(), password: 'demo1234' });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a form-encoded grant', async () => {
    const res = await grant({ username: 'admin', password: 'demo1234' }, { form: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('Bearer');
  });

  it('refuses a wrong password with "Credenciales incorrectas."', async () => {
    const res = await grant({ username: 'productor', password: 'wrong-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant', message: 'Credenciales incorrectas.' });
    expect(res.json().error_description).toBeTruthy();
  });

  it('refuses an unknown user the same way', async () => {
    const res = await grant({ username: 'nadie', password: 'demo1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Credenciales incorrectas.');
  });

  it('refuses a wrong client secret or client id with 401 invalid_client', async () => {
    let res = await grant({ username: 'productor', password: 'demo1234', client_secret: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
    expect(res.json().message).toBeTruthy();
    res = await grant({ username: 'productor', password: 'demo1234', client_id: 'otro' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 when username or password is missing, and 400 for malformed JSON', async () => {
    let res = await grant({ username: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['username', 'password']));
    res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('tells a soft-deleted user "Usuario Eliminado"', async () => {
    const id = await userIdOf(t.db, 'productor2');
    const token = await t.login('productor2');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    try {
      const res = await grant({ username: 'productor2', password: 'demo1234' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant', message: 'Usuario Eliminado' });
      // an existing session of a deleted user no longer works either
      const me = await t.withToken(token).get('/api/user');
      expect(me.statusCode).toBe(401);
    } finally {
      await t.db.update(users).set({ deletedAt: null }).where(eq(users.id, id));
    }
  });

  it('accepts Laravel $2y$ bcrypt hashes', async () => {
    const id = await userIdOf(t.db, 'productor2');
    const before = at(await t.db.select({ password: users.password }).from(users).where(eq(users.id, id)), 0);
    const laravel = bcrypt.hashSync('laravel-secret', 4).replace(/^\$2[ab]\$/, '$2y$');
    await t.db.update(users).set({ password: laravel }).where(eq(users.id, id));
    try {
      expect((await grant({ username: 'productor2', password: 'laravel-secret' })).statusCode).toBe(200);
      expect((await grant({ username: 'productor2', password: 'other' })).statusCode).toBe(400);
    } finally {
      await t.db.update(users).set({ password: before.password }).where(eq(users.id, id));
    }
  });
});

describe('login rate limit', () => {
  it('allows 5 failures for an account from one address (username and e-mail count together), then 429 there even with the right password', async () => {
    const ip = nextIp();
    const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.username, 'supervisor'));
    for (let i = 0; i < 5; i++) {
      const res = await grant({ username: i % 2 ? 'supervisor' : present(u, 'supervisor').email, password: `bad-${i}` }, { ip });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await grant({ username: 'supervisor', password: 'demo1234' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Demasiados intentos de ingreso. Esperá unos minutos e intentá nuevamente.');
    // a stranger's failures do not lock the owner out: from another address the account signs in
    expect((await grant({ username: 'supervisor', password: 'demo1234' })).statusCode).toBe(200);
    // another account from the same address still gets in
    expect((await grant({ username: 'admin', password: 'demo1234' }, { ip })).statusCode).toBe(200);

    // once the failures are older than the window, the address gets in and its count is cleared
    const supervisorId = await userIdOf(t.db, 'supervisor');
    await t.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempts.account, `user:${supervisorId}`));
    expect((await grant({ username: 'supervisor', password: 'demo1234' }, { ip })).statusCode).toBe(200);
    expect(await countRows(t.db, 'login_attempts', `username = 'user:${supervisorId}' and ip = '${ip}' and not succeeded`)).toBe(0);
  });

  it('limits one address to 20 failures across usernames', { timeout: MANY_LOGINS_TIMEOUT }, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      const res = await grant({ username: `intruso${i}`, password: 'x' }, { ip });
      expect(res.statusCode).toBe(400);
    }
    expect((await grant({ username: 'productor', password: 'demo1234' }, { ip })).statusCode).toBe(429);
    expect((await grant({ username: 'productor', password: 'demo1234' })).statusCode).toBe(200);
  });

  it(
    'an account failed 20 times from many addresses refuses new addresses, not one that signed in to it before',
    { timeout: MANY_LOGINS_TIMEOUT },
    async () => {
      const account = `user:${await userIdOf(t.db, 'productor2')}`;
      await t.db.delete(loginAttempts).where(eq(loginAttempts.account, account));
      const known = nextIp();
      expect((await grant({ username: 'productor2', password: 'demo1234' }, { ip: known })).statusCode).toBe(200);
      for (let i = 0; i < 20; i++) expect((await grant({ username: 'productor2', password: 'x' })).statusCode, `failure ${i}`).toBe(400);
      const stranger = await grant({ username: 'productor2', password: 'demo1234' });
      expect(stranger.statusCode).toBe(429);
      expect((await grant({ username: 'productor2', password: 'demo1234' }, { ip: known })).statusCode).toBe(200);
      await t.db.delete(loginAttempts).where(eq(loginAttempts.account, account));
    },
  );
});

describe('TRUST_PROXY', () => {
  const spoofed = (app: TestApp, xff: string) =>
    app.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': xff },
      payload: {
        grant_type: 'password',
        client_id: app.config.oauthClientId,
        client_secret: app.config.oauthClientSecret,
        username: `nadie-${xff}`,
        password: 'x',
      },
    });

  it('off by default: an X-Forwarded-For header does not escape the per-address limit', { timeout: MANY_LOGINS_TIMEOUT }, async () => {
    for (let i = 0; i < 20; i++) expect((await spoofed(t, `203.0.113.${i + 1}`)).statusCode).toBe(400);
    expect((await spoofed(t, '203.0.113.200')).statusCode).toBe(429);
  });

  it('on: the address is the one the proxy forwards', { timeout: MANY_LOGINS_TIMEOUT }, async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      for (let i = 0; i < 25; i++) expect((await spoofed(proxied, `203.0.113.${i + 1}`)).statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /api/user and logout', () => {
  it('answers 401 without a token or with a bad one', async () => {
    let res = await t.app.inject({ url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    res = await t.withToken('not-a-token').get('/api/user');
    expect(res.statusCode).toBe(401);
  });

  it('returns the profile with role, companies and 0/1 flags, never the password', async () => {
    const token = await t.login('supervisor');
    const res = await t.withToken(token).get('/api/user');
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).not.toHaveProperty('password');
    expect(JSON.stringify(res.json())).not.toMatch(/\$2[aby]\$/);
    expect(p).toMatchObject({ username: 'supervisor', roleId: 3, role: { id: 3 } });
    expect(typeof p.role.name).toBe('string');
    expect(Array.isArray(p.companies)).toBe(true);
    for (const f of [
      'allowPaymentInKind',
      'allowDiscountsOnPacks',
      'allowSplitCoverages',
      'seeVideo',
      'seePdfDescription',
      'seeSimulator',
      'seeCoverageUserModule',
      'sendProposal',
    ]) {
      expect([0, 1]).toContain(p[f]);
    }
    for (const k of [
      'id',
      'name',
      'lastname',
      'cuit',
      'email',
      'maxDiscountAllow',
      'preferredUrl',
      'paymentMethod',
      'rateOption',
      'hectarePriceCurrency',
      'supervisorId',
      'logo',
      'deletedAt',
      'exchangeStoreId',
      'office',
      'fileNumber',
      'sancorId',
      'type',
    ]) {
      expect(p).toHaveProperty(k);
    }
    expect(p.deletedAt).toBeNull();
  });

  it('logout revokes the token', async () => {
    const token = await t.login('productor');
    const out = await t.withToken(token).post('/api/logout');
    expect(out.statusCode).toBe(204);
    const res = await t.withToken(token).get('/api/user');
    expect(res.statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  const tokenFromMail = (text: string) => {
    const m = /reset-password\?token=([^&\s]+)&email=([^\s"<]+)/.exec(text);
    expect(m).not.toBeNull();
    const link = present(m, 'a reset link');
    return { token: decodeURIComponent(at(link, 1)), email: decodeURIComponent(at(link, 2)) };
  };

  it('answers 404 "Usuario no encontrado." for an unknown user and 422 for an empty field', async () => {
    let res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'nadie@example.com' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Usuario no encontrado.');
    res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: '  ' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeTruthy();
  });

  it('mails a working link; the reset changes the password, ends sessions and works once', async () => {
    const oldSession = await t.login('productor2');
    const before = t.outbox.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'productor2' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Chequea tu e-mail!');
    await t.jobsDone('password-reset-mail');
    expect(t.outbox.length).toBe(before + 1);
    const mail = at(t.outbox, -1, 'a mail');
    const u = at(await t.db.select({ email: users.email }).from(users).where(eq(users.username, 'productor2')), 0);
    expect(mail.to).toBe(u.email);
    expect(mail.subject).toBe('Recuperar clave');
    expect(mail.text).toContain(`${t.config.appUrl}/reset-password?token=`);
    expect(mail.html).toContain('reset-password?token=');
    const { token, email } = tokenFromMail(mail.text);
    expect(email).toBe(u.email);
    // only the hash is stored
    expect(await countRows(t.db, 'password_resets', `token_hash = '${token}'`)).toBe(0);

    // wrong e-mail for the token
    let r = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, email: 'otro@example.com', password: 'nueva-clave-1', password_confirmation: 'nueva-clave-1' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Ocurrio un error al intentar actualizar la clave.');

    // confirmation mismatch: 422
    r = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, email, password: 'nueva-clave-1', password_confirmation: 'otra-cosa-22' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.password_confirmation).toBeTruthy();

    r = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, email, password: 'nueva-clave-1', password_confirmation: 'nueva-clave-1' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Contraseña Actualizada');

    expect((await t.withToken(oldSession).get('/api/user')).statusCode).toBe(401);
    expect((await grant({ username: 'productor2', password: 'demo1234' })).statusCode).toBe(400);
    expect((await grant({ username: 'productor2', password: 'nueva-clave-1' })).statusCode).toBe(200);

    // used: a second reset with the same token fails
    r = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, email, password: 'demo1234', password_confirmation: 'demo1234' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Ocurrio un error al intentar actualizar la clave.');
  });

  it('refuses an expired token', async () => {
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'productor' } });
    await t.jobsDone('password-reset-mail');
    const { token, email } = tokenFromMail(at(t.outbox, -1, 'a mail').text);
    const id = await userIdOf(t.db, 'productor');
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, id));
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, email, password: 'nueva-clave-2', password_confirmation: 'nueva-clave-2' },
    });
    expect(r.statusCode).toBe(400);
    expect((await grant({ username: 'productor', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'inventado', email: 'x@example.com', password: 'nueva-clave-3', password_confirmation: 'nueva-clave-3' },
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('health', () => {
  it('answers without a token', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});
