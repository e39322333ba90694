import { retryDelayMs, type RetryPolicy } from '../../domain/retry';

export type StartupRetries = Readonly<{
  attempts: number;
  backoff: RetryPolicy;
  onRetry?: (error: unknown, attempt: number) => void;
}>;

/** Start-up waits for dependencies that are still starting, for a bounded time (the one retry policy), then gives up loudly. */
export const withRetries = async <T>(what: string, action: () => Promise<T>, options: StartupRetries): Promise<T> => {
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      lastError = error;
      options.onRetry?.(error, attempt);
      if (attempt < options.attempts)
        await new Promise((resolve) =>
          setTimeout(resolve, retryDelayMs(options.backoff, attempt, Math.random()) ?? options.backoff.maxMs),
        );
    }
  }
  throw new Error(
    `${what} did not succeed after ${options.attempts} attempts: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
    { cause: lastError },
  );
};
