/** Start-up waits for dependencies that are still starting, for a bounded time, then gives up loudly. */
export const withRetries = async <T>(what: string, action: () => Promise<T>, options: { attempts: number; delayMs: number; onRetry?: (error: unknown, attempt: number) => void }): Promise<T> => {
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      lastError = error;
      options.onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    }
  }
  throw new Error(`${what} did not succeed after ${options.attempts} attempts: ${lastError instanceof Error ? lastError.message : String(lastError)}`, { cause: lastError });
};
