// Background jobs (GET /api/jobs/{id}) and THE hook that follows one: a screen that starts a job
// (a rates import; later PDFs, spreadsheets) polls it with useJob until it is done or failed.
import { useEffect, useMemo, useState } from 'react';
import { isJobFinished, type Job, type JobProgress } from '../domain/jobs/entity';
import { MESSAGES } from '../domain/core/messages';
import { api } from './client';
import { defineMethods, useResourceQuery } from './dataPath';

/** How often a running job is asked about. */
export const JOB_POLL_MS = 500;
export const JOB_TIMEOUT_MESSAGE = 'La tarea está tardando más de lo esperado. Volvé a intentarlo más tarde.';

export const jobsApi = defineMethods('jobs', {
  get: <R>(id: number, signal?: AbortSignal) => api.record<Job<R>>(`jobs/${id}`, { signal }),
});

/** The job ended failed; the message is its reason. */
export class JobFailedError extends Error {}
/** The job did not end within the screen's time. */
export class JobTimeoutError extends Error {}

export type JobState<R> =
  | { status: 'idle' }
  /** queued or running; `progress` null until the first answer */
  | { status: 'running'; progress: JobProgress | null }
  | { status: 'done'; result: R }
  /** the job failed (JobFailedError), a poll failed (the API's error) or the time ran out (JobTimeoutError) */
  | { status: 'failed'; error: Error };

export interface UseJobOptions {
  /** Polling stops and the state fails after this long without the job ending. */
  timeoutMs: number;
  pollMs?: number;
}

/**
 * Follows job `jobId` (none: idle) until it is done or failed. Stops polling when it ends, when
 * a poll fails, when `timeoutMs` pass, and when the component unmounts; never spins forever.
 */
export function useJob<R>(jobId: number | null | undefined, { timeoutMs, pollMs = JOB_POLL_MS }: UseJobOptions): JobState<R> {
  const [timedOutId, setTimedOutId] = useState<number | null>(null);
  const timedOut = jobId != null && timedOutId === jobId;
  const query = useResourceQuery(jobsApi, ['jobs', 'detail', { id: jobId }], (j, signal) => j.get<R>(jobId as number, signal), {
    enabled: jobId != null && !timedOut,
    retry: false,
    gcTime: 0,
    refetchInterval: (q) => (q.state.error || (q.state.data && isJobFinished(q.state.data.status)) ? false : pollMs),
    refetchIntervalInBackground: true,
  });
  const { data, error } = query;
  const finished = !!data && isJobFinished(data.status);

  useEffect(() => {
    if (jobId == null || finished) return;
    const timer = setTimeout(() => setTimedOutId(jobId), timeoutMs);
    return () => clearTimeout(timer);
  }, [jobId, finished, timeoutMs]);

  return useMemo((): JobState<R> => {
    if (jobId == null) return { status: 'idle' };
    if (data?.id === jobId && data.status === 'done') return { status: 'done', result: data.result as R };
    if (data?.id === jobId && data.status === 'failed')
      return { status: 'failed', error: new JobFailedError(data.error ?? MESSAGES.genericError) };
    if (error) return { status: 'failed', error };
    if (timedOut) return { status: 'failed', error: new JobTimeoutError(JOB_TIMEOUT_MESSAGE) };
    return { status: 'running', progress: data?.id === jobId ? data.progress : null };
  }, [jobId, data, error, timedOut]);
}
