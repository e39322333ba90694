import type { JobsStore, QueueStats } from '../../../projections/jobs';

const WINDOW_MS = 60_000;
const CACHE_MS = 1_000;
/** Before any job has finished there is no throughput to go on; assume one job takes this long. */
const DEFAULT_JOB_MS = 2_000;

/** Estimated wait = open jobs ÷ recent throughput; falls back to open × average duration when idle. */
export const estimateWaitMs = (stats: QueueStats): number => {
  if (stats.open === 0) return 0;
  if (stats.finishedSince > 0) return Math.round((stats.open / stats.finishedSince) * WINDOW_MS);
  return Math.round(stats.open * (stats.avgDurationMs ?? DEFAULT_JOB_MS));
};

/** Reads the queue's figures at most once a second, so the estimate costs the hot path almost nothing. */
export const waitEstimator = (store: JobsStore, now: () => Date) => {
  let cached: { at: number; value: Promise<number> } | null = null;
  return (): Promise<number> => {
    const at = now().getTime();
    if (cached === null || at - cached.at > CACHE_MS) {
      const value = store.queueStats(new Date(at - WINDOW_MS)).then(estimateWaitMs, () => 0);
      cached = { at, value };
    }
    return cached.value;
  };
};
