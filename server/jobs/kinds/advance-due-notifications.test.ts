// The scheduled due-date notifications: the seeded advances have due dates and their notice goes
// once, on its day (an injected clock); two runners (two processes on PostgreSQL, where the kind's
// advisory lock lets one run at a time; one process on PGlite) queue the notice of an advance
// once, and the app's job runner mails it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { formatDate, isoDateInArgentina } from '../../../src/domain/core/format';
import { openPostgres, type Database } from '../../db/client';
import { advances, negotiations, quotations, users } from '../../db/schema';
import { ADVANCE_NOTICE_DAYS, addDays, advanceDueDate } from '../../quotations/advance-dates';
import { createTestApp, type DemoUser, type TestApp } from '../../testing';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from '../../testing/negotiations';
import { JobRunner } from '../runner';
import { advanceDueNotificationsJob, queueDueNotices } from './advance-due-notifications';

let t: TestApp;
let uid: Record<DemoUser, number>;
const runners: JobRunner[] = [];
const databases: Database[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  for (const d of databases) await d.close();
  await t?.close();
});

/** A runner as another process would have it (its own pool on PostgreSQL). */
async function runner() {
  const url = process.env.TEST_DATABASE_URL;
  const database = url ? await openPostgres(url) : t.database;
  if (url) databases.push(database);
  const r = new JobRunner({
    database,
    handlers: [advanceDueNotificationsJob],
    log: t.app.log,
    mailer: t.app.mailer,
    appUrl: t.config.appUrl,
    pollMs: 20,
  });
  runners.push(r);
  return r;
}

async function advanced(dueInDays: number) {
  const lopez = await zoneIdOf(t.db, 1, 'General López');
  const res = await t
    .as('productor')
    .post('/api/negotiations', negotiationPayload(await clientOf(t.db, uid.productor), [riskPayload(lopez)], { modules: [1] }));
  const { id, number } = res.json().data as { id: number; number: number };
  const q = (await quotationsOfNegotiation(t.db, id))[0]!;
  await t.as('productor').put(`/api/quotations/${q.id}/accept`, {});
  expect((await t.as('productor').upload(`/api/negotiations/${id}/advances`, {}, [])).statusCode).toBe(200);
  const due = new Date(`${isoDateInArgentina()}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + dueInDays);
  await t.db
    .update(advances)
    .set({ dueDate: due.toISOString().slice(0, 10) })
    .where(eq(advances.quotationId, q.id));
  return { number, quotationId: q.id };
}

const dueMails = () => t.outbox.filter((m) => m.kind === 'advance-due');

it('the seeded advances are valid 30 days after they were sent, and their notice goes once, on its day', async () => {
  const seeded = await t.db
    .select({ id: advances.id, sentAt: advances.sentAt, dueDate: advances.dueDate, number: negotiations.number })
    .from(advances)
    .innerJoin(negotiations, eq(negotiations.id, advances.negotiationId))
    .innerJoin(quotations, and(eq(quotations.id, advances.quotationId), eq(quotations.status, 'advanced')));
  expect(seeded.length).toBeGreaterThan(0);
  for (const a of seeded) expect(a.dueDate).toBe(advanceDueDate(isoDateInArgentina(a.sentAt!)));

  // The app's start-up run noticed those already due (or coming due) on the real date.
  const subject = (a: { number: number | null }) => `Vencimiento del anticipo de la cotización N° ${a.number}`;
  const dueNow = seeded.filter((a) => a.dueDate! <= addDays(isoDateInArgentina(), ADVANCE_NOTICE_DAYS));
  await expect.poll(() => dueMails().map((m) => m.subject), { timeout: 15_000 }).toEqual(dueNow.map(subject));
  for (const [i, a] of dueNow.entries())
    expect(dueMails()[i]!.text).toContain(`${a.dueDate! < isoDateInArgentina() ? 'venció' : 'vence'} el ${formatDate(a.dueDate)}`);

  // From scratch, with an injected clock.
  await t.db
    .update(advances)
    .set({ dueNotifiedAt: null })
    .where(
      inArray(
        advances.id,
        seeded.map((a) => a.id),
      ),
    );
  t.outbox.length = 0;
  const first = seeded.map((a) => a.dueDate!).sort()[0]!;
  // the day before the notice window: nothing; its first day: each seeded advance once
  expect(await queueDueNotices(t.db, addDays(first, -ADVANCE_NOTICE_DAYS - 1))).toEqual({ queued: 0 });
  const day = addDays(first, -ADVANCE_NOTICE_DAYS);
  const dueThen = seeded.filter((a) => a.dueDate! <= first);
  expect(await queueDueNotices(t.db, day)).toEqual({ queued: dueThen.length });
  await t.jobsDone('advance-due-mail');
  expect(dueMails().map((m) => m.subject)).toEqual(dueThen.map(subject));
  expect(dueMails()[0]!.text).toMatch(new RegExp(`(vence|venció) el ${formatDate(first)}`));
  // later runs, that day and after the due date, notice none of them again
  expect(await queueDueNotices(t.db, day)).toEqual({ queued: 0 });
  expect(await queueDueNotices(t.db, addDays(first, 10))).toEqual({ queued: 0 });
  await t.jobsDone('advance-due-mail');
  expect(dueMails()).toHaveLength(dueThen.length);
  t.outbox.length = 0;
});

it('mails the producer and the admin address once per advance whose due date comes, whatever runs it', async () => {
  const soon = await advanced(ADVANCE_NOTICE_DAYS - 1);
  const later = await advanced(ADVANCE_NOTICE_DAYS + 10);
  const proposed = await advanced(1);
  await t.db.update(quotations).set({ status: 'proposal' }).where(eq(quotations.id, proposed.quotationId));

  const [a, b] = [await runner(), await runner()];
  const ids = [
    await a.submit(advanceDueNotificationsJob, { payload: {}, userId: null }),
    await b.submit(advanceDueNotificationsJob, { payload: {}, userId: null }),
  ];
  await Promise.all([a.start(), b.start()]);
  for (const id of ids) expect(await a.waitFor(id)).toMatchObject({ status: 'done' });
  await t.jobsDone('advance-due-mail');

  const mails = dueMails();
  expect(mails).toHaveLength(1);
  const [producer] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, uid.productor));
  expect(mails[0]).toMatchObject({ to: [producer!.email, 'admin@cotizador.local'] });
  expect(mails[0]!.subject).toBe(`Vencimiento del anticipo de la cotización N° ${soon.number}`);

  // another run the same day, and one when the later advance comes due: each advance once
  expect(await a.waitFor(await a.submit(advanceDueNotificationsJob, { payload: {}, userId: null }))).toMatchObject({
    result: { queued: 0 },
  });
  const day = new Date(Date.now() + 12 * 86_400_000);
  const id = await b.submit(advanceDueNotificationsJob, { payload: { today: isoDateInArgentina(day) }, userId: null });
  expect(await b.waitFor(id)).toMatchObject({ status: 'done', result: { queued: 1 } });
  await t.jobsDone('advance-due-mail');
  expect(dueMails().map((m) => m.subject)).toEqual([
    `Vencimiento del anticipo de la cotización N° ${soon.number}`,
    `Vencimiento del anticipo de la cotización N° ${later.number}`,
  ]);
});
