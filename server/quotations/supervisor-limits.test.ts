// Hardening (issue 7, item 15): a supervisor gives at most its own maximum discount, and assigns
// its team's clients only (docs/decisions.md, "Endurecimiento").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userClients, users } from '../db/schema';
import { countRows, createTestApp, type DemoUser, type TestApp } from '../testing';
import { insertClient, validCuit } from '../testing/fixtures';
import { NOT_A_TEAM_CLIENT } from '../users/assigned-clients';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
  await t.db.update(users).set({ maxDiscountAllow: '20' }).where(eq(users.id, uid.supervisor));
});
afterAll(async () => {
  await t?.close();
});

const discountOf = async (id: number) => (await t.db.select({ d: users.maxDiscountAllow }).from(users).where(eq(users.id, id)))[0]?.d;

describe("a supervisor's maximum discount caps its producers'", () => {
  it('editing a producer: up to 20 saves, 20.5 or 100 is a 422 on maxDiscountAllow', async () => {
    expect((await t.as('supervisor').put(`/api/users/${uid.productor}`, { maxDiscountAllow: '20' })).statusCode).toBe(200);
    for (const over of ['20.5', '100']) {
      const res = await t.as('supervisor').put(`/api/users/${uid.productor}`, { maxDiscountAllow: over });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.maxDiscountAllow).toEqual(['El descuento no puede ser mayor a tu descuento máximo (20).']);
    }
    expect(Number(await discountOf(uid.productor))).toBe(20);
  });

  it('creating a producer over the cap is a 422 and creates nobody; admin may give any', async () => {
    const before = await countRows(t.db, 'users');
    const payload = {
      name: 'Nuevo',
      lastname: 'Productor',
      cuit: validCuit(53_123_457),
      address: 'Mitre 123',
      location: 'Casilda',
      province: 'Santa Fe',
      office: 'Agencia Casilda',
      fileNumber: 'T-1',
      sancorId: '5900',
      cell: '3464123456',
      email: 'nuevo.tope@example.com',
      username: 'nuevotope',
      password: 'clave-segura-1',
      password_confirmation: 'clave-segura-1',
      maxDiscountAllow: '50',
    };
    const res = await t.as('supervisor').post('/api/users', payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['maxDiscountAllow']);
    expect(await countRows(t.db, 'users')).toBe(before);
    expect((await t.as('admin').put(`/api/users/${uid.productor}`, { maxDiscountAllow: '100' })).statusCode).toBe(200);
  });
});

describe("a supervisor assigns its own or its producers' clients, not one an admin assigned to it", () => {
  it('passing an admin-assigned client on to its producer is a 403, nothing assigned', async () => {
    const foreign = await insertClient(t.db, uid.productor2);
    expect((await t.as('admin').post(`/api/users/${uid.supervisor}/clients/${foreign.id}`)).statusCode).toBe(201);
    const res = await t.as('supervisor').post(`/api/users/${uid.productor}/clients/${foreign.id}`);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(NOT_A_TEAM_CLIENT);
    const assigned = await t.db.select().from(userClients).where(eq(userClients.userId, uid.productor));
    expect(assigned.map((a) => a.clientId)).not.toContain(foreign.id);
  });

  it("its own and its producers' clients it may assign", async () => {
    const own = await insertClient(t.db, uid.supervisor);
    expect((await t.as('supervisor').post(`/api/users/${uid.productor}/clients/${own.id}`)).statusCode).toBe(201);
    const producers = await insertClient(t.db, uid.productor);
    expect((await t.as('supervisor').post(`/api/users/${uid.supervisor}/clients/${producers.id}`)).statusCode).toBe(201);
  });
});
