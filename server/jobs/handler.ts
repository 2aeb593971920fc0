// What a kind of job is: its payload schema and the function that does the work. Each kind is a
// file in ./kinds, listed in ./kinds/index.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';

export const JOB_INTERRUPTED_MESSAGE = 'La tarea se interrumpió antes de terminar. Volvé a intentarlo.';
export const JOB_FAILED_MESSAGE = 'La tarea no pudo terminar. Volvé a intentarlo.';

/** The job's input cannot be processed; the message tells the user why (a 422 for a caller that waits). */
export class JobInputError extends Error {}

export interface JobContext {
  id: number;
  /** who asked for the job */
  userId: number | null;
  /** The job's own connection (it holds the job's lock): every query of the job goes through it. */
  db: Db;
  /** the file the job was given, if any */
  file: Buffer | null;
  /** Saves the progress (at most a few times a second); `total` null while unknown. */
  progress(done: number, total: number | null): Promise<void>;
  /** This run's number (1 = the first) and whether a failure now is the last (no retry left). */
  attempt: number;
  lastAttempt: boolean;
  /**
   * Aborted when the process stops: the handler gives up at its next step
   * (`signal.throwIfAborted()`) and the job goes back to the queue for any process to run again,
   * so a step where it gives up must leave nothing half done (a transaction rolled back, or work
   * that is safe to do again).
   */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** The app's mailer, and the app's address for links in mails (APP_URL). */
  mailer: Mailer;
  appUrl: string;
}

export interface JobHandler<P = unknown, R = unknown> {
  kind: string;
  /** validates the payload when the job is submitted and again when it runs */
  payload: z.ZodType<P>;
  /** At most one job of this kind runs at a time, in all the processes. */
  exclusive?: boolean;
  /** What a failed job says when the failure is not its input's (the error itself is logged). */
  failureMessage?: string;
  /**
   * A failure that is not its input's (a mail server down) queues the job again after each of
   * these delays in turn; once they are used up the job fails. A job its process stopped (or
   * died) in the middle is queued again at once (a job of any kind stopped in the middle is
   * too). Only for work that is safe to do again (its effect happens once, at its end).
   */
  retryDelaysMs?: readonly number[];
  /**
   * A scheduled kind: every process queues one job of it at start and then every `everyMs`
   * (unless one is already queued); with `exclusive`, one runs at a time across the processes.
   */
  schedule?: { everyMs: number; payload: P };
  run(ctx: JobContext, payload: P): Promise<R>;
}

/** A kind of job, typed by its payload and result. */
export const defineJob = <P, R>(handler: JobHandler<P, R>): JobHandler<P, R> => handler;
