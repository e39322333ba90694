import type { BoundedMap } from '../../common/cache';
import type { EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import { jobEventKey, type Topics } from '../../common/topics';
import { decideRetry, isFinal, jobCompleted, jobFailed, jobRetryScheduled, jobStarted, type JobCompleted, type JobEvent, type JobFailed, type JobRequested } from '../../domain/jobs';
import type { JobsStore } from '../../projections/jobs';
import { classifyError } from './classify-error';

export type AttemptOutcome = Readonly<{ resultJson: string; fileSha256: string | null; pages: number | null }>;

export type JobRunnerDeps = Readonly<{
  eventLog: EventLog;
  topics: Topics;
  jobs: JobsStore;
  logger: Logger;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  workerId: string;
  retry: Readonly<{ maxAttempts: number; backoffBaseMs: number }>;
  /**
   * The jobs this process ended, by id. The read model can lag behind the topic (after a database
   * outage, a coordinator retrying a release writes the same request twice); this process's own memory
   * of the final event it wrote is what keeps a repeated request from starting the job again.
   */
  ended: BoundedMap<string, 'completed' | 'failed'>;
}>;

/**
 * Runs a requested job to a final event: JobStarted, then JobCompleted, JobFailed, or JobRetryScheduled
 * followed by the next attempt after its backoff. A redelivered request for a finished job does nothing;
 * one for a job whose earlier attempt died with its worker starts the next attempt, so `attempts` shows it.
 */
export const runJobAttempts = async (deps: JobRunnerDeps, request: JobRequested, work: (attempt: number) => Promise<AttemptOutcome>): Promise<void> => {
  const { jobId, batchId } = request.data;
  const tenantId = request.metadata.tenantId;
  const log = deps.logger.child({ tenantId, jobId, correlationId: request.metadata.correlationId });
  const emit = (event: JobEvent) => deps.eventLog.append(deps.topics.jobs, jobEventKey(jobId, batchId), [event]);
  const end = async (event: JobCompleted | JobFailed) => {
    await emit(event);
    deps.ended.set(jobId, event.type === 'JobCompleted' ? 'completed' : 'failed');
  };
  const cause = { tenantId, eventId: request.metadata.eventId };

  const endedHere = deps.ended.get(jobId);
  if (endedHere !== undefined) {
    log.info({ event: 'JobRequested', status: endedHere }, 'job already ended by this worker; redelivery ignored');
    return;
  }
  const view = await deps.jobs.get(jobId);
  if (view !== null && isFinal(view.status)) {
    log.info({ event: 'JobRequested', status: view.status }, 'job already final; redelivery ignored');
    return;
  }
  let attempt = (view?.attempts ?? 0) + 1;
  if (attempt > deps.retry.maxAttempts) {
    await end(jobFailed(cause, { jobId, attempt: attempt - 1, errorCode: 'INTERNAL', errorMessage: `the worker stopped during all ${deps.retry.maxAttempts} attempts`, durationMs: 0 }, deps.now()));
    return;
  }
  for (;;) {
    const startedAt = deps.now();
    await emit(jobStarted(cause, jobId, attempt, deps.workerId, startedAt));
    log.info({ event: 'JobStarted', attempt }, 'attempt started');
    try {
      const outcome = await work(attempt);
      const durationMs = deps.now().getTime() - startedAt.getTime();
      await end(jobCompleted(cause, { jobId, attempt, durationMs, ...outcome }, deps.now()));
      log.info({ event: 'JobCompleted', attempt, durationMs }, 'job completed');
      return;
    } catch (error) {
      const failure = classifyError(error);
      const durationMs = deps.now().getTime() - startedAt.getTime();
      const decision = decideRetry(attempt, { ...deps.retry, retriable: failure.retriable });
      if (!decision.retry) {
        await end(jobFailed(cause, { jobId, attempt, errorCode: failure.code, errorMessage: failure.message, durationMs }, deps.now()));
        log.info({ event: 'JobFailed', attempt, error: failure.toJobError() }, 'job failed');
        if (failure.code === 'INTERNAL') log.error({ err: error }, 'internal error in job');
        return;
      }
      const dueAt = new Date(deps.now().getTime() + decision.delayMs).toISOString();
      await emit(jobRetryScheduled(cause, { jobId, attempt, nextAttempt: decision.nextAttempt, dueAt, errorCode: failure.code, errorMessage: failure.message }, deps.now()));
      log.warn({ event: 'JobRetryScheduled', attempt, dueAt, error: failure.toJobError() }, 'attempt failed; retry scheduled');
      // Blocking retry: simple and keeps the job's events in order; short backoffs keep the partition moving.
      await deps.sleep(decision.delayMs);
      attempt = decision.nextAttempt;
    }
  }
};
