import { ApiError } from './client';

export type BackoffOptions = Readonly<{
  /** First wait between polls (default 250 ms); each wait is `factor` times the last, up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  factor?: number;
  /** Give up after this long (default 10 minutes). */
  timeoutMs?: number;
  signal?: AbortSignal;
}>;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('the wait was aborted'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('the wait was aborted'));
      },
      { once: true },
    );
  });

/**
 * Reads until `done` holds, waiting longer between reads (capped exponential backoff). A 429 or 503
 * waits what Retry-After asks and reads again; other errors end the wait.
 */
export const pollWithBackoff = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  options: BackoffOptions = {},
): Promise<T> => {
  const { initialDelayMs = 250, maxDelayMs = 5_000, factor = 2, timeoutMs = 600_000, signal } = options;
  const deadline = Date.now() + timeoutMs;
  let delay = initialDelayMs;
  for (;;) {
    let wait = delay;
    try {
      const value = await read();
      if (done(value)) return value;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 429 && error.status !== 503)) throw error;
      wait = Math.max(delay, (error.retryAfterSeconds ?? 1) * 1_000);
    }
    if (Date.now() + wait > deadline) throw new Error(`still not done after ${timeoutMs} ms`);
    await sleep(wait, signal);
    delay = Math.min(maxDelayMs, delay * factor);
  }
};
