/**
 * The project's one retry policy, for jobs, consumers, webhooks and start-up: capped exponential
 * backoff with jitter. Retry n waits `base × factor^(n-1)` (factor 2 unless set), never more than `maxMs`, or `scheduleMs[n-1]` where a fixed
 * schedule is configured (webhooks: spec/api-decisions.md); either is spread by up to `jitterRatio`
 * either way, so that many retries of one outage do not all arrive at the same moment.
 */
export type RetryPolicy = Readonly<{
  baseMs: number;
  maxMs: number;
  factor?: number;
  jitterRatio: number;
  /** Explicit delays instead of doubling; past the last one there is no retry. */
  scheduleMs?: readonly number[];
}>;

/**
 * The delay before retry number `retry` (1 for the first), or null when a fixed schedule has run out.
 * `random` is a number in [0, 1), drawn by the caller so that the policy stays a pure function.
 */
export const retryDelayMs = (policy: RetryPolicy, retry: number, random: number): number | null => {
  const n = Math.max(retry, 1);
  const delay =
    policy.scheduleMs !== undefined
      ? policy.scheduleMs[n - 1]
      : Math.min(policy.maxMs, policy.baseMs * (policy.factor ?? 2) ** Math.min(n - 1, 30));
  if (delay === undefined) return null;
  return Math.max(0, Math.round(delay + delay * policy.jitterRatio * (2 * random - 1)));
};

/** The spread of job and consumer retries (webhooks configure theirs). */
export const DEFAULT_JITTER_RATIO = 0.2;
