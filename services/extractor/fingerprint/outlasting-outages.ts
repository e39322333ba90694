import { retry, type RetryPolicy } from '../../../common/retry';
import type { FingerprintLookup } from './look-up-duplicate';

/** How long a lookup keeps being tried through a database outage, and how often. */
const OUTAGE_POLICY: RetryPolicy = {
  maxAttempts: Number.MAX_SAFE_INTEGER,
  backoff: { baseMs: 100, maxMs: 2_000, jitterRatio: 0.2 },
};
const GIVE_UP_AFTER_MS = 120_000;

/**
 * The "seen before?" lookup runs inside a job's attempt: failing it on a database outage would fail the
 * attempt and start the job again once the database is back, although nothing was wrong with the job.
 * An outage is waited out here, as the run record's save does (up to two minutes); anything the error's
 * own flag does not call retriable fails at once.
 */
export const outlastingOutages = (
  lookup: FingerprintLookup,
  options: Readonly<{ onWait?: (error: unknown, delayMs: number) => void; giveUpAfterMs?: number }> = {},
): FingerprintLookup => {
  const outlasting = <T>(read: () => Promise<T>): Promise<T> =>
    retry(read, {
      policy: OUTAGE_POLICY,
      deadline: Date.now() + (options.giveUpAfterMs ?? GIVE_UP_AFTER_MS),
      onRetry: ({ error, delayMs }) => options.onWait?.(error, delayMs),
    });
  return {
    listedUnder: (tenantId, keys, earliest) => outlasting(() => lookup.listedUnder(tenantId, keys, earliest)),
    receipts: (jobIds) => outlasting(() => lookup.receipts(jobIds)),
  };
};
