import { retry, type RetryPolicy } from '../../common/retry';

export { AttemptTimedOut } from '../../common/retry';

export type StartupRetries = Readonly<{
  policy: RetryPolicy;
  /**
   * How long one attempt may take. A server that accepts a connection and then never answers (seen once
   * right after the servers restarted) must not hold start-up forever: the attempt is given up and retried.
   */
  attemptTimeoutMs: number;
  onRetry?: (error: unknown, attempt: number) => void;
}>;

/**
 * Start-up waits for dependencies that are still starting, for a bounded time (the one retry loop): any
 * failure is tried again, since a server that is starting fails in every way. Then it gives up loudly.
 */
export const withRetries = async <T>(what: string, action: () => Promise<T>, options: StartupRetries): Promise<T> => {
  try {
    return await retry(action, {
      policy: options.policy,
      classify: () => 'retry',
      attemptTimeoutMs: options.attemptTimeoutMs,
      onRetry: ({ error, attempt }) => options.onRetry?.(error, attempt),
    });
  } catch (error) {
    throw new Error(
      `${what} did not succeed after ${options.policy.maxAttempts} attempts: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
};
