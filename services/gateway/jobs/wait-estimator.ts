import { RefreshingValue } from '../../../common/cache';
import type { JobsStore, QueueStats } from '../../../projections/jobs';

const WINDOW_MS = 60_000;
const REFRESH_MS = 1_000;
const EXPIRE_MS = 30_000;
/** Before any job has finished there is no throughput to go on; assume one job takes this long. */
const DEFAULT_JOB_MS = 2_000;

/** Estimated wait = open jobs ÷ recent throughput; falls back to open × average duration when idle. */
export const estimateWaitMs = (stats: QueueStats): number => {
  if (stats.open === 0) return 0;
  if (stats.finishedSince > 0) return Math.round((stats.open / stats.finishedSince) * WINDOW_MS);
  return Math.round(stats.open * (stats.avgDurationMs ?? DEFAULT_JOB_MS));
};

/**
 * Reads the queue's figures in the background at most once a second, so the estimate costs the hot
 * path nothing. An estimate is advice: when the figures cannot be read it says 0 rather than fail the request.
 */
export const waitEstimator = (store: JobsStore, now: () => Date) => {
  const stats = new RefreshingValue(() => store.queueStats(new Date(now().getTime() - WINDOW_MS)), {
    refreshAfterMs: REFRESH_MS,
    expireAfterMs: EXPIRE_MS,
    now: () => now().getTime(),
  });
  return (): Promise<number> => stats.get().then(estimateWaitMs, () => 0);
};
