import type { EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import { jobEventKey, type Topics } from '../../common/topics';
import {
  evolveJobState,
  initialJobState,
  type JobCommand,
  type JobDecider,
  type JobEvent,
  type JobRequested,
  type JobState,
} from '../../domain/jobs';
import { classifyError } from './classify-error';
import type { JobsInFlight } from './jobs-in-flight';
import { saveRunRecord } from './save-run-record';
import type { JobRunsStore } from '../../common/job-runs';

export type AttemptOutcome = Readonly<{ resultJson: string; fileSha256: string | null; pages: number | null }>;

export type JobRunnerDeps = Readonly<{
  eventLog: EventLog;
  topics: Topics;
  /** This worker's own record of its jobs: what decides whether a job is already finished. */
  runs: JobRunsStore;
  decider: JobDecider;
  logger: Logger;
  now: () => Date;
  /** A number in [0, 1): the jitter of retry delays. */
  random: () => number;
  workerId: string;
  /** This process's runs in progress: one job's runs never overlap here. */
  inFlight: JobsInFlight;
}>;

export type Work = (attempt: number) => Promise<AttemptOutcome>;

/**
 * The worker runner: only I/O. It reads the job's state from the worker's own record, lets the decider
 * say which events follow, writes them to the log, then folds them into the record, and runs the
 * engine between the start and the outcome of an attempt. A retry is scheduled (JobRetryScheduled with
 * `dueAt`), never waited for here: the due-retry poller starts it when it is due.
 *
 * `leaseUntil` is set when the poller runs the attempt: the run then wakes the poller again if this
 * process dies before the outcome. An attempt started from the log needs no lease: the request is
 * delivered again.
 */
export const runJob = (
  deps: JobRunnerDeps,
  request: JobRequested,
  work: Work,
  leaseUntil: Date | null = null,
): Promise<void> => deps.inFlight.one(request.data.jobId, () => runAttempt(deps, request, work, leaseUntil));

const runAttempt = async (
  deps: JobRunnerDeps,
  request: JobRequested,
  work: Work,
  leaseUntil: Date | null,
): Promise<void> => {
  const { jobId } = request.data;
  const log = deps.logger.child({
    tenantId: request.metadata.tenantId,
    jobId,
    correlationId: request.metadata.correlationId,
  });
  const cause = { tenantId: request.metadata.tenantId, eventId: request.metadata.eventId };
  const record = recorder(deps, request, leaseUntil);

  let state = evolveJobState((await deps.runs.load(jobId))?.state ?? initialJobState, request);
  const started = await record(state, {
    type: 'StartAttempt',
    data: { jobId, cause, workerId: deps.workerId, now: deps.now() },
  });
  if (started.events.length === 0) {
    log.info(
      { event: 'JobRequested', status: state.status, dueAt: state.dueAt },
      'job ended or its retry is not due; nothing to start',
    );
    return;
  }
  state = started.state;
  if (state.status !== 'processing') return; // every attempt had died with its worker: the job failed
  const attempt = state.attempts;
  log.info({ event: 'JobStarted', attempt }, 'attempt started');
  const startedAt = deps.now();
  let command: JobCommand;
  try {
    const outcome = await work(attempt);
    command = {
      type: 'CompleteAttempt',
      data: { jobId, cause, ...outcome, durationMs: deps.now().getTime() - startedAt.getTime(), now: deps.now() },
    };
  } catch (error) {
    const failure = classifyError(error);
    if (failure.code === 'INTERNAL') log.error({ err: error }, 'internal error in job');
    const data = {
      jobId,
      cause,
      errorCode: failure.code,
      errorMessage: failure.message,
      retriable: failure.retriable,
      jitter: deps.random(),
    };
    command = {
      type: 'FailAttempt',
      data: { ...data, durationMs: deps.now().getTime() - startedAt.getTime(), now: deps.now() },
    };
  }
  const ended = await record(state, command);
  for (const event of ended.events) log.info({ event: event.type, attempt, ...outcomeFields(event) }, 'attempt ended');
};

/** Decides, appends the events to the log (the truth first), then saves the worker's record of the job. */
const recorder =
  (deps: JobRunnerDeps, request: JobRequested, leaseUntil: Date | null) =>
  async (state: JobState, command: JobCommand) => {
    const events = deps.decider.decide(command, state);
    if (events.length === 0) return { state, events };
    await deps.eventLog.append(deps.topics.jobs, jobEventKey(request.data.jobId, request.data.batchId), events);
    const next = events.reduce(deps.decider.evolve, state);
    const wakeAt =
      next.status === 'retry_scheduled'
        ? next.dueAt
        : next.status === 'processing' && leaseUntil !== null
          ? leaseUntil.toISOString()
          : null;
    await saveRunRecord(deps.runs, { jobId: request.data.jobId, state: next, request, wakeAt }, deps.logger);
    return { state: next, events };
  };

const outcomeFields = (event: JobEvent): Record<string, unknown> => {
  if (event.type === 'JobRetryScheduled')
    return { dueAt: event.data.dueAt, error: `${event.data.errorCode}: ${event.data.errorMessage}` };
  if (event.type === 'JobFailed') return { error: `${event.data.errorCode}: ${event.data.errorMessage}` };
  if (event.type === 'JobCompleted') return { durationMs: event.data.durationMs };
  return {};
};
