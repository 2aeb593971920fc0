// The lists' 'Productor' and 'Estado' filters (filter[user], filter[state]) within what the viewer
// may see: a supervisor asking for a producer outside its team gets nothing it could not see anyway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { clients, negotiations, users } from '../db/schema';
import { createTestApp, type DemoUser, type TestApp } from '../testing';

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

const list = async (who: DemoUser, path: string) => {
  const res = await t.as(who).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, { user?: { id: number }; userId?: number; state?: string }[]>; meta: { total: number } };
};

const negotiationCount = async (userId: number, state?: string, confirmed?: 0 | 1) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(negotiations)
        .where(
          and(
            eq(negotiations.userId, userId),
            state ? eq(negotiations.state, state) : undefined,
            confirmed === undefined ? undefined : eq(negotiations.isConfirmed, confirmed),
          ),
        )
    )[0]?.n ?? 0,
  );

describe('filter[user] and filter[state] of the lists', () => {
  it("narrows a supervisor's quotations to one producer of its team; one outside it gives nothing", async () => {
    const own = await list('supervisor', `/api/negotiations?filter[is_confirmed]=1&filter[user]=${uid.productor}&perPage=50`);
    expect(own.meta.total).toBe(await negotiationCount(uid.productor, undefined, 1));
    expect(own.meta.total).toBeGreaterThan(0);
    expect(own.data.negotiations!.every((n) => n.user!.id === uid.productor)).toBe(true);
    expect(await negotiationCount(uid.productor2, undefined, 1)).toBeGreaterThan(0);
    const outside = await list('supervisor', `/api/negotiations?filter[is_confirmed]=1&filter[user]=${uid.productor2}`);
    expect(outside.meta.total).toBe(0);
    expect(outside.data.negotiations).toEqual([]);
    // A producer asking for another one's: nothing either.
    expect((await list('productor', `/api/negotiations?filter[user]=${uid.productor2}`)).meta.total).toBe(0);
  });

  it('finds the cancelled requests and quotations by state', async () => {
    const cancelledRequests = await list('admin', '/api/negotiations?filter[is_confirmed]=0&filter[state]=rejected&perPage=50');
    expect(cancelledRequests.data.negotiations!.every((n) => n.state === 'rejected')).toBe(true);
    const cancelled = await list('admin', '/api/negotiations?filter[is_confirmed]=1&filter[state]=rejected&perPage=50');
    expect(cancelled.meta.total).toBeGreaterThan(0);
    expect(cancelled.data.negotiations!.every((n) => n.state === 'rejected')).toBe(true);
  });

  it("narrows a supervisor's clients to one producer's; one outside its team gives nothing", async () => {
    const own = await list('supervisor', `/api/clients?filter[user]=${uid.productor}&perPage=50`);
    const [mine] = await t.db
      .select({ n: count() })
      .from(clients)
      .where(and(eq(clients.userId, uid.productor), isNull(clients.deletedAt)));
    expect(own.meta.total).toBe(Number(mine?.n));
    expect(own.meta.total).toBeGreaterThan(0);
    // Another producer's: only those the supervisor already sees (assigned to its team), never more.
    const all = await list('admin', `/api/clients?filter[user]=${uid.productor2}&perPage=100`);
    const seen = new Set((await list('supervisor', '/api/clients?perPage=100')).data.clients!.map((c) => (c as { id: number }).id));
    const outside = await list('supervisor', `/api/clients?filter[user]=${uid.productor2}&perPage=100`);
    expect(all.meta.total).toBeGreaterThan(outside.meta.total);
    expect(outside.data.clients!.map((c) => (c as { id: number }).id)).toEqual(
      all.data.clients!.map((c) => (c as { id: number }).id).filter((id) => seen.has(id)),
    );
  });
});
