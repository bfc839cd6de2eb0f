// Percentiles of the benchmarks' timings, and the summaries their child processes send to their parent instead of
// every figure.

/** The nearest-rank percentile `p` (0–100) of values sorted ascending; NaN when there are none. */
export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export interface LagSummary {
  received: number;
  p50: number;
  p99: number;
  max: number;
}

/** How many figures, their p50, p99 and largest (milliseconds). */
export function summary(values: readonly number[]): LagSummary {
  const sorted = Float64Array.from(values).sort();
  return { received: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}
