/** The q-quantile (0..1, nearest rank) of ascending samples. */
export function percentile(sorted: readonly number[], q: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  if (value === undefined) throw new Error('percentile of no samples');
  return value;
}

/** p50 and p95 of samples in any order. */
export function summary(times: readonly number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}
