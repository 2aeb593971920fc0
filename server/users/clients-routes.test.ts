import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { countRows, createTestApp, type DemoUser, type TestApp } from '../testing';
import { insertClient } from '../testing/fixtures';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
  await t.db.update(users).set({ supervisorId: null }).where(eq(users.id, uid.productor2));
});
afterAll(async () => {
  await t?.close();
});

const ids = (res: { json(): { data: { clients: { id: number }[] } } }) => res.json().data.clients.map((c) => c.id);

describe('users/{id}/clients', () => {
  it('lists the clients a user owns and those assigned to it', async () => {
    const owned = await insertClient(t.db, uid.productor2);
    const res = await t.as('admin').get(`/api/users/${uid.productor2}/clients`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toContain(owned.id);
    expect(res.json().meta.total).toBe(res.json().data.clients.length);
  });

  it('admin assigns (201, then 200 idempotent) and removes (204) a client', async () => {
    const c = await insertClient(t.db, uid.productor);
    let res = await t.as('admin').post(`/api/users/${uid.productor2}/clients/${c.id}`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id).toBe(c.id);
    res = await t.as('admin').post(`/api/users/${uid.productor2}/clients/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(await countRows(t.db, 'user_clients', `user_id = ${uid.productor2} and client_id = ${c.id}`)).toBe(1);

    // the assignee now sees and reaches the client
    expect(ids(await t.as('productor2').get(`/api/users/${uid.productor2}/clients`))).toContain(c.id);
    const list = await t.as('productor2').get('/api/clients?perPage=100&filter[search]=' + encodeURIComponent(c.lastname));
    expect(ids(list)).toContain(c.id);
    expect((await t.as('productor2').get(`/api/clients/${c.id}`)).statusCode).toBe(200);

    res = await t.as('admin').delete(`/api/users/${uid.productor2}/clients/${c.id}`);
    expect(res.statusCode).toBe(204);
    expect(await countRows(t.db, 'user_clients', `user_id = ${uid.productor2} and client_id = ${c.id}`)).toBe(0);
    expect((await t.as('productor2').get(`/api/clients/${c.id}`)).statusCode).toBe(403);
  });

  it("refuses to remove a user's own client with a clear message (it is not an assignment)", async () => {
    const owned = await insertClient(t.db, uid.productor2);
    const res = await t.as('admin').delete(`/api/users/${uid.productor2}/clients/${owned.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ clientId: ['El cliente es propio del productor: no se puede quitar.'] });
    expect(ids(await t.as('admin').get(`/api/users/${uid.productor2}/clients`))).toContain(owned.id);
  });

  it("producers may read their own list but not another's, nor assign", async () => {
    expect((await t.as('productor').get(`/api/users/${uid.productor}/clients`)).statusCode).toBe(200);
    expect((await t.as('productor').get(`/api/users/${uid.productor2}/clients`)).statusCode).toBe(403);
    const c = await insertClient(t.db, uid.productor);
    expect((await t.as('productor').post(`/api/users/${uid.productor}/clients/${c.id}`)).statusCode).toBe(403);
    expect((await t.as('productor').delete(`/api/users/${uid.productor}/clients/${c.id}`)).statusCode).toBe(403);
    expect(await countRows(t.db, 'user_clients', `client_id = ${c.id}`)).toBe(0);
  });

  it('a supervisor manages only its supervised producers, with clients it can see', async () => {
    const visible = await insertClient(t.db, uid.supervisor);
    const hidden = await insertClient(t.db, uid.productor2);
    expect((await t.as('supervisor').get(`/api/users/${uid.productor}/clients`)).statusCode).toBe(200);
    expect((await t.as('supervisor').get(`/api/users/${uid.productor2}/clients`)).statusCode).toBe(403);
    expect((await t.as('supervisor').post(`/api/users/${uid.productor}/clients/${visible.id}`)).statusCode).toBe(201);
    expect((await t.as('supervisor').post(`/api/users/${uid.productor}/clients/${hidden.id}`)).statusCode).toBe(403);
    expect((await t.as('supervisor').post(`/api/users/${uid.productor2}/clients/${visible.id}`)).statusCode).toBe(403);
    expect((await t.as('supervisor').delete(`/api/users/${uid.productor}/clients/${visible.id}`)).statusCode).toBe(204);
  });

  it('404 for unknown users or clients', async () => {
    expect((await t.as('admin').get('/api/users/999999/clients')).statusCode).toBe(404);
    const c = await insertClient(t.db, uid.productor);
    expect((await t.as('admin').post(`/api/users/999999/clients/${c.id}`)).statusCode).toBe(404);
    expect((await t.as('admin').post(`/api/users/${uid.productor}/clients/999999`)).statusCode).toBe(404);
    expect((await t.as('admin').post(`/api/users/x/clients/${c.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/all-users', () => {
  const list = async (who: DemoUser) => {
    const res = await t.as(who).get('/api/all-users');
    expect(res.statusCode).toBe(200);
    return res.json().data.users as { id: number; name: string; lastname: string; fullName: string; maxDiscountAllow: number }[];
  };

  it('admin sees every live user with fullName and maximum discount (the wizards show the cap of whom they quote for)', async () => {
    const users = await list('admin');
    expect(users.length).toBe(await countRows(t.db, 'users', 'deleted_at is null'));
    const p = users.find((u) => u.id === uid.productor)!;
    expect(p.fullName).toBe(`${p.name} ${p.lastname}`.trim());
    expect(p.maxDiscountAllow).toBe(15);
  });

  it('a supervisor sees itself and its producers; a producer only itself', async () => {
    const sup = (await list('supervisor')).map((u) => u.id).sort();
    expect(sup).toEqual([uid.supervisor, uid.productor].sort());
    expect((await list('productor2')).map((u) => u.id)).toEqual([uid.productor2]);
  });
});
