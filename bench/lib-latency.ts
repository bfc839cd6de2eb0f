// Latency summaries the benchmarks' child processes send to their parent instead of every figure.

export interface LagSummary {
  received: number;
  p50: number;
  p99: number;
  max: number;
}

/** How many figures, their p50, p99 and largest (milliseconds). */
export function summary(values: readonly number[]): LagSummary {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return { received: sorted.length, p50: at(50), p99: at(99), max: sorted.at(-1) ?? Number.NaN };
}
