/**
 * Whether a failed attempt is tried again, and when. Exponential backoff (base × 4^(attempt-1)) keeps
 * a flaky dependency from being hammered; permanent errors never reach this point.
 */
export type RetryDecision = Readonly<{ retry: true; nextAttempt: number; delayMs: number }> | Readonly<{ retry: false }>;

export const decideRetry = (attempt: number, options: { maxAttempts: number; backoffBaseMs: number; retriable: boolean }): RetryDecision => {
  if (!options.retriable || attempt >= options.maxAttempts) return { retry: false };
  return { retry: true, nextAttempt: attempt + 1, delayMs: options.backoffBaseMs * 4 ** (attempt - 1) };
};
