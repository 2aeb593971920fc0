import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { openPostgres, type Database } from '../db/client';
import { jobs } from '../db/schema';
import { at, createTestApp, type TestApp } from '../testing';
import { defineJob, JOB_FAILED_MESSAGE, JOB_INTERRUPTED_MESSAGE, JobInputError, type JobHandler } from './handler';
import { JobRunner } from './runner';

let t: TestApp;
const runners: JobRunner[] = [];
const extraDatabases: Database[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  for (const d of extraDatabases) await d.close();
  await t?.close();
});

/** A runner of its own over `database` (the app's runner takes only the app's kinds). */
function runner(handlers: JobHandler<any, any>[], database: Database = t.database) {
  const r = new JobRunner({ database, handlers, log: t.app.log, mailer: t.app.mailer, appUrl: t.config.appUrl, pollMs: 50, progressMs: 0 });
  runners.push(r);
  return r;
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

const row = async (id: number) => at(await t.db.select().from(jobs).where(eq(jobs.id, id)), 0);

describe('job runner', () => {
  it('takes a queued job, saves its progress while it runs and its result when done', async () => {
    const started = deferred();
    const release = deferred();
    const steps = defineJob<{ n: number }, { doubled: number }>({
      kind: 'test-steps',
      payload: z.object({ n: z.number() }),
      async run(job, { n }) {
        await job.progress(1, 4);
        started.resolve();
        await release.promise;
        await job.progress(3, 4);
        return { doubled: n * 2 };
      },
    });
    const r = runner([steps]);
    const id = await r.submit(steps, { payload: { n: 21 }, userId: null, file: Buffer.from('entrada') });
    expect(await row(id)).toMatchObject({ status: 'queued', startedAt: null, inputFile: Buffer.from('entrada') });

    await r.start();
    await started.promise;
    expect(await row(id)).toMatchObject({ status: 'running', progressDone: 1, progressTotal: 4, finishedAt: null });

    release.resolve();
    const done = await r.waitFor(id);
    expect(done).toMatchObject({ status: 'done', progressDone: 4, progressTotal: 4, result: { doubled: 42 }, error: null });
    const saved = await row(id);
    expect(saved.finishedAt).toBeInstanceOf(Date);
    expect(saved.inputFile).toBeNull();
  });

  it('refuses a payload its kind does not accept', async () => {
    const typed = defineJob({ kind: 'test-typed', payload: z.object({ n: z.number() }), run: async () => null });
    await expect(runner([typed]).submit(typed, { payload: { n: 'x' } as never, userId: null })).rejects.toThrow();
  });

  it('records a failed job with the reason the user reads: its input error, else the kind’s message (the error is logged)', async () => {
    const picky = defineJob({
      kind: 'test-picky',
      payload: z.object({ ok: z.boolean() }),
      failureMessage: 'No se pudo generar el PDF.',
      async run(_job, { ok }) {
        if (!ok) throw new JobInputError('El archivo no tiene datos.');
        throw new Error('the disk is full');
      },
    });
    const plain = defineJob({
      kind: 'test-plain',
      payload: z.object({}),
      run: async () => {
        throw new Error('boom');
      },
    });
    const r = runner([picky, plain]);
    await r.start();
    const input = await r.waitFor(await r.submit(picky, { payload: { ok: false }, userId: null }));
    expect(input).toMatchObject({ status: 'failed', error: 'El archivo no tiene datos.', errorKind: 'input', result: null });
    const internal = await r.waitFor(await r.submit(picky, { payload: { ok: true }, userId: null }));
    expect(internal).toMatchObject({ status: 'failed', error: 'No se pudo generar el PDF.', errorKind: 'internal' });
    const generic = await r.waitFor(await r.submit(plain, { payload: {}, userId: null }));
    expect(generic).toMatchObject({ status: 'failed', error: JOB_FAILED_MESSAGE });
  });

  it('a kind that retries queues a failed job again after each delay, then fails; an input error is not retried', async () => {
    let calls = 0;
    const seen: [number, boolean][] = [];
    const mail = defineJob({
      kind: 'test-retried',
      payload: z.object({ failures: z.number(), bad: z.boolean() }),
      failureMessage: 'No se pudo enviar el e-mail.',
      retryDelaysMs: [20, 20],
      async run(job, { failures, bad }) {
        calls += 1;
        seen.push([job.attempt, job.lastAttempt]);
        if (bad) throw new JobInputError('Falta el destinatario.');
        const [{ attempts } = { attempts: 0 }] = await job.db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.id, job.id));
        if (attempts <= failures) throw new Error('the mail server is down');
        return { attempts };
      },
    });
    const r = runner([mail]);
    await r.start();
    const recovered = await r.waitFor(await r.submit(mail, { payload: { failures: 2, bad: false }, userId: null }));
    expect(recovered).toMatchObject({ status: 'done', result: { attempts: 3 }, error: null });

    calls = 0;
    seen.length = 0;
    const lost = await r.submit(mail, { payload: { failures: 9, bad: false }, userId: null });
    expect(await r.waitFor(lost)).toMatchObject({ status: 'failed', error: 'No se pudo enviar el e-mail.', errorKind: 'internal' });
    expect(calls).toBe(3);
    // the handler knows which run is the last one (it records the failure for good then)
    expect(seen).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(await row(lost)).toMatchObject({ attempts: 3 });

    calls = 0;
    expect(await r.waitFor(await r.submit(mail, { payload: { failures: 0, bad: true }, userId: null }))).toMatchObject({
      status: 'failed',
      errorKind: 'input',
    });
    expect(calls).toBe(1);
  });

  it('a job queued again waits for its time: the worker does not take it before', async () => {
    let calls = 0;
    const later = defineJob({
      kind: 'test-later',
      payload: z.object({}),
      retryDelaysMs: [60_000],
      async run() {
        calls += 1;
        throw new Error('not now');
      },
    });
    const r = runner([later]);
    await r.start();
    const id = await r.submit(later, { payload: {}, userId: null });
    await expect
      .poll(async () => {
        const job = await row(id);
        return `${job.status} after ${job.attempts}`;
      })
      .toBe('queued after 1');
    await new Promise((resolve) => setTimeout(resolve, 300)); // six polls
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, startedAt: null });
    expect(waiting.runAfter!.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(calls).toBe(1);
    await t.db.delete(jobs).where(eq(jobs.id, id));
  });

  it('a job of a kind that retries, interrupted by a stop or left running by a dead process, is queued again and then done', async () => {
    const started = deferred();
    let calls = 0;
    const mail = defineJob({
      kind: 'test-resumed',
      payload: z.object({}),
      retryDelaysMs: [60_000],
      async run(job) {
        calls += 1;
        if (calls > 1) return { sent: true };
        started.resolve();
        while (!job.signal.aborted) await new Promise((r) => setTimeout(r, 10));
        job.signal.throwIfAborted();
      },
    });
    const stopping = runner([mail]);
    await stopping.start();
    const stopped = await stopping.submit(mail, { payload: {}, userId: null });
    await started.promise;
    await stopping.stop();
    expect(await row(stopped)).toMatchObject({ status: 'queued', attempts: 1, startedAt: null, error: null });

    const [dead] = await t.db
      .insert(jobs)
      .values({ kind: 'test-resumed', status: 'running', startedAt: new Date(), attempts: 1 })
      .returning({ id: jobs.id });
    const next = runner([mail]);
    await next.start();
    expect(await next.waitFor(stopped)).toMatchObject({ status: 'done', result: { sent: true } });
    expect(await next.waitFor(dead!.id)).toMatchObject({ status: 'done', result: { sent: true } });
    expect(await row(dead!.id)).toMatchObject({ attempts: 2 });
  });

  it('at start marks failed the jobs left running by a process that died, and purges jobs finished over 7 days ago', async () => {
    const [stale] = await t.db
      .insert(jobs)
      .values({ kind: 'test-stale', status: 'running', startedAt: new Date(), inputFile: Buffer.from('x') })
      .returning({ id: jobs.id });
    const [old] = await t.db
      .insert(jobs)
      .values({ kind: 'test-old', status: 'done', finishedAt: sql`now() - interval '8 days'` })
      .returning({ id: jobs.id });
    const [recent] = await t.db
      .insert(jobs)
      .values({ kind: 'test-old', status: 'done', finishedAt: sql`now() - interval '6 days'` })
      .returning({ id: jobs.id });
    await runner([]).start();
    expect(await row(stale!.id)).toMatchObject({
      status: 'failed',
      error: JOB_INTERRUPTED_MESSAGE,
      errorKind: 'interrupted',
      inputFile: null,
    });
    expect((await row(stale!.id)).finishedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, old!.id))).toEqual([]);
    expect(await row(recent!.id)).toMatchObject({ status: 'done' });
  });

  it('stopping interrupts a running job of a kind that does not retry: it is queued again, and the stop waits for that', async () => {
    const started = deferred();
    const endless = defineJob({
      kind: 'test-endless',
      payload: z.object({}),
      async run(job) {
        started.resolve();
        while (!job.signal.aborted) await new Promise((r) => setTimeout(r, 10));
        job.signal.throwIfAborted();
      },
    });
    const r = runner([endless]);
    await r.start();
    const id = await r.submit(endless, { payload: {}, userId: null });
    await started.promise;
    await r.stop();
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, startedAt: null, error: null, finishedAt: null });
    await t.db.delete(jobs).where(eq(jobs.id, id));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('job runner on PostgreSQL, several processes', () => {
  /** Another process: a pool of its own on the same database. */
  async function otherProcess() {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!);
    extraDatabases.push(database);
    return database;
  }

  it('two workers never run the same job, and an exclusive kind runs one job at a time', async () => {
    const ran: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const work = async (id: number) => {
      ran.push(id);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((r) => setTimeout(r, 20));
      running -= 1;
    };
    const shared = defineJob({ kind: 'test-shared', payload: z.object({}), run: (job) => work(job.id) });
    const single = defineJob({ kind: 'test-single', payload: z.object({}), exclusive: true, run: (job) => work(job.id) });
    const a = runner([shared, single], await otherProcess());
    const b = runner([shared, single], await otherProcess());
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await a.submit(shared, { payload: {}, userId: null }));
    await Promise.all([a.start(), b.start()]);
    for (const id of ids) expect(await a.waitFor(id)).toMatchObject({ status: 'done' });
    expect([...ran].sort((x, y) => x - y)).toEqual(ids);

    ran.length = 0;
    mostAtOnce = 0;
    const exclusive: number[] = [];
    for (let i = 0; i < 6; i++) exclusive.push(await b.submit(single, { payload: {}, userId: null }));
    for (const id of exclusive) expect(await b.waitFor(id)).toMatchObject({ status: 'done' });
    expect([...ran].sort((x, y) => x - y)).toEqual(exclusive);
    expect(mostAtOnce).toBe(1);
  });

  it('a job running in a live process keeps running when another process starts', async () => {
    const started = deferred();
    const release = deferred();
    const slow = defineJob({
      kind: 'test-slow',
      payload: z.object({}),
      async run() {
        started.resolve();
        await release.promise;
      },
    });
    const live = runner([slow], await otherProcess());
    await live.start();
    const id = await live.submit(slow, { payload: {}, userId: null });
    await started.promise;
    const { failed } = await runner([], await otherProcess()).maintain();
    expect(failed).not.toContain(id);
    expect(await row(id)).toMatchObject({ status: 'running' });
    release.resolve();
    expect(await live.waitFor(id)).toMatchObject({ status: 'done' });
  });
});

describe('GET /api/jobs/{id}', () => {
  it('shows a job to the user who asked for it and to admins; 403 to others, 404 when there is none', async () => {
    const { id: users } = await t.loginDemoUsers();
    const [job] = await t.db
      .insert(jobs)
      .values({ kind: 'test-report', status: 'running', progressDone: 5, progressTotal: 10, userId: users.productor })
      .returning({ id: jobs.id });
    const expected = { id: job!.id, kind: 'test-report', status: 'running', progress: { done: 5, total: 10 }, result: null, error: null };
    for (const who of ['productor', 'admin', 'sudo'] as const) {
      const res = await t.as(who).get(`/api/jobs/${job!.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: expected });
    }
    for (const who of ['productor2', 'supervisor'] as const) expect((await t.as(who).get(`/api/jobs/${job!.id}`)).statusCode).toBe(403);
    expect((await t.as('admin').get('/api/jobs/99999999')).json()).toEqual({ message: 'No se encontró la tarea.' });
    expect((await t.as('admin').get('/api/jobs/abc')).statusCode).toBe(404);
    expect((await t.withToken('nope').get(`/api/jobs/${job!.id}`)).statusCode).toBe(401);
  });
});
