import OpenAI from 'openai';
import { AppError, DependencyUnavailableError, InternalError } from '../errors';

/**
 * The SDK's errors, after its own retries, as our errors. Overload, server faults, timeouts and lost
 * connections are retriable (the job is tried again later); a refused key, an unknown model or a
 * request the server will never accept are configuration faults, not worth a retry.
 */
export const mapOpenAiError = (
  error: unknown,
  timeoutMs: number,
  elapsedMs: number,
  what = 'extraction model',
): AppError => {
  if (error instanceof AppError) return error;
  // The SDK names a timeout only when it recognises its own abort; an abort raised in another realm
  // (a test sandbox) reaches us as a plain connection error, so the clock decides as well.
  const timedOut =
    error instanceof OpenAI.APIConnectionTimeoutError ||
    (error instanceof OpenAI.APIConnectionError && elapsedMs >= timeoutMs);
  if (timedOut) {
    return new DependencyUnavailableError(`the ${what} did not answer within ${timeoutMs} ms`, error);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new DependencyUnavailableError(`the ${what} could not be reached: ${error.message}`, error);
  }
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    if (error.status === 429 || error.status >= 500 || error.status === 408 || error.status === 409) {
      return new DependencyUnavailableError(
        `the ${what} is unavailable (HTTP ${error.status}): ${error.message}`,
        error,
      );
    }
    return new InternalError(
      `the ${what} refused the request (HTTP ${error.status}); check OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL: ${error.message}`,
      { cause: error },
    );
  }
  // A reply that is not the wire format at all (a proxy's HTML page, a truncated body).
  return new DependencyUnavailableError(
    `the ${what}'s reply could not be read: ${error instanceof Error ? error.message : String(error)}`,
    error,
  );
};
