import type { Delivery, DeliveryAttempt } from './delivery';

/** What the receiver's answer means: 2xx delivered; 410 Gone stops every delivery to that URL; anything else is retried. */
export type ResponseVerdict = 'delivered' | 'gone' | 'retry';

export const judgeResponse = (statusCode: number | null): ResponseVerdict => {
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return 'delivered';
  if (statusCode === 410) return 'gone';
  return 'retry'; // no answer, 3xx (redirects are not followed), 4xx, 5xx
};

export type RetryPolicy = Readonly<{ scheduleMs: readonly number[]; jitterRatio: number }>;

/**
 * The delivery after one attempt. A failed attempt n is tried again after `scheduleMs[n-1]` (spread by
 * the jitter); after the last delay has been used the delivery is `failed` and stays in the log.
 * `permanent` failures (410, a private address) are not retried.
 */
export const afterAttempt = (
  delivery: Delivery,
  attempt: Omit<DeliveryAttempt, 'attempt'>,
  verdict: ResponseVerdict | 'permanent',
  policy: RetryPolicy,
  random: () => number,
): Delivery => {
  const number = delivery.attempts.length + 1;
  const attempts = [...delivery.attempts, { ...attempt, attempt: number }];
  const base = { ...delivery, attempts, updatedAt: attempt.at };
  if (verdict === 'delivered') return { ...base, status: 'delivered', deliveredAt: attempt.at, nextAttemptAt: null, lastError: null };
  const error = attempt.error ?? `HTTP ${attempt.statusCode ?? 'no answer'}`;
  const delay = policy.scheduleMs[number - 1];
  if (verdict !== 'retry' || delay === undefined) return { ...base, status: 'failed', nextAttemptAt: null, lastError: error };
  const spread = delay * policy.jitterRatio * (2 * random() - 1);
  return { ...base, status: 'pending', nextAttemptAt: new Date(Date.parse(attempt.at) + Math.max(0, Math.round(delay + spread))).toISOString(), lastError: error };
};
