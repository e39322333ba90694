import { retryDelayMs, type RetryPolicy } from '../../domain/retry';

export type StartupRetries = Readonly<{
  attempts: number;
  backoff: RetryPolicy;
  /**
   * How long one attempt may take. A server that accepts a connection and then never answers (seen once
   * right after the servers restarted) must not hold start-up forever: the attempt is given up and retried.
   */
  attemptTimeoutMs: number;
  onRetry?: (error: unknown, attempt: number) => void;
}>;

export class AttemptTimedOut extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer within ${ms} ms`);
    this.name = 'AttemptTimedOut';
  }
}

const withinTime = async <T>(what: string, action: () => Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new AttemptTimedOut(what, ms));
    }, ms);
  });
  try {
    return await Promise.race([action(), timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/** Start-up waits for dependencies that are still starting, for a bounded time (the one retry policy), then gives up loudly. */
export const withRetries = async <T>(what: string, action: () => Promise<T>, options: StartupRetries): Promise<T> => {
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    try {
      return await withinTime(what, action, options.attemptTimeoutMs);
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
