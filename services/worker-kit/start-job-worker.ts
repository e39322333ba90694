import { EVENT_TYPE_HEADER, JOB_TYPE_HEADER, PRIORITY_HEADER } from '../../common/events';
import type { MessageFilter, Subscription } from '../../common/messaging';
import type { JobEvent, JobPriority, JobRequested, JobType } from '../../domain/jobs';
import { runJob, type AttemptOutcome, type JobRunnerDeps } from './run-job';
import { startDueRetries } from './start-due-retries';
import { runEvery } from '../runtime';

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
  /** How often the process looks for retries that are due, and how long one it started may run before another process takes it over. */
  retries?: Readonly<{ pollMs: number; leaseMs: number }>;
}>;

const DEFAULT_RETRIES = { pollMs: 250, leaseMs: 10 * 60_000 };
/** A request is delivered again within minutes of its first delivery (a rebalance, a restart): a day is far more than enough memory. */
const RUNS_KEPT_MS = 24 * 3_600_000;
const RUNS_PURGE_EVERY_MS = 10 * 60_000;

/**
 * Each priority is its own lane: a consumer group of its own, so high-priority requests never wait
 * behind a backlog of standard ones. The high lane reads past standard requests without running them.
 */
export const PRIORITY_LANES: readonly JobPriority[] = ['high', 'standard'];

export const laneGroupId = (groupId: string, priority: JobPriority): string =>
  priority === 'standard' ? groupId : `${groupId}.${priority}`;

/** Runs the event if it is a request of this worker's job type in this lane; other events are someone else's. */
export const handleJobEvent = async (
  deps: JobRunnerDeps,
  options: JobWorkerOptions,
  lane: JobPriority,
  event: JobEvent,
): Promise<void> => {
  if (event.type !== 'JobRequested' || event.data.jobType !== options.jobType || event.data.priority !== lane) return;
  await runJob(deps, event, (attempt) => options.work(event, attempt));
};

/** The requests of one job type in one lane, from the headers: everything else on the topic is passed over undecoded. */
export const requestsOfLane =
  (jobType: JobType, lane: JobPriority): MessageFilter =>
  ({ headers }) =>
    (headers[EVENT_TYPE_HEADER] ?? 'JobRequested') === 'JobRequested' &&
    (headers[JOB_TYPE_HEADER] ?? jobType) === jobType &&
    (headers[PRIORITY_HEADER] ?? lane) === lane;

/** Consumer groups, one per lane, that run every JobRequested of one job type, and the poller that starts its due retries. */
export const startJobWorker = async (deps: JobRunnerDeps, options: JobWorkerOptions): Promise<Subscription> => {
  const lanes = await Promise.all(
    PRIORITY_LANES.map((lane) =>
      deps.eventLog.subscribe<JobEvent>({
        groupId: laneGroupId(options.groupId, lane),
        topics: [deps.topics.work[options.jobType]],
        partitionsConcurrently: options.partitionsConcurrently ?? options.concurrency,
        jobsConcurrently: options.concurrency,
        reads: requestsOfLane(options.jobType, lane),
        handler: (event) => handleJobEvent(deps, options, lane, event),
      }),
    ),
  );
  const retries = startDueRetries(deps, {
    ...(options.retries ?? DEFAULT_RETRIES),
    concurrency: options.concurrency,
    work: options.work,
  });
  const purge = runEvery(
    'job runs purge',
    RUNS_PURGE_EVERY_MS,
    () => deps.runs.purgeEndedBefore(new Date(deps.now().getTime() - RUNS_KEPT_MS)),
    deps.logger,
  );
  return {
    stop: async () => {
      await Promise.all([...lanes, retries, purge].map((subscription) => subscription.stop()));
    },
  };
};
