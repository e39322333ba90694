import { retryDelayMs, type RetryPolicy } from '../../../domain/retry';

/** A consumer's backoff: the one retry policy (domain/retry), without jitter unless one is set. */
export type Backoff = Readonly<Omit<RetryPolicy, 'jitterRatio' | 'scheduleMs'> & { jitterRatio?: number }>;

/** The delay before retry number `retry` (1 for the first). */
export const backoffDelay = (backoff: Backoff, retry: number, random: () => number = Math.random): number =>
  retryDelayMs({ jitterRatio: 0, ...backoff }, retry, random()) ?? backoff.maxMs;
