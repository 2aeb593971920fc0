// Hardening (issue 7): sessions and reset links that end when they should, throttled recovery,
// and the refresh-token grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oauthTokens } from '../db/schema';
import { at, createTestApp, DEMO_PASSWORD, type TestApp } from '../testing';
import { userIdOf } from '../testing/fixtures';
import { MAX_RESETS_PER_ACCOUNT, MAX_RESETS_PER_IP, TOO_MANY_RESETS_MESSAGE } from './rate-limit';

let t: TestApp;
let ipSeq = 0;
const nextIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  await t?.close();
});

const oauth = (body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: nextIp(),
    payload: { client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret, ...body },
  });
const live = async (token: string) => (await t.withToken(token).get('/api/user')).statusCode === 200;
/** POST forgot-password, then the mail it queued (if any) sent by the job runner. */
async function forgot(login: string, ip = nextIp()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', remoteAddress: ip, payload: { email: login } });
  await t.jobsDone('password-reset-mail');
  return res;
}
const reset = (token: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, email, password, password_confirmation: password } });
const lastLink = () => {
  const m = /reset-password\?token=([^&\s]+)&email=([^\s"<]+)/.exec(at(t.outbox, -1, 'a mail').text);
  return { token: decodeURIComponent(m?.[1] ?? ''), email: decodeURIComponent(m?.[2] ?? '') };
};

describe('a password change ends the other sessions', () => {
  it('own change (with the current password): the session that changed it stays, the others end', async () => {
    const current = await t.login('productor2');
    const other = await t.login('productor2');
    const id = await userIdOf(t.db, 'productor2');
    const res = await t
      .withToken(current)
      .put(`/api/users/${id}`, { password: 'otra-clave-1', password_confirmation: 'otra-clave-1', current_password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await live(current)).toBe(true);
    expect(await live(other)).toBe(false);
    await t
      .withToken(current)
      .put(`/api/users/${id}`, { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, current_password: 'otra-clave-1' });
  });

  it("set by an admin: every session of the user ends, the admin's stays", async () => {
    const session = await t.login('productor2');
    const id = await userIdOf(t.db, 'productor2');
    const res = await t.as('admin').put(`/api/users/${id}`, { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await live(session)).toBe(false);
    expect(await live(t.as('admin').token)).toBe(true);
  });
});

describe('reset links', () => {
  it('only the newest link works', async () => {
    expect((await forgot('productor')).statusCode).toBe(200);
    const first = lastLink();
    expect((await forgot('productor')).statusCode).toBe(200);
    const second = lastLink();
    expect((await reset(first.token, first.email, 'nueva-clave-9')).statusCode).toBe(400);
    expect((await reset(second.token, second.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a pending link stops working after a password change', async () => {
    expect((await forgot('supervisor')).statusCode).toBe(200);
    const link = lastLink();
    const id = await userIdOf(t.db, 'supervisor');
    expect(
      (await t.as('admin').put(`/api/users/${id}`, { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await reset(link.token, link.email, 'nueva-clave-8')).statusCode).toBe(400);
  });
});

describe('POST /api/forgot-password is throttled', () => {
  it(`per account: ${MAX_RESETS_PER_ACCOUNT} mails an hour, then 429 and no mail, from any address`, async () => {
    const before = t.outbox.length;
    for (let i = 0; i < MAX_RESETS_PER_ACCOUNT; i++) expect((await forgot('productor2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await forgot('productor2');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(TOO_MANY_RESETS_MESSAGE);
    }
    expect(t.outbox.length).toBe(before + MAX_RESETS_PER_ACCOUNT);
  });

  it(`per address: ${MAX_RESETS_PER_IP} requests an hour, found or not ('Usuario no encontrado.' stays), then 429`, async () => {
    const ip = nextIp();
    for (let i = 0; i < MAX_RESETS_PER_IP; i++) {
      const res = await forgot(`nadie${i}@example.com`, ip);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Usuario no encontrado.');
    }
    expect((await forgot('nadie-mas@example.com', ip)).statusCode).toBe(429);
    expect((await forgot('sudo', ip)).statusCode).toBe(429);
  });
});

describe('grant_type=refresh_token', () => {
  it('gives a new pair for a live refresh token; the old pair and the used refresh token stop working', async () => {
    const login = await oauth({ grant_type: 'password', username: 'productor', password: DEMO_PASSWORD });
    const first = login.json() as { access_token: string; refresh_token: string };
    const refreshed = await oauth({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const second = refreshed.json() as { access_token: string; refresh_token: string; token_type: string };
    expect(second.token_type).toBe('Bearer');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await live(second.access_token)).toBe(true);
    expect(await live(first.access_token)).toBe(false);
    const reused = await oauth({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
  });

  it('refuses a revoked session (logout), an unknown token and a missing one', async () => {
    const pair = (await oauth({ grant_type: 'password', username: 'productor', password: DEMO_PASSWORD })).json();
    await t.withToken(pair.access_token).post('/api/logout');
    expect((await oauth({ grant_type: 'refresh_token', refresh_token: pair.refresh_token })).statusCode).toBe(400);
    expect((await oauth({ grant_type: 'refresh_token', refresh_token: 'inventado' })).statusCode).toBe(400);
    expect((await oauth({ grant_type: 'refresh_token' })).statusCode).toBe(422);
  });

  it('refuses a refresh token older than 30 days', async () => {
    const pair = (await oauth({ grant_type: 'password', username: 'productor', password: DEMO_PASSWORD })).json();
    const id = await userIdOf(t.db, 'productor');
    await t.db
      .update(oauthTokens)
      .set({ createdAt: new Date(Date.now() - 31 * 86400_000) })
      .where(eq(oauthTokens.userId, id));
    expect((await oauth({ grant_type: 'refresh_token', refresh_token: pair.refresh_token })).statusCode).toBe(400);
  });
});
