import type { Subscription } from '../../common/messaging';
import type { JobRequested } from '../../domain/jobs';
import { runEvery } from '../runtime';
import { runJob, type AttemptOutcome, type JobRunnerDeps } from './run-job';

export type DueRetryOptions = Readonly<{
  pollMs: number;
  /** Attempts the poller runs at the same time. */
  concurrency: number;
  /** How long a claimed attempt may run before another poller takes it over as died. */
  leaseMs: number;
  work: (request: JobRequested, attempt: number) => Promise<AttemptOutcome>;
}>;

/**
 * Starts scheduled retries when they are due, outside any consumer's handler: a handler that slept
 * through a backoff would stop heartbeating and lose its partitions. Polls the worker's own record of
 * its jobs; the claim moves a run's wake time on, so two processes do not start the same retry.
 */
export const startDueRetries = (deps: JobRunnerDeps, options: DueRetryOptions): Subscription =>
  runEvery(
    'due retries',
    options.pollMs,
    async () => {
      const now = deps.now();
      const leaseUntil = new Date(now.getTime() + options.leaseMs);
      const due = await deps.runs.claimDue(now, leaseUntil, options.concurrency);
      await Promise.all(
        due.map((run) => runJob(deps, run.request, (attempt) => options.work(run.request, attempt), leaseUntil)),
      );
    },
    deps.logger,
  );
