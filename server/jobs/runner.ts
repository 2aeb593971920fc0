// THE way to run background work (docs/rules/contract.md#funcionamiento-del-servidor): jobs stored in PostgreSQL, taken by a worker in
// each API process. A running job holds one connection of its own (on PostgreSQL, one of the
// pool; on PGlite, the only one) with the job's advisory lock, so a job whose process died is
// recognised (running, lock free) and marked failed by the next process that looks.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isJobFinished } from '../../src/domain/jobs/entity';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { JOB_FILE_MAX_BYTES } from '../db/schema';
import { JOB_FAILED_MESSAGE, JOB_INTERRUPTED_MESSAGE, JobInputError, type JobContext, type JobHandler } from './handler';
import {
  claimJob,
  endAbandonedJobs,
  findJob,
  finishJob,
  hasQueuedJob,
  insertJob,
  jobInput,
  purgeFinishedJobs,
  releaseJob,
  requeueJob,
  saveProgress,
  type ClaimedJob,
  type JobOutcome,
  type JobRecord,
} from './store';

export interface JobRunnerOptions {
  database: Database;
  handlers: readonly JobHandler<any, any>[];
  log: FastifyBaseLogger;
  /** what jobs send mail with, and the app's address for their links */
  mailer: Mailer;
  appUrl: string;
  /** jobs this process runs at once (each holds a connection) */
  maxRunning?: number;
  /** how often an idle worker looks for jobs queued by other processes */
  pollMs?: number;
  /** how often abandoned jobs are failed and old ones purged (also at start) */
  maintenanceMs?: number;
  /** finished jobs are deleted after this many days */
  retentionDays?: number;
  /** progress is saved at most this often */
  progressMs?: number;
}

export class JobRunner {
  private readonly options: Pick<JobRunnerOptions, 'database' | 'mailer'>;
  private readonly handlers: Map<string, JobHandler<any, any>>;
  private readonly log: FastifyBaseLogger;
  private readonly appUrl: string;
  private readonly maxRunning: number;
  private readonly pollMs: number;
  private readonly maintenanceMs: number;
  private readonly retentionDays: number;
  private readonly progressMs: number;
  /** jobs running in this process: id -> kind */
  private readonly running = new Map<number, string>();
  private readonly tasks = new Set<Promise<void>>();
  private readonly waiters = new Map<number, Set<() => void>>();
  private readonly abort = new AbortController();
  private timers: NodeJS.Timeout[] = [];
  private polling: Promise<void> | null = null;
  private pollAgain = false;
  private started = false;

  constructor(options: JobRunnerOptions) {
    this.options = options; // database and mailer read when used: the app's may still be opening (server/http/opening.ts)
    this.handlers = new Map(options.handlers.map((h) => [h.kind, h]));
    this.log = options.log;
    this.appUrl = options.appUrl;
    this.maxRunning = options.maxRunning ?? 2;
    this.pollMs = options.pollMs ?? 1000;
    this.maintenanceMs = options.maintenanceMs ?? 60_000;
    this.retentionDays = options.retentionDays ?? 7;
    this.progressMs = options.progressMs ?? 250;
  }

  private get database(): Database {
    return this.options.database;
  }

  private get mailer(): Mailer {
    return this.options.mailer;
  }

  private get db(): Db {
    return this.database.db;
  }

  /** Queues a job (its payload checked by the kind's schema) and wakes this process's worker. */
  async submit<P>(handler: JobHandler<P, unknown>, input: { payload: P; file?: Buffer; userId: number | null }): Promise<number> {
    if (!this.handlers.has(handler.kind)) throw new Error(`job kind ${handler.kind} is not registered`);
    if (input.file && input.file.length > JOB_FILE_MAX_BYTES) throw new Error(`job file over ${JOB_FILE_MAX_BYTES} bytes`);
    const payload = handler.payload.parse(input.payload);
    const id = await insertJob(this.db, { kind: handler.kind, payload, file: input.file, userId: input.userId });
    this.wake();
    return id;
  }

  /** Queues the scheduled kind's job unless one is already waiting; returns its id, or null. */
  async schedule(handler: JobHandler<any, unknown>): Promise<number | null> {
    if (!handler.schedule || (await hasQueuedJob(this.db, handler.kind))) return null;
    return this.submit(handler, { payload: handler.schedule.payload, userId: null });
  }

  get(id: number): Promise<JobRecord | undefined> {
    return findJob(this.db, id);
  }

  /**
   * The job once it finished, whichever process ran it (this one tells at once; another one is
   * seen by reading the table every second). Stops waiting, returning it as it is, when this
   * process stops.
   */
  async waitFor(id: number): Promise<JobRecord | undefined> {
    for (;;) {
      const job = await this.get(id);
      if (!job || isJobFinished(job.status) || this.abort.signal.aborted) return job;
      await new Promise<void>((resolve) => {
        const waiters = this.waiters.get(id) ?? new Set();
        this.waiters.set(id, waiters);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          if (!waiters.size) this.waiters.delete(id);
          resolve();
        };
        const timer = setTimeout(done, 1000);
        waiters.add(done);
      });
    }
  }

  /** Fails abandoned jobs, purges old ones, then works until `stop`. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.maintain();
    const scheduled = [...this.handlers.values()].filter((h) => h.schedule);
    for (const h of scheduled) await this.schedule(h);
    this.timers = [
      setInterval(() => this.wake(), this.pollMs),
      setInterval(() => void this.maintain().catch((err) => this.log.error({ err }, 'job maintenance failed')), this.maintenanceMs),
      ...scheduled.map((h) =>
        setInterval(
          () => void this.schedule(h).catch((err) => this.log.error({ err, kind: h.kind }, 'job schedule failed')),
          h.schedule!.everyMs,
        ),
      ),
    ];
    for (const t of this.timers) t.unref();
    this.wake();
  }

  /** Takes no more jobs, interrupts the running ones at their next step and waits until they are queued again. */
  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    this.abort.abort();
    await this.polling;
    await Promise.allSettled([...this.tasks]);
    for (const waiters of this.waiters.values()) for (const done of waiters) done();
  }

  /**
   * Ends the running jobs nobody holds (queued again if their kind retries, else failed) and
   * deletes the jobs finished more than `retentionDays` ago.
   */
  async maintain(): Promise<{ failed: number[]; requeued: number[]; purged: number }> {
    const retryKinds = [...this.handlers.values()].filter((h) => h.retryDelaysMs?.length).map((h) => h.kind);
    const { failed, requeued } = await this.database.withConnection((db) =>
      endAbandonedJobs(db, [...this.running.keys()], retryKinds, JOB_INTERRUPTED_MESSAGE),
    );
    if (failed.length) this.log.warn({ jobs: failed }, 'jobs interrupted by a stopped process marked failed');
    if (requeued.length) this.log.warn({ jobs: requeued }, 'jobs interrupted by a stopped process queued again');
    for (const id of failed) this.notify(id);
    if (requeued.length) this.wake();
    const purged = await purgeFinishedJobs(this.db, this.retentionDays);
    return { failed, requeued, purged };
  }

  /** Looks for queued jobs now (after a submit; also every `pollMs`). */
  wake(): void {
    if (this.abort.signal.aborted || !this.started) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.poll()
      .catch((err) => this.log.error({ err }, 'job poll failed'))
      .finally(() => {
        this.polling = null;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.wake();
        }
      });
  }

  private async poll() {
    while (this.running.size < this.maxRunning && !this.abort.signal.aborted) {
      if (!(await this.startOne())) return;
    }
  }

  /** Claims one job on a connection of its own and runs it there; resolves once claimed (true) or when there was none (false). */
  private startOne(): Promise<boolean> {
    return new Promise<boolean>((claimed) => {
      const task = this.database
        .withConnection(async (db) => {
          const job = await this.claim(db);
          claimed(job !== null);
          if (job) await this.runClaimed(db, job);
        })
        .catch((err) => {
          claimed(false);
          this.log.error({ err }, 'job worker failed');
        });
      this.tasks.add(task);
      void task.finally(() => this.tasks.delete(task));
    });
  }

  private async claim(db: Db): Promise<ClaimedJob | null> {
    // An exclusive kind already running here: on PGlite its lock is this process's own to take again.
    const kinds = [...this.handlers.values()]
      .filter((h) => !(h.exclusive && [...this.running.values()].includes(h.kind)))
      .map((h) => h.kind);
    let claimedId: number | undefined;
    try {
      return await claimJob(
        db,
        kinds,
        (kind) => this.handlers.get(kind)?.exclusive === true,
        (job) => {
          claimedId = job.id;
          this.running.set(job.id, job.kind);
        },
      );
    } catch (err) {
      if (claimedId !== undefined) this.running.delete(claimedId);
      throw err;
    }
  }

  private async runClaimed(db: Db, job: ClaimedJob) {
    try {
      const outcome = await this.execute(db, job);
      const retryIn = this.retryDelay(job, outcome);
      if (retryIn === undefined) await finishJob(db, job.id, outcome);
      else await requeueJob(db, job.id, retryIn);
      await releaseJob(db, job);
    } finally {
      this.running.delete(job.id);
      this.notify(job.id);
      this.wake();
    }
  }

  /**
   * The wait before the next attempt of a failed job: none after a stop, which is not the job's
   * failure (any kind: it gave up at a step, see JobContext.signal); else its kind's next delay.
   */
  private retryDelay(job: ClaimedJob, outcome: JobOutcome): number | undefined {
    if (outcome.status !== 'failed' || outcome.errorKind === 'input') return undefined;
    const delays = this.handlers.get(job.kind)?.retryDelaysMs;
    const delay = outcome.errorKind === 'interrupted' ? 0 : delays?.[job.attempts - 1];
    if (delay !== undefined) this.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, retryInMs: delay }, 'job queued again');
    return delay;
  }

  private async execute(db: Db, job: ClaimedJob): Promise<JobOutcome> {
    const handler = this.handlers.get(job.kind);
    const log = this.log.child({ jobId: job.id, kind: job.kind });
    if (!handler) return { status: 'failed', error: JOB_FAILED_MESSAGE, errorKind: 'internal' };
    const signal = this.abort.signal;
    let savedAt = 0;
    const ctx: JobContext = {
      id: job.id,
      userId: job.userId,
      attempt: job.attempts,
      lastAttempt: job.attempts > (handler.retryDelaysMs?.length ?? 0),
      db,
      file: null,
      signal,
      log,
      mailer: this.mailer,
      appUrl: this.appUrl,
      progress: async (done, total) => {
        const now = Date.now();
        if (now - savedAt < this.progressMs && done !== total) return;
        savedAt = now;
        await saveProgress(db, job.id, done, total);
      },
    };
    try {
      // On PGlite every await here is a microtask: without a turn, the request that queued the job,
      // its claim and the read of its input file would hold the event loop as one block.
      await yieldToEventLoop();
      const input = await jobInput(db, job.id);
      ctx.file = input.file;
      const result: unknown = await handler.run(ctx, handler.payload.parse(input.payload));
      return { status: 'done', result };
    } catch (err) {
      if (err instanceof JobInputError) return { status: 'failed', error: err.message, errorKind: 'input' };
      if (signal.aborted) return { status: 'failed', error: JOB_INTERRUPTED_MESSAGE, errorKind: 'interrupted' };
      log.error({ err }, 'job failed');
      return { status: 'failed', error: handler.failureMessage ?? JOB_FAILED_MESSAGE, errorKind: 'internal' };
    }
  }

  private notify(id: number) {
    for (const done of this.waiters.get(id) ?? []) done();
  }
}
