import { retryDelayMs, type Backoff } from '../retry';
import type { Delivery, DeliveryAttempt } from './delivery';

/** What the receiver's answer means: 2xx delivered; 410 Gone stops every delivery to that URL; anything else is retried. */
export type ResponseVerdict = 'delivered' | 'gone' | 'retry';

export const judgeResponse = (statusCode: number | null): ResponseVerdict => {
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return 'delivered';
  if (statusCode === 410) return 'gone';
  return 'retry'; // no answer, 3xx (redirects are not followed), 4xx, 5xx
};

/** The configured schedule (spec/api-decisions.md): the one backoff (domain/retry), with a fixed schedule. */
export type WebhookBackoff = Extract<Backoff, { scheduleMs: readonly number[] }>;

/**
 * The delivery after one attempt. A failed attempt n is tried again after `scheduleMs[n-1]` (spread by
 * the jitter); after the last delay has been used the delivery is `failed` and stays in the log.
 * `permanent` failures (410, a private address) are not retried.
 */
export const afterAttempt = (
  delivery: Delivery,
  attempt: Omit<DeliveryAttempt, 'attempt'>,
  verdict: ResponseVerdict | 'permanent',
  policy: WebhookBackoff,
  random: () => number,
): Delivery => {
  const number = delivery.attempts.length + 1;
  const attempts = [...delivery.attempts, { ...attempt, attempt: number }];
  const base = { ...delivery, attempts, updatedAt: attempt.at };
  if (verdict === 'delivered')
    return { ...base, status: 'delivered', deliveredAt: attempt.at, nextAttemptAt: null, lastError: null };
  const error = attempt.error ?? `HTTP ${attempt.statusCode ?? 'no answer'}`;
  const delay = verdict === 'retry' ? retryDelayMs(policy, number, random()) : null;
  if (delay === null) return { ...base, status: 'failed', nextAttemptAt: null, lastError: error };
  return {
    ...base,
    status: 'pending',
    nextAttemptAt: new Date(Date.parse(attempt.at) + delay).toISOString(),
    lastError: error,
  };
};
