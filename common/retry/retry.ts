import { retryDelayMs, type RetryPolicy } from '../../domain/retry';
import { isRetriable } from './is-retriable';

/**
 * What one failure means: `retry` counts against the policy's `maxAttempts`; `wait-out` (an outage the
 * caller must outlast, such as a consumer's database going away) is tried again for as long as it lasts;
 * `give-up` ends at once with this error.
 */
export type RetryVerdict = 'retry' | 'wait-out' | 'give-up';

export type RetryNotice = Readonly<{ verdict: 'retry' | 'wait-out'; attempt: number; delayMs: number; error: unknown }>;

export type RetryOptions = Readonly<{
  policy: RetryPolicy;
  /** By default the error's own `retriable` flag decides (`isRetriable`): retry, or give up. */
  classify?: (error: unknown) => RetryVerdict;
  /** A try that has not settled by then is given up and counts as a failure (`AttemptTimedOut`). */
  attemptTimeoutMs?: number;
  /** No retry waits past this moment (epoch ms): the last failure is thrown instead. */
  deadline?: number;
  onRetry?: (notice: RetryNotice) => void;
  /** Waits between tries: a timer unless the caller must keep something alive meanwhile (a consumer's heartbeats). */
  wait?: (ms: number, lastError: unknown) => Promise<void>;
  random?: () => number;
  now?: () => number;
}>;

export class AttemptTimedOut extends Error {
  readonly retriable = true;

  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'AttemptTimedOut';
  }
}

const byRetriableFlag = (error: unknown): RetryVerdict => (isRetriable(error) ? 'retry' : 'give-up');
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const withinTime = async <T>(action: () => Promise<T>, ms: number | undefined): Promise<T> => {
  if (ms === undefined) return action();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new AttemptTimedOut(ms));
    }, ms);
  });
  try {
    return await Promise.race([action(), timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The project's one retry loop: runs `action` until it succeeds, waiting the policy's backoff (with
 * jitter) between tries. A failure the classifier does not retry, the last allowed try, a fixed schedule
 * that ran out or a deadline that would pass throws the failure itself, unchanged.
 */
export const retry = async <T>(action: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> => {
  const classify = options.classify ?? byRetriableFlag;
  const now = options.now ?? Date.now;
  const failures = { retry: 0, 'wait-out': 0 };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withinTime(() => action(attempt), options.attemptTimeoutMs);
    } catch (error) {
      const verdict = classify(error);
      if (verdict === 'give-up') throw error;
      failures[verdict] += 1;
      if (verdict === 'retry' && failures.retry >= options.policy.maxAttempts) throw error;
      const delayMs = retryDelayMs(options.policy.backoff, failures[verdict], (options.random ?? Math.random)());
      if (delayMs === null) throw error;
      if (options.deadline !== undefined && now() + delayMs > options.deadline) throw error;
      options.onRetry?.({ verdict, attempt, delayMs, error });
      await (options.wait ?? sleep)(delayMs, error);
    }
  }
};
