import { JOB_TYPE_HEADER, PRIORITY_HEADER, WEBHOOK_HEADER, type EventLog } from '../../common/events';
import type { DueRetriesStore } from '../../common/due-retries';
import type { Logger } from '../../common/logging';
import { jobEventKey, workTopic, type Topics } from '../../common/topics';
import type { JobCause, JobCommand, JobDecider, JobEvent, JobRequested } from '../../domain/jobs';
import { classifyError } from './classify-error';
import type { WorkerJobs } from './worker-jobs';

export type AttemptOutcome = Readonly<{ resultJson: string; fileSha256: string | null; pages: number | null }>;

export type JobRunnerDeps = Readonly<{
  eventLog: EventLog;
  topics: Topics;
  /** The jobs as this worker's log says: what decides whether a job already ran. */
  jobs: WorkerJobs;
  /** Scheduled retries, kept until they are due. */
  retries: DueRetriesStore;
  decider: JobDecider;
  logger: Logger;
  now: () => Date;
  /** A number in [0, 1): the jitter of retry delays. */
  random: () => number;
  /** This worker's id (host and process): its `JobStarted` events carry it, and no other worker process has it. */
  workerId: string;
}>;

export type Work = (attempt: number) => Promise<AttemptOutcome>;

/**
 * The headers of a job's events, from its request: each lane reads only its own jobs' events, and the
 * notifier only the events of jobs that asked for a webhook; the others pass them over undecoded.
 */
export const workHeaders = (request: JobRequested): Record<string, string> => ({
  [JOB_TYPE_HEADER]: request.data.jobType,
  [PRIORITY_HEADER]: request.data.priority,
  ...(request.data.webhookUrl === null ? {} : { [WEBHOOK_HEADER]: 'yes' }),
});

/**
 * The worker runner: only I/O. It asks the decider what a request leads to, given the job as the worker's
 * own log says (`WorkerJobs`), writes the events, and runs the engine between the start and the outcome of
 * an attempt. Every event goes to the history (the jobs topic) and to the job type's work topic, beside the
 * request: whichever worker reads the request again later (this one after a rebalance, another after this
 * one died) reads there what came of it. A retry is scheduled (JobRetryScheduled with `dueAt`), never
 * waited for here: the due-retry poller hands the request back to the work topic when it is due.
 */
export const runJob = (deps: JobRunnerDeps, request: JobRequested, work: Work): Promise<void> =>
  // A delivery that comes while another runs here (the attempt too) waits for it rather than passing it in the log.
  deps.jobs.inTurn(request.data.jobId, () => decideAndRun(deps, request, work));

const decideAndRun = async (deps: JobRunnerDeps, request: JobRequested, work: Work): Promise<void> => {
  const { jobId } = request.data;
  deps.jobs.fold(request);
  await appendPending(deps, request);
  const log = deps.logger.child({
    tenantId: request.metadata.tenantId,
    jobId,
    correlationId: request.metadata.correlationId,
  });
  const cause = { tenantId: request.metadata.tenantId, eventId: request.metadata.eventId };
  const before = deps.jobs.state(jobId);
  const started = deps.decider.decide(
    { type: 'StartAttempt', data: { jobId, cause, workerId: deps.workerId, now: deps.now() } },
    before,
  );
  if (started.length === 0) {
    log.info(
      { event: 'JobRequested', status: before.status, dueAt: before.dueAt },
      'job ended or its retry is not due; nothing to start',
    );
    return;
  }
  await appendJobEvents(deps, request, started);
  started.forEach((event) => deps.jobs.fold(event));
  const state = deps.jobs.state(jobId);
  if (state.status !== 'processing') return; // every attempt had died before its outcome: the job failed
  log.info({ event: 'JobStarted', attempt: state.attempts }, 'attempt started');
  await runAttempt(deps, request, work, cause, log);
};

const runAttempt = async (
  deps: JobRunnerDeps,
  request: JobRequested,
  work: Work,
  cause: JobCause,
  log: Logger,
): Promise<void> => {
  const { jobId } = request.data;
  const { attempts: attempt } = deps.jobs.state(jobId);
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
    command = {
      type: 'FailAttempt',
      data: {
        jobId,
        cause,
        errorCode: failure.code,
        errorMessage: failure.message,
        retriable: failure.retriable,
        jitter: deps.random(),
        durationMs: deps.now().getTime() - startedAt.getTime(),
        now: deps.now(),
      },
    };
  }
  const ended = deps.decider.decide(command, deps.jobs.state(jobId));
  // The outcome is kept until it is in the log: should the broker refuse it now, the next delivery writes it, and the job's attempt is not run again.
  deps.jobs.setPending(jobId, ended);
  await appendPending(deps, request);
  for (const event of ended) log.info({ event: event.type, attempt, ...outcomeFields(event) }, 'attempt ended');
};

/** Writes an outcome decided earlier, a scheduled retry's wake-up first, then folds it in. */
const appendPending = async (deps: JobRunnerDeps, request: JobRequested): Promise<void> => {
  const { jobId } = request.data;
  const pending = deps.jobs.pending(jobId);
  if (pending.length === 0) return;
  for (const event of pending)
    if (event.type === 'JobRetryScheduled')
      await deps.retries.save({ jobId, request, scheduled: event, wakeAt: event.data.dueAt });
  await appendJobEvents(deps, request, pending);
  pending.forEach((event) => deps.jobs.fold(event));
  deps.jobs.setPending(jobId, []);
};

/**
 * A job's events, to the history and then beside its request on the work topic. Written twice they are the
 * same events (their ids say so). The history goes first and alone: a worker decides from the work topic,
 * so a copy there whose history write the broker refused (two writes side by side, one before an outage and
 * one after) would be taken as written and never written again, and the job's trail would lack it for good.
 */
const appendJobEvents = async (deps: JobRunnerDeps, request: JobRequested, events: readonly JobEvent[]) => {
  const { jobId, batchId, jobType, priority } = request.data;
  const headers = workHeaders(request);
  await deps.eventLog.append(deps.topics.jobs, jobEventKey(jobId, batchId), events, headers);
  await deps.eventLog.append(workTopic(deps.topics, jobType, priority), jobId, events, headers);
};

const outcomeFields = (event: JobEvent): Record<string, unknown> => {
  if (event.type === 'JobRetryScheduled')
    return { dueAt: event.data.dueAt, error: `${event.data.errorCode}: ${event.data.errorMessage}` };
  if (event.type === 'JobFailed') return { error: `${event.data.errorCode}: ${event.data.errorMessage}` };
  if (event.type === 'JobCompleted') return { durationMs: event.data.durationMs };
  return {};
};
