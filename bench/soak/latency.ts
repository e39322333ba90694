/** Answers per operation: every latency, and counts by HTTP status (0: no answer at all). */
export class OperationStats {
  private readonly latencies = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<number, number>>();

  record(operation: string, status: number, ms: number): void {
    const list = this.latencies.get(operation) ?? [];
    list.push(ms);
    this.latencies.set(operation, list);
    const counts = this.statuses.get(operation) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(operation, counts);
  }

  summary(expected: Readonly<Record<string, readonly number[]>>): OperationSummary[] {
    return [...this.latencies].map(([operation, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const byStatus = Object.fromEntries([...(this.statuses.get(operation) ?? [])].sort(([a], [b]) => a - b));
      const ok = expected[operation] ?? [200];
      const errors = Object.fromEntries(Object.entries(byStatus).filter(([status]) => !ok.includes(Number(status))));
      return {
        operation,
        count: list.length,
        byStatus,
        errors,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: Math.round(sorted.at(-1) ?? 0),
      };
    });
  }
}

export type OperationSummary = Readonly<{
  operation: string;
  count: number;
  byStatus: Readonly<Record<string, number>>;
  /** The answers other than the operation's expected ones. */
  errors: Readonly<Record<string, number>>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}>;

/** Nearest-rank percentile of sorted values, in whole milliseconds. */
export const percentile = (sorted: readonly number[], p: number): number =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0);
