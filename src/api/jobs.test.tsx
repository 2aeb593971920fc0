import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { Job } from '../domain/jobs/entity';
import { ApiError } from '../http/errors';
import { AdminTestContext } from '../testing/render';
import { JOB_TIMEOUT_MESSAGE, JobFailedError, JobTimeoutError, useJob, type JobState } from './jobs';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const job = (over: Partial<Job<{ n: number }>>): Job<{ n: number }> => ({
  id: 7,
  kind: 'rates-import',
  status: 'running',
  progress: { done: 0, total: null },
  result: null,
  error: null,
  ...over,
});

/** Serves GET /api/jobs/7 from `answers` (the last one again once they run out); counts the polls. */
function serveJob(answers: (() => Response)[]) {
  const polls = { count: 0 };
  server.use(
    http.get('*/api/jobs/7', () => {
      polls.count += 1;
      return (answers[Math.min(polls.count, answers.length) - 1] ?? answers[0]!)();
    }),
  );
  return polls;
}

function follow(jobId: number | null, timeoutMs = 5000) {
  const wrapper = ({ children }: { children: ReactNode }) => <AdminTestContext>{children}</AdminTestContext>;
  const seen: JobState<{ n: number }>[] = [];
  const hook = renderHook(
    ({ id }) => {
      const state = useJob<{ n: number }>(id, { timeoutMs, pollMs: 20 });
      seen.push(state);
      return state;
    },
    { wrapper, initialProps: { id: jobId } },
  );
  return { ...hook, seen };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('useJob', () => {
  it('is idle without a job', () => {
    const { result } = follow(null);
    expect(result.current).toEqual({ status: 'idle' });
  });

  it('polls a job, passing on its progress, until it is done, then stops', async () => {
    const polls = serveJob([
      () => HttpResponse.json({ data: job({ status: 'queued' }) }),
      () => HttpResponse.json({ data: job({ progress: { done: 2, total: 4 } }) }),
      () => HttpResponse.json({ data: job({ status: 'done', progress: { done: 4, total: 4 }, result: { n: 42 } }) }),
    ]);
    const { result, seen } = follow(7);
    expect(result.current).toEqual({ status: 'running', progress: null });
    await waitFor(() => expect(result.current).toEqual({ status: 'done', result: { n: 42 } }));
    expect(seen).toContainEqual({ status: 'running', progress: { done: 2, total: 4 } });
    const asked = polls.count;
    await pause(100);
    expect(polls.count).toBe(asked);
  });

  it("fails with the job's reason when the job failed", async () => {
    const polls = serveJob([() => HttpResponse.json({ data: job({ status: 'failed', error: "El archivo no tiene la hoja 'Tasas'." }) })]);
    const { result } = follow(7);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const error = (result.current as { error: Error }).error;
    expect(error).toBeInstanceOf(JobFailedError);
    expect(error.message).toBe("El archivo no tiene la hoja 'Tasas'.");
    await pause(100);
    expect(polls.count).toBe(1);
  });

  it("fails with the API's error when a poll fails, and stops polling", async () => {
    const polls = serveJob([
      () => HttpResponse.json({ data: job({}) }),
      () => HttpResponse.json({ message: 'No tiene los permisos para acceder a esta sección.' }, { status: 403 }),
    ]);
    const { result } = follow(7);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const error = (result.current as { error: Error }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    await pause(100);
    expect(polls.count).toBe(2);
  });

  it('fails after the timeout when the job does not end, and stops polling', async () => {
    const polls = serveJob([() => HttpResponse.json({ data: job({ progress: { done: 1, total: 10 } }) })]);
    const { result } = follow(7, 150);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const error = (result.current as { error: Error }).error;
    expect(error).toBeInstanceOf(JobTimeoutError);
    expect(error.message).toBe(JOB_TIMEOUT_MESSAGE);
    const asked = polls.count;
    expect(asked).toBeGreaterThan(1);
    await pause(100);
    expect(polls.count).toBe(asked);
  });

  it('stops polling when the screen goes away', async () => {
    const polls = serveJob([() => HttpResponse.json({ data: job({}) })]);
    const { unmount } = follow(7);
    await waitFor(() => expect(polls.count).toBeGreaterThan(1));
    unmount();
    const asked = polls.count;
    await pause(100);
    expect(polls.count).toBeLessThanOrEqual(asked + 1);
  });
});
