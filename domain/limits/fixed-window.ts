/** One-second windows: simple to share between processes with a single atomic increment per window. */
export const WINDOW_MS = 1_000;

export const windowStart = (now: Date): number => Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;

/** Seconds until the window resets, as RateLimit-Reset and Retry-After want it (at least 1). */
export const secondsToReset = (now: Date): number =>
  Math.max(1, Math.ceil((windowStart(now) + WINDOW_MS - now.getTime()) / 1000));

/** Requests per slice claimed from the shared store: about 20 slices per window whatever the limit. */
export const leaseSize = (limit: number): number => Math.max(1, Math.ceil(limit / 20));
