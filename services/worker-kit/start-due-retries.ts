import type { DueRetriesStore } from '../../common/due-retries';
import { workTopic } from '../../common/topics';
import { runWhenDue, type WhenDue } from '../runtime';
import { workHeaders, type JobRunnerDeps } from './run-job';

export type DueRetryOptions = Readonly<{
  /** The least time between two looks for due retries (after one whose hand-back failed, too). */
  minGapMs: number;
  /** The longest the poller waits when it knows of no retry coming: one another process saved is found within it. */
  maxIdleMs: number;
  /** Retries handed back at a time. */
  concurrency: number;
  /** How long a claimed retry is left to the poller that claimed it before another one hands it back. */
  leaseMs: number;
}>;

export type DueRetries = WhenDue & {
  /** The store the job runner saves retries to: a save here wakes the poller when the retry is due. */
  retries: DueRetriesStore;
};

/**
 * Hands scheduled retries back to the log when they are due: the retry's event and the job's request,
 * written to the job's work topic (its type's and priority's) beside the job's other events. The worker
 * that owns the job's partition reads them there and starts the next attempt as it starts any; a retry
 * handed back twice is the same request twice, which starts nothing the second time. Nothing waits for a
 * backoff in a consumer's handler (one that slept would stop heartbeating and lose its partitions).
 *
 * The poller looks when the earliest retry in the store is due, and when one this process saves is
 * (`retries`), rather than every few hundred milliseconds: idle, it asks the database once every
 * `maxIdleMs` instead of several times a second (docs/scaling-log.md).
 */
export const startDueRetries = (deps: JobRunnerDeps, options: DueRetryOptions): DueRetries => {
  const poller = runWhenDue(
    'due retries',
    options,
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
            // The broker is away: the next look tries again, rather than the lease's end a minute later. If the
            // release fails too, the lease still brings the retry back.
            await deps.retries.release(retry, leaseUntil).catch(() => undefined);
            throw error;
          }
          await deps.retries.remove(retry);
        }),
      );
      // Every hand-back settles before the next look, so two looks of one process never overlap.
      const failed = handedBack.find((outcome) => outcome.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
      // A full claim may have left more due: look again as soon as the gap allows.
      if (due.length === options.concurrency) return now;
      const next = await deps.retries.nextWakeAt();
      return next === null ? null : new Date(next);
    },
    deps.logger,
    () => deps.now().getTime(),
  );
  const store = deps.retries;
  const retries: DueRetriesStore = {
    ensureIndexes: () => store.ensureIndexes(),
    save: async (retry) => {
      await store.save(retry);
      poller.wakeBy(new Date(retry.wakeAt));
    },
    claimDue: (now, leaseUntil, limit) => store.claimDue(now, leaseUntil, limit),
    nextWakeAt: () => store.nextWakeAt(),
    release: (retry, leaseUntil) => store.release(retry, leaseUntil),
    remove: (retry) => store.remove(retry),
  };
  return { ...poller, retries };
};
