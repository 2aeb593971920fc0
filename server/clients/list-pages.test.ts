// The clients list finds a page's ids either by walking the order index or by sorting the matches
// (server/clients/service.ts, queryClients): whichever way, every page is the slice of the whole
// ordered list, with the same total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { clients, userClients } from '../db/schema';
import { createTestApp, type DemoUser, type TestApp } from '../testing';
import { insertClient } from '../testing/fixtures';

let t: TestApp;
let uid: Record<DemoUser, number>;

const LASTNAMES = ['Zárate', 'Álvarez', 'alba', 'Paz', 'Ábalos', 'Ñuñez', 'Paz', 'Benítez'];

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  // Many clients for productor (its matches are most of the list: the order is walked), few for
  // productor2 (a walk would read the whole list for them: its matches are sorted).
  for (let i = 0; i < 400; i++) await insertClient(t.db, uid.productor, { lastname: LASTNAMES[i % LASTNAMES.length]!, name: `N${i % 7}` });
  for (let i = 0; i < 3; i++) await insertClient(t.db, uid.productor2, { lastname: LASTNAMES[i]!, name: 'Pocos' });
});
afterAll(async () => {
  await t?.close();
});

/** The ids the database orders for `where`, live clients only. */
const ordered = async (where: SQL | undefined) =>
  (
    await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(isNull(clients.deletedAt), where))
      .orderBy(asc(clients.lastname), asc(clients.name), asc(clients.id))
  ).map((r) => r.id);

const ownedOrAssigned = (userId: number) =>
  or(
    eq(clients.userId, userId),
    sql`${clients.id} in (select ${userClients.clientId} from ${userClients} where ${userClients.userId} = ${userId})`,
  );

/** Each page of `query` as `who`, with the statements it sent. */
async function pages(who: DemoUser, query: string, perPage: number, count: number) {
  const out: { ids: number[]; total: number; sorted: boolean }[] = [];
  for (let page = 1; page <= count; page++) {
    const { result, statements } = await t.sqlOf(() => t.as(who).get(`/api/clients?perPage=${perPage}&page=${page}${query}`));
    expect(result.statusCode).toBe(200);
    const body = result.json();
    out.push({
      ids: body.data.clients.map((c: { id: number }) => c.id),
      total: body.meta.total,
      sorted: statements.some((s) => /"lastname" \|\| ''/.test(s)),
    });
  }
  return out;
}

describe('GET /api/clients pages, walked or sorted', () => {
  it('a producer with most of the list: walked in order; every page is the slice of the whole list', async () => {
    const expected = await ordered(ownedOrAssigned(uid.productor));
    const got = await pages('productor', '', 25, Math.ceil(expected.length / 25) + 1);
    expect(got.every((p) => p.total === expected.length)).toBe(true);
    expect(got.flatMap((p) => p.ids)).toEqual(expected);
    expect(got[0]!.sorted).toBe(false);
  });

  it('a producer with a few clients of a long list: its deeper pages sorted, the same order and total', async () => {
    const expected = await ordered(ownedOrAssigned(uid.productor2));
    const got = await pages('productor2', '', 2, Math.ceil(expected.length / 2) + 1);
    expect(got.flatMap((p) => p.ids)).toEqual(expected);
    expect(got.every((p) => p.total === expected.length)).toBe(true);
    // its first page is near in the walk; the deeper ones are sorted: the list reads seamless across
    expect(got.slice(0, -1).map((p) => p.sorted)).toContain(true);
    expect(got.map((p) => p.sorted)).toContain(false);
  });

  it("admin's owner filter and a text search, deep pages included, answer the slices of the whole list", async () => {
    const owned = await ordered(eq(clients.userId, uid.productor));
    const byOwner = await pages('admin', `&filter[userId]=${uid.productor}`, 30, Math.ceil(owned.length / 30));
    expect(byOwner.flatMap((p) => p.ids)).toEqual(owned);
    const paz = await ordered(sql`${clients.searchText} like '%paz%'`);
    const searched = await pages('admin', '&filter[search]=PAZ', 7, Math.ceil(paz.length / 7));
    expect(searched.flatMap((p) => p.ids)).toEqual(paz);
    expect(searched.every((p) => p.total === paz.length)).toBe(true);
  });
});
