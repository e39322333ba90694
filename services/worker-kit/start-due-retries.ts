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
      const leaseUntil = new Date(now.getTime() + options.leaseMs);
      const due = await deps.retries.claimDue(now, leaseUntil, options.concurrency);
      const handedBack = await Promise.allSettled(
        due.map(async (retry) => {
          try {
            await deps.eventLog.append(
              workTopic(deps.topics, retry.request.data.jobType, retry.request.data.priority),
              retry.jobId,
              [retry.scheduled, retry.request],
              workHeaders(retry.request),
            );
          } catch (error) {
            // The broker is away: the next poll tries again, rather than the lease's end a minute later. If the
            // release fails too, the lease still brings the retry back.
            await deps.retries.release(retry, leaseUntil).catch(() => undefined);
            throw error;
          }
          await deps.retries.remove(retry);
        }),
      );
      // Every hand-back settles before the next poll, so two polls of one process never overlap.
      const failed = handedBack.find((outcome) => outcome.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
    },
    deps.logger,
  );
