import type { Logger } from '../../common/logging';
import type { JobRun, JobRunsStore } from '../../common/job-runs';
import { retry, type RetryPolicy } from '../../common/retry';

/** How long a record whose events are already in the log keeps being tried, and how often. */
const SAVE_POLICY: RetryPolicy = {
  maxAttempts: Number.MAX_SAFE_INTEGER,
  backoff: { baseMs: 100, maxMs: 2_000, jitterRatio: 0 },
};
const GIVE_UP_AFTER_MS = 120_000;

/**
 * Saves the worker's record of a job after its events were appended. The log already says what
 * happened, so the record must follow it: a record left behind (the database down at that moment) would
 * make the request's redelivery start the job again, as if its attempt had died with its worker. An
 * outage is waited out here, for up to two minutes, instead of failing the delivery and deciding again.
 */
export const saveRunRecord = async (runs: JobRunsStore, run: JobRun, logger: Logger): Promise<void> =>
  retry(() => runs.save(run), {
    policy: SAVE_POLICY,
    deadline: Date.now() + GIVE_UP_AFTER_MS,
    onRetry: ({ error, delayMs }) => {
      logger.warn(
        { err: error, jobId: run.jobId, delayMs },
        "the job's events are in the log but its run record is not saved yet; trying again",
      );
    },
  });
