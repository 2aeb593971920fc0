// A background job as GET /api/jobs/{id} answers it (rate imports; later PDFs, spreadsheets, mails).

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobProgress {
  done: number;
  /** null while the amount of work is not known yet */
  total: number | null;
}

export interface Job<R = unknown> {
  id: number;
  kind: string;
  status: JobStatus;
  progress: JobProgress;
  /** once done: what the job produced (a rates import: `{import_report}`) */
  result: R | null;
  /** once failed: why, in Spanish */
  error: string | null;
}

export const isJobFinished = (status: JobStatus) => status === 'done' || status === 'failed';
