// The jobs table's reads and writes, and the advisory locks a running job holds.
import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Job, JobStatus } from '../../src/domain/jobs/entity';
import type { Db } from '../db/client';
import { firstRow } from '../db/rows';
import { jobs } from '../db/schema';

/** Lock spaces of pg_advisory_lock(int, int): a running job's id, and an exclusive kind's name. */
export const JOB_LOCKS = 0x4a4f4253;
const KIND_LOCKS = 0x4a4f424b;

export type JobErrorKind = 'input' | 'internal' | 'interrupted';

export interface JobRecord {
  id: number;
  kind: string;
  status: JobStatus;
  progressDone: number;
  progressTotal: number | null;
  result: unknown;
  error: string | null;
  errorKind: JobErrorKind | null;
  userId: number | null;
}

const record = {
  id: jobs.id,
  kind: jobs.kind,
  status: sql<JobStatus>`${jobs.status}`,
  progressDone: jobs.progressDone,
  progressTotal: jobs.progressTotal,
  result: jobs.result,
  error: jobs.error,
  errorKind: sql<JobErrorKind | null>`${jobs.errorKind}`,
  userId: jobs.userId,
};

/** The API's view of a job. */
export const toJob = (r: JobRecord): Job => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  progress: { done: r.progressDone, total: r.progressTotal },
  result: r.result ?? null,
  error: r.error,
});

export async function insertJob(db: Db, values: { kind: string; payload: unknown; file?: Buffer; userId: number | null }) {
  const row = firstRow(
    await db
      .insert(jobs)
      .values({ kind: values.kind, payload: values.payload, inputFile: values.file, userId: values.userId })
      .returning({ id: jobs.id }),
  );
  return row.id;
}

export async function hasQueuedJob(db: Db, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued')))
    .limit(1);
  return !!row;
}

export async function findJob(db: Db, id: number): Promise<JobRecord | undefined> {
  const [row] = await db.select(record).from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function jobInput(db: Db, id: number) {
  return firstRow(await db.select({ payload: jobs.payload, file: jobs.inputFile }).from(jobs).where(eq(jobs.id, id)));
}

export async function saveProgress(db: Db, id: number, done: number, total: number | null) {
  await db.update(jobs).set({ progressDone: done, progressTotal: total }).where(eq(jobs.id, id));
}

export type JobOutcome = { status: 'done'; result: unknown } | { status: 'failed'; error: string; errorKind: JobErrorKind };

/** Records how the job ended and drops its input file. */
export async function finishJob(db: Db, id: number, outcome: JobOutcome) {
  const ended = { finishedAt: new Date(), inputFile: null };
  await db
    .update(jobs)
    .set(
      outcome.status === 'done'
        ? {
            ...ended,
            status: 'done',
            result: outcome.result ?? null,
            progressDone: sql`coalesce(${jobs.progressTotal}, ${jobs.progressDone})`,
          }
        : { ...ended, status: 'failed', error: outcome.error, errorKind: outcome.errorKind },
    )
    .where(eq(jobs.id, id));
}

async function tryLock(db: Db, space: number, key: SQL | number): Promise<boolean> {
  const res = await db.execute(sql`select pg_try_advisory_lock(${space}, ${key}) as ok`);
  return (res as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
}

async function unlock(db: Db, space: number, key: SQL | number) {
  await db.execute(sql`select pg_advisory_unlock(${space}, ${key})`);
}

const kindKey = (kind: string) => sql`hashtext(${kind})`;

/** The locks a claimed job holds on its connection until `releaseJob`. */
export interface ClaimedJob {
  id: number;
  kind: string;
  userId: number | null;
  exclusive: boolean;
  /** the times a worker took it, this one included */
  attempts: number;
}

/**
 * Takes the oldest queued job of `kinds` on the connection `db`: row-locked (skip locked) so no
 * other worker takes it, advisory-locked (a session lock, kept after the commit) for as long as
 * it runs, and marked running. An exclusive kind whose lock another connection holds is left
 * queued. `onClaim` runs inside the transaction, before the job shows as running.
 */
export async function claimJob(
  db: Db,
  kinds: string[],
  isExclusive: (kind: string) => boolean,
  onClaim: (job: ClaimedJob) => void,
): Promise<ClaimedJob | null> {
  const candidates = [...kinds];
  while (candidates.length) {
    const locks: [number, SQL | number][] = [];
    try {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: jobs.id, kind: jobs.kind, userId: jobs.userId, attempts: jobs.attempts })
          .from(jobs)
          .where(and(eq(jobs.status, 'queued'), inArray(jobs.kind, candidates), or(isNull(jobs.runAfter), lte(jobs.runAfter, sql`now()`))))
          .orderBy(asc(jobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        const exclusive = isExclusive(row.kind);
        if (exclusive) {
          if (!(await tryLock(tx, KIND_LOCKS, kindKey(row.kind)))) return { busyKind: row.kind };
          locks.push([KIND_LOCKS, kindKey(row.kind)]);
        }
        if (!(await tryLock(tx, JOB_LOCKS, row.id))) throw new Error(`job ${row.id}: queued but locked`);
        locks.push([JOB_LOCKS, row.id]);
        const job = { ...row, exclusive, attempts: row.attempts + 1 };
        onClaim(job);
        await tx.update(jobs).set({ status: 'running', startedAt: new Date(), attempts: job.attempts }).where(eq(jobs.id, row.id));
        return { job };
      });
      if (!outcome) return null;
      if (outcome.job) return outcome.job;
      locks.length = 0;
      candidates.splice(candidates.indexOf(outcome.busyKind), 1);
    } catch (err) {
      for (const [space, key] of locks) await unlock(db, space, key);
      throw err;
    }
  }
  return null;
}

/** A job back in the queue (its input file kept), to be taken from `runAfter` on (null: at once). */
const queuedAgain = (runAfter: SQL | null) => ({ status: 'queued', startedAt: null, runAfter });

/** Queues a failed job again, to be taken after `delayMs`. */
export async function requeueJob(db: Db, id: number, delayMs: number) {
  await db
    .update(jobs)
    .set(queuedAgain(sql`now() + make_interval(secs => ${delayMs / 1000})`))
    .where(eq(jobs.id, id));
}

/** Gives back the locks of a job that ended (after `finishJob`). */
export async function releaseJob(db: Db, job: ClaimedJob) {
  await unlock(db, JOB_LOCKS, job.id);
  if (job.exclusive) await unlock(db, KIND_LOCKS, kindKey(job.kind));
}

/**
 * Ends the running jobs whose lock nobody holds (their process died), except those of `ownIds`
 * (running here: on PGlite this process's locks are its own to take again): a kind of
 * `retryKinds` is queued again, any other is marked failed. Runs on one connection.
 */
export async function endAbandonedJobs(
  db: Db,
  ownIds: number[],
  retryKinds: string[],
  message: string,
): Promise<{ failed: number[]; requeued: number[] }> {
  const running = await db
    .select({ id: jobs.id, kind: jobs.kind })
    .from(jobs)
    .where(and(eq(jobs.status, 'running'), ownIds.length ? notInArray(jobs.id, ownIds) : undefined));
  const ended = { failed: [] as number[], requeued: [] as number[] };
  for (const { id, kind } of running) {
    if (!(await tryLock(db, JOB_LOCKS, id))) continue;
    try {
      const retry = retryKinds.includes(kind);
      const marked = await db
        .update(jobs)
        .set(
          retry
            ? queuedAgain(null)
            : { status: 'failed', error: message, errorKind: 'interrupted', finishedAt: new Date(), inputFile: null },
        )
        .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      if (marked.length) (retry ? ended.requeued : ended.failed).push(id);
    } finally {
      await unlock(db, JOB_LOCKS, id);
    }
  }
  return ended;
}

/** Deletes the jobs that finished more than `days` ago. */
export async function purgeFinishedJobs(db: Db, days: number): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(lt(jobs.finishedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: jobs.id });
  return deleted.length;
}
