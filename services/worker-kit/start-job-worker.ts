import { EVENT_TYPE_HEADER, JOB_TYPE_HEADER } from '../../common/events';
import type { IncomingMessage, MessageFilter, Subscription } from '../../common/messaging';
import type { JobEvent, JobPriority, JobRequested, JobType } from '../../domain/jobs';
import { CATCH_UP_HEADER, PartitionCatchUp } from './partition-catch-up';
import { runJob, workHeaders, type AttemptOutcome, type JobRunnerDeps } from './run-job';
import { startDueRetries } from './start-due-retries';
import { runEvery } from '../runtime';
import { workTopic } from '../../common/topics';

export type JobWorkerOptions = Readonly<{
  jobType: JobType;
  groupId: string;
  /** Jobs of one partition run at the same time by this process (and due retries started at a time). */
  concurrency: number;
  /**
   * Partitions of one lane handled at the same time (default: `concurrency`). kafkajs fetches again only
   * once every partition of the last fetch is handled, so a partition left waiting here waits a whole round.
   */
  partitionsConcurrently?: number;
  work: (request: JobRequested, attempt: number) => Promise<AttemptOutcome>;
  /**
   * When the process looks for retries that are due (when the earliest is, at most `maxIdleMs` apart and at
   * least `minGapMs`), and how long one it claimed is its own to hand back.
   */
  retries?: Readonly<{ minGapMs: number; maxIdleMs: number; leaseMs: number }>;
}>;

const DEFAULT_RETRIES = { minGapMs: 250, maxIdleMs: 5_000, leaseMs: 60_000 };
/** How often the jobs nothing happened to for a while are dropped from the worker's memory (`WorkerJobs`). */
const FORGET_EVERY_MS = 10 * 60_000;

/**
 * Each priority is its own lane: a consumer group of its own on a work topic of its own (`workTopic`), so
 * high-priority requests never wait behind a backlog of standard ones, and the high lane never fetches
 * past a batch's standard work to find them.
 */
export const PRIORITY_LANES: readonly JobPriority[] = ['high', 'standard'];

export const laneGroupId = (groupId: string, priority: JobPriority): string =>
  priority === 'standard' ? groupId : `${groupId}.${priority}`;

/**
 * One event of a lane's work topic. Its events are folded into the worker's jobs; a request is run, once
 * the worker has caught up with its partition (`PartitionCatchUp`), or else written back to it to learn
 * when it has.
 */
export const handleWorkEvent = async (
  deps: JobRunnerDeps,
  options: JobWorkerOptions,
  catchUp: PartitionCatchUp,
  event: JobEvent,
  message: IncomingMessage,
): Promise<void> => {
  if (event.type !== 'JobRequested') deps.jobs.fold(event);
  else if (event.data.jobType !== options.jobType) return;
  else if (catchUp.caughtUpAt(message)) await runJob(deps, event, (attempt) => options.work(event, attempt));
  else
    await deps.eventLog.append(message.topic, event.data.jobId, [event], {
      ...workHeaders(event),
      [CATCH_UP_HEADER]: deps.workerId,
    });
};

/** Read whatever the worker knows: a request, and a retry handed back (its worker may be another process's poller). */
const ALWAYS_READ = new Set(['JobRequested', 'JobRetryScheduled']);

/**
 * What one lane reads of its work topic, from the headers: its own job type's requests and retries, and,
 * while it catches up with a partition, the copies of the workers' other events. Everything else is passed
 * over undecoded, and holds up nothing. The topic is the lane's priority: a high request found on the
 * standard topic (released there before high work had a topic of its own) is run, not passed over.
 */
export const workOfLane =
  (jobType: JobType, catchUp: PartitionCatchUp): MessageFilter =>
  (message) => {
    const catchingUp = catchUp.catchingUpAt(message);
    const { headers } = message;
    if ((headers[JOB_TYPE_HEADER] ?? jobType) !== jobType) return false;
    const type = headers[EVENT_TYPE_HEADER];
    return type === undefined || ALWAYS_READ.has(type) || catchingUp;
  };

/** Consumer groups, one per lane, that run every JobRequested of one job type, and the poller that hands its due retries back. */
export const startJobWorker = async (deps: JobRunnerDeps, options: JobWorkerOptions): Promise<Subscription> => {
  const dueRetries = startDueRetries(deps, {
    ...(options.retries ?? DEFAULT_RETRIES),
    concurrency: options.concurrency,
  });
  // A retry the runner schedules wakes the poller when it is due.
  const runnerDeps: JobRunnerDeps = { ...deps, retries: dueRetries.retries };
  const lanes = await Promise.all(
    PRIORITY_LANES.map((lane) => {
      const catchUp = new PartitionCatchUp(deps.workerId);
      return deps.eventLog.subscribe<JobEvent>({
        groupId: laneGroupId(options.groupId, lane),
        topics: [workTopic(deps.topics, options.jobType, lane)],
        partitionsConcurrently: options.partitionsConcurrently ?? options.concurrency,
        jobsConcurrently: options.concurrency,
        reads: workOfLane(options.jobType, catchUp),
        handler: (event, message) => handleWorkEvent(runnerDeps, options, catchUp, event, message),
      });
    }),
  ).catch(async (error: unknown) => {
    // A worker that could not start leaves no poller looking for its retries.
    await dueRetries.stop();
    throw error;
  });
  const forget = runEvery(
    'idle jobs forgotten',
    FORGET_EVERY_MS,
    async () => {
      deps.jobs.forgetIdle();
    },
    deps.logger,
  );
  return {
    stop: async () => {
      await Promise.all([...lanes, dueRetries, forget].map((subscription) => subscription.stop()));
    },
  };
};
