import { expect, it } from 'vitest';
import { BUSY_MESSAGE, workGate } from './work-gate';
import { HttpError } from './errors';

it('runs two at once, lines up the next eight in order, and answers the rest 503 at once', async () => {
  const gate = workGate({ running: 2, waiting: 8 });
  const started: number[] = [];
  const finish: (() => void)[] = [];
  const job = (i: number) => () =>
    new Promise<number>((resolve) => {
      started.push(i);
      finish[i] = () => resolve(i);
    });
  const results = Array.from({ length: 12 }, (_, i) =>
    gate.run(job(i)).then(
      (v) => v,
      (e: unknown) => e,
    ),
  );
  await new Promise((r) => setTimeout(r, 10));
  expect(started).toEqual([0, 1]);
  for (const refused of [results[10], results[11]]) {
    const e = await refused;
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE });
  }
  // each one that ends lets the next in line start
  for (let i = 0; i < 10; i++) {
    finish[i]!();
    expect(await results[i]).toBe(i);
    await new Promise((r) => setTimeout(r, 0));
  }
  expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  // a failed one frees its place too
  await expect(gate.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
  expect(await gate.run(async () => 'free')).toBe('free');
});
