import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type DemoUser, type TestApp } from '../testing';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../testing/negotiations';
import { weekStart } from './period';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
});
afterAll(async () => {
  await t?.close();
});

const stats = async (who: DemoUser) => {
  const res = await t.as(who).get('/api/negotiations/statistics');
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, number>;
};

describe('GET /api/negotiations/statistics', () => {
  it('counts this campaign and this week, each user over the negotiations it reaches', async () => {
    const before = Object.fromEntries(
      await Promise.all((['admin', 'supervisor', 'productor', 'productor2'] as const).map(async (w) => [w, await stats(w)])),
    );
    expect(Object.keys(before.admin!)).toEqual([
      'allNegotiantions',
      'acceptedQuotations',
      'negotiationsCreatedThisWeek',
      'quotationsAcceptedThisWeek',
    ]);
    expect(before.admin!.allNegotiantions).toBeGreaterThan(before.productor!.allNegotiantions);

    const zone = await zoneIdOf(t.db, 1, 'General López');
    const res = await t
      .as('productor')
      .post('/api/negotiations', negotiationPayload(await clientOf(t.db, uid.productor), [riskPayload(zone)]));
    const [q] = await quotationsOfNegotiation(t.db, res.json().data.id);
    await t.as('productor').put(`/api/quotations/${q!.id}/accept`, {});

    const plusOne = { allNegotiantions: 1, acceptedQuotations: 1, negotiationsCreatedThisWeek: 1, quotationsAcceptedThisWeek: 1 };
    for (const who of ['admin', 'supervisor', 'productor'] as const) {
      const after = await stats(who);
      for (const [k, d] of Object.entries(plusOne)) expect(after[k], `${who} ${k}`).toBe(before[who]![k]! + d);
    }
    expect(await stats('productor2')).toEqual(before.productor2);
  });

  it('starts the week on Monday 00:00 in Argentina', () => {
    // Sunday 23:30 in Argentina is Monday 02:30 UTC: still the previous week.
    expect(weekStart(new Date('2026-11-23T02:30:00Z')).toISOString()).toBe('2026-11-16T03:00:00.000Z');
    expect(weekStart(new Date('2026-11-23T03:00:00Z')).toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });
});

describe('GET /api/negotiations/statistics/charts', () => {
  it('has one row per week of the campaign up to today, and the accepted hectares by crop and insurer', async () => {
    const charts = (await t.as('admin').get('/api/negotiations/statistics/charts')).json().data;
    expect(charts.campaign).not.toBeNull();
    expect(charts.weeks.length).toBeGreaterThan(0);
    const totals = charts.weeks.reduce((s: number, w: { quotations: number }) => s + w.quotations, 0);
    expect(totals).toBe((await stats('admin')).allNegotiantions);
    const accepted = charts.weeks.reduce((s: number, w: { accepted: number }) => s + w.accepted, 0);
    expect(accepted).toBe((await stats('admin')).acceptedQuotations);
    expect(charts.hectares.length).toBeGreaterThan(0);
    const expected = await t.db.execute(sql`select count(*)::int n from quotations where status in ('accepted','advanced','proposal')`);
    expect((expected as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    expect(charts.hectares[0]).toEqual({
      crop: expect.any(String),
      company: expect.any(String),
      hectares: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const own = (await t.as('productor2').get('/api/negotiations/statistics/charts')).json().data;
    expect(own.weeks.reduce((s: number, w: { quotations: number }) => s + w.quotations, 0)).toBe(
      (await stats('productor2')).allNegotiantions,
    );
  });
});
