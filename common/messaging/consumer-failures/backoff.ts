/** Capped exponential backoff: base, 2×base, 4×base… never more than max. */
export type Backoff = Readonly<{ baseMs: number; maxMs: number }>;

/** The delay before retry number `retry` (1 for the first). */
export const backoffDelay = (backoff: Backoff, retry: number): number =>
  Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(Math.max(retry - 1, 0), 30));
