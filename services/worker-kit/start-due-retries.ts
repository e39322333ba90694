import type { Subscription } from '../../common/messaging';
import { workTopic } from '../../common/topics';
import { runEvery } from '../runtime';
import { workHeaders, type JobRunnerDeps } from './run-job';

export type DueRetryOptions = Readonly<{
  pollMs: number;
  /** Retries handed back at a time. */
  concurrency: number;
  /** How long a claimed retry is left to the poller that claimed it before another one hands it back. */
  leaseMs: number;
}>;

/**
 * Hands scheduled retries back to the log when they are due: the retry's event and the job's request,
 * written to the job's work topic (its type's and priority's) beside the job's other events. The worker
 * that owns the job's partition reads them there and starts the next attempt as it starts any; a retry
 * handed back twice is the same request twice, which starts nothing the second time. Nothing waits for a
 * backoff in a consumer's handler (one that slept would stop heartbeating and lose its partitions).
 */
export const startDueRetries = (deps: JobRunnerDeps, options: DueRetryOptions): Subscription =>
  runEvery(
    'due retries',
    options.pollMs,
    async () => {
      const now = deps.now();
      const due = await deps.retries.claimDue(now, new Date(now.getTime() + options.leaseMs), options.concurrency);
      await Promise.all(
        due.map(async (retry) => {
          await deps.eventLog.append(
            workTopic(deps.topics, retry.request.data.jobType, retry.request.data.priority),
            retry.jobId,
            [retry.scheduled, retry.request],
            workHeaders(retry.request),
          );
          await deps.retries.remove(retry);
        }),
      );
    },
    deps.logger,
  );
