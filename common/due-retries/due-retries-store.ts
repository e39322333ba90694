import type { JobRequested, JobRetryScheduled } from '../../domain/jobs';

/**
 * A retry a worker scheduled, kept until it is due: the one thing about a job the log cannot do by itself
 * is wake it up later. When it is due the poller hands `scheduled` and `request` back to the job type's
 * work topic, where the worker that owns the job's partition decides and starts the next attempt. Only
 * the workers of one job type write their store.
 */
export type DueRetry = Readonly<{
  jobId: string;
  request: JobRequested;
  scheduled: JobRetryScheduled;
  /** When the poller should hand it over: the retry's `dueAt`, then the end of a claim's lease. */
  wakeAt: string;
}>;

export interface DueRetriesStore {
  ensureIndexes(): Promise<void>;
  /** Keeps the retry unless one of a later attempt is already kept: a late or repeated save changes nothing. */
  save(retry: DueRetry): Promise<void>;
  /** Takes up to `limit` retries whose wake time has come, and moves it to `leaseUntil`, so no other poller takes them meanwhile. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DueRetry[]>;
  /** The earliest wake time kept (a claimed retry's is its lease's end), or null when none is: when the poller looks next. */
  nextWakeAt(): Promise<string | null>;
  /**
   * Gives a claimed retry back, due at its old wake time, when handing it to the log failed: the next poll
   * takes it again instead of waiting out the lease. A claim another poller has taken since (the lease ran
   * out meanwhile) is theirs, and stays.
   */
  release(retry: DueRetry, leaseUntil: Date): Promise<void>;
  /** Drops a retry once it is back in the log (only that retry: a later one of the same job stays). */
  remove(retry: DueRetry): Promise<void>;
}

export const retrySequence = (retry: DueRetry): number => retry.scheduled.data.sequence;
