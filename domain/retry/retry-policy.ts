/**
 * How long to wait before each retry: capped exponential backoff (retry n waits `baseMs × factor^(n-1)`,
 * factor 2 unless set, never more than `maxMs`), or a fixed schedule where one is configured (webhooks:
 * spec/api-decisions.md; past its last delay there is no retry). Either is spread by up to `jitterRatio`
 * either way, so that many retries of one outage do not all arrive at the same moment.
 */
export type Backoff = Readonly<
  { jitterRatio: number } & (
    { baseMs: number; maxMs: number; factor?: number; scheduleMs?: undefined } | { scheduleMs: readonly number[] }
  )
>;

/** The project's one retry policy, for jobs, consumers, start-up and the stores: how many tries, and the backoff between them. */
export type RetryPolicy = Readonly<{
  /** Tries in all, the first included, of something whose failure may pass. */
  maxAttempts: number;
  backoff: Backoff;
}>;

/**
 * The delay before retry number `retry` (1 for the first), or null when a fixed schedule has run out.
 * `random` is a number in [0, 1), drawn by the caller so that the policy stays a pure function.
 */
export const retryDelayMs = (backoff: Backoff, retry: number, random: number): number | null => {
  const n = Math.max(retry, 1);
  const delay =
    backoff.scheduleMs !== undefined
      ? backoff.scheduleMs[n - 1]
      : Math.min(backoff.maxMs, backoff.baseMs * (backoff.factor ?? 2) ** Math.min(n - 1, 30));
  if (delay === undefined) return null;
  return Math.max(0, Math.round(delay + delay * backoff.jitterRatio * (2 * random - 1)));
};

/** The spread of job and consumer retries (webhooks configure theirs). */
export const DEFAULT_JITTER_RATIO = 0.2;
