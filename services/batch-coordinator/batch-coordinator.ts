import { EVENT_TYPE_HEADER, JOB_ID_HEADER, type AnyEvent, type EventLog } from '../../common/events';
import type { IncomingMessage, Subscription } from '../../common/messaging';
import { BATCH_EVENT_TYPES } from '../../domain/batches';
import type { DeliveredEvent } from '../../common/events';
import { batchOfEvent } from '../../projections/batches';
import type { BatchEvent } from '../../domain/batches';
import type { JobEvent, JobRequested } from '../../domain/jobs';
import { coordinateBatchEvents, type CoordinatorDeps } from './coordinate-batch';
import { releaseWork } from './release-work';
import type { Topics } from '../../common/topics';

export const BATCH_COORDINATOR_GROUP = 'batch-coordinator.v1';
/** Its own group, so that a single job's release never waits behind a batch's coordination on the same partition. */
export const SINGLE_JOB_RELEASE_GROUP = 'single-job-release.v1';

const BATCH_TYPES: ReadonlySet<string> = new Set(BATCH_EVENT_TYPES);

/**
 * From the headers: a request the gateway wrote for a single job, keyed by that job. A message without an
 * `event-type` header is read, as every consumer does, and judged once decoded (`singleJobRequests`).
 */
const isSingleJobRequest = (message: IncomingMessage): boolean => {
  const type = message.headers[EVENT_TYPE_HEADER];
  if (type === undefined) return true;
  const jobId = message.headers[JOB_ID_HEADER];
  return type === 'JobRequested' && jobId !== undefined && message.key === jobId;
};

/**
 * From the headers: the messages `batchOfEvent` can place in a batch (a batch's own events and job events
 * keyed by something other than their job, its batch). Every standalone job's events are passed over
 * undecoded: single jobs' requests are released by their own group (`startSingleJobRelease`).
 */
export const readsBatchEvents = (message: IncomingMessage): boolean => {
  const type = message.headers[EVENT_TYPE_HEADER];
  if (type === undefined || BATCH_TYPES.has(type)) return true;
  const jobId = message.headers[JOB_ID_HEADER];
  return jobId === undefined || message.key !== jobId;
};

/** A request keyed by its own job: a single job's, written by the gateway, that no batch holds back. */
const singleJobRequests = (delivered: readonly DeliveredEvent<AnyEvent>[]): JobRequested[] =>
  delivered.flatMap(({ event, message }) =>
    event.type === 'JobRequested' && message.key === (event as JobRequested).data.jobId ? [event as JobRequested] : [],
  );

/** A fetched run's events by batch, each batch's in their order (batches are independent of each other). */
const byBatch = (delivered: readonly DeliveredEvent<AnyEvent>[]): Map<string, (BatchEvent | JobEvent)[]> => {
  const runs = new Map<string, (BatchEvent | JobEvent)[]>();
  for (const { event, message } of delivered) {
    const target = batchOfEvent(event, message.key);
    if (target === null) continue;
    const run = runs.get(target.batchId) ?? [];
    run.push(target.event);
    runs.set(target.batchId, run);
  }
  return runs;
};

type JobsTopicReader = Readonly<{
  eventLog: EventLog;
  topics: Topics;
  groupId: string;
  partitionsConcurrently: number;
}>;

/** One group's subscription to the jobs topic, reading only what `reads` picks from the headers. */
const subscribeToJobs = (
  deps: JobsTopicReader,
  reads: (message: IncomingMessage) => boolean,
  handler: (delivered: readonly DeliveredEvent<AnyEvent>[]) => Promise<void>,
  paceMs?: number,
): Promise<Subscription> =>
  deps.eventLog.subscribeBatches<AnyEvent>({
    groupId: deps.groupId,
    topics: [deps.topics.jobs],
    partitionsConcurrently: deps.partitionsConcurrently,
    ...(paceMs === undefined ? {} : { paceMs }),
    reads,
    handler,
  });

/**
 * The batch coordinator: one consumer group on the jobs topic, and with `startSingleJobRelease` the one
 * writer of the work topics. A batch's events share a partition, so one coordinator handles a batch at a
 * time, in order; other partitions (other batches) run in parallel. What one fetch brings of a batch is
 * coordinated as one run: one append of what it decided, one save. While a batch's events keep coming,
 * it waits `paceMs` after each run, so that the next one holds more (fewer saves and appends an item).
 */
export const startBatchCoordinator = (
  deps: CoordinatorDeps & JobsTopicReader & Readonly<{ paceMs?: number }>,
): Promise<Subscription> =>
  subscribeToJobs(
    deps,
    readsBatchEvents,
    async (delivered) => {
      for (const [batchId, events] of byBatch(delivered)) await coordinateBatchEvents(deps, batchId, events);
    },
    deps.paceMs,
  );

/**
 * Releases single jobs' requests to the workers as they are read, in a group of its own: a synchronous
 * request waits on this hop, so it must not queue behind batch coordination (its database saves) on the
 * same partition. It is not paced: a single job's request, a high-priority one included, is released as
 * soon as it is read, even while a batch keeps the topic busy (docs/scaling.md).
 */
export const startSingleJobRelease = (deps: JobsTopicReader): Promise<Subscription> =>
  subscribeToJobs(deps, isSingleJobRequest, (delivered) => releaseWork(deps, singleJobRequests(delivered)));
