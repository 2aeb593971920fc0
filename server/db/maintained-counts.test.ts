// The counts kept by triggers (negotiation_counts for the lists' totals, negotiation_day_counts for
// the dashboard) must always equal counting the rows: through the API's writes and through the
// changes the API does not make today (owner, date, confirmation, deleted risks and statuses).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type DemoUser, type TestApp } from '../testing';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The rows where a maintained count differs from counting (none when they agree). */
async function differences() {
  const byDay = await rows(sql`
    with fresh as (
      select user_id, day, sum(created)::int as created, sum(accepted)::int as accepted from (
        select user_id, argentina_day(created_at) as day, 1 as created, 0 as accepted from negotiations where is_confirmed = 1
        union all
        select n.user_id, argentina_day(s.created_at), 0, 1
        from quotation_statuses s join quotations q on q.id = s.quotation_id join negotiations n on n.id = q.negotiation_id
        where s.description = 'accepted'
      ) c group by 1, 2
    )
    select coalesce(f.user_id, d.user_id) as user_id, coalesce(f.day, d.day)::text as day,
      f.created as counted_created, d.created as kept_created, f.accepted as counted_accepted, d.accepted as kept_accepted
    from fresh f full join negotiation_day_counts d on d.user_id = f.user_id and d.day = f.day
    where coalesce(f.created, 0) <> coalesce(d.created, 0) or coalesce(f.accepted, 0) <> coalesce(d.accepted, 0)`);
  const byState = await rows(sql`
    with fresh as (select user_id, is_confirmed, state, count(*)::int as n from negotiations group by 1, 2, 3)
    select coalesce(f.user_id, k.user_id) as user_id, coalesce(f.state, k.state) as state, f.n as counted, k.n as kept
    from fresh f full join negotiation_counts k on k.user_id = f.user_id and k.is_confirmed = f.is_confirmed and k.state = f.state
    where coalesce(f.n, 0) <> coalesce(k.n, 0)`);
  return { byDay, byState };
}

const agree = async () => expect(await differences()).toEqual({ byDay: [], byState: [] });

async function acceptedNegotiation(who: DemoUser) {
  const zone = await zoneIdOf(t.db, 1, 'General López');
  const risks = [riskPayload(zone), riskPayload(zone, { description: 'Lote 2' })];
  const res = await t.as(who).post('/api/negotiations', negotiationPayload(await clientOf(t.db, uid[who]), risks));
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as number;
  const [first] = await quotationsOfNegotiation(t.db, id);
  expect((await t.as(who).put(`/api/quotations/${first!.id}/accept`, {})).statusCode).toBe(200);
  return { id, quotationId: first!.id, riskId: first!.riskId };
}

describe('counts kept by triggers', () => {
  it('equal counting the rows after the seed and after every kind of write', async () => {
    await agree();
    const [seeded] = await rows<{ accepted: number }>(sql`select coalesce(sum(accepted), 0)::int as accepted from negotiation_day_counts`);
    expect(seeded!.accepted).toBeGreaterThan(0);

    const a = await acceptedNegotiation('productor');
    await agree();

    // Owner, date and confirmation changes move the counts (acceptances follow the owner).
    await t.db.execute(sql`update negotiations set user_id = ${uid.productor2} where id = ${a.id}`);
    await agree();
    await t.db.execute(sql`update negotiations set created_at = created_at - interval '40 days' where id = ${a.id}`);
    await agree();
    await t.db.execute(sql`update negotiations set is_confirmed = 0, state = 'solicitud' where id = ${a.id}`);
    await agree();
    await t.db.execute(sql`update negotiations set is_confirmed = 1, state = 'accepted' where id = ${a.id}`);
    await agree();

    // Statuses added, changed and deleted directly.
    await t.db.execute(
      sql`update quotation_statuses set created_at = created_at - interval '3 days' where quotation_id = ${a.quotationId}`,
    );
    await agree();
    await t.db.execute(sql`delete from quotation_statuses where quotation_id = ${a.quotationId} and description = 'accepted'`);
    await agree();
    await t.db.execute(sql`insert into quotation_statuses (quotation_id, description) values (${a.quotationId}, 'accepted')`);
    await agree();

    // A deleted risk takes its quotations and their statuses (cascade).
    await t.db.execute(sql`delete from risks where id = ${a.riskId}`);
    await agree();

    // Deleting a negotiation through the API takes everything it had.
    const b = await acceptedNegotiation('productor');
    const before = await rows<{ accepted: number }>(sql`select sum(accepted)::int as accepted from negotiation_day_counts`);
    expect((await t.as('admin').delete(`/api/negotiations/${b.id}`)).statusCode).toBe(204);
    const after = await rows<{ accepted: number }>(sql`select sum(accepted)::int as accepted from negotiation_day_counts`);
    expect(after[0]!.accepted).toBe(before[0]!.accepted - 1);
    await agree();
  });
});
