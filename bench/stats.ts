/** The q-quantile (0..1, nearest rank) of ascending samples. */
export function percentile(sorted: readonly number[], q: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  if (value === undefined) throw new Error('percentile of no samples');
  return value;
}
