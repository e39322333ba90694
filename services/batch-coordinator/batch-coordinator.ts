import { EVENT_TYPE_HEADER, JOB_ID_HEADER, type AnyEvent } from '../../common/events';
import type { IncomingMessage, Subscription } from '../../common/messaging';
import { BATCH_EVENT_TYPES } from '../../domain/batches';
import type { DeliveredEvent } from '../../common/events';
import { batchOfEvent } from '../../projections/batches';
import type { BatchEvent } from '../../domain/batches';
import type { JobEvent, JobRequested } from '../../domain/jobs';
import { coordinateBatchEvents, type CoordinatorDeps } from './coordinate-batch';
import { releaseWork } from './release-work';

export const BATCH_COORDINATOR_GROUP = 'batch-coordinator.v1';

const BATCH_TYPES: ReadonlySet<string> = new Set(BATCH_EVENT_TYPES);

/**
 * From the headers: what the coordinator acts on. The messages `batchOfEvent` can place in a batch (a
 * batch's own events and job events keyed by something other than their job, its batch), and the requests
 * the gateway wrote for single jobs (keyed by their job). A single job's later events are passed over
 * undecoded. A message without an `event-type` header is read, as every consumer does, and judged once
 * decoded.
 */
export const readsCoordinatorEvents = (message: IncomingMessage): boolean => {
  const type = message.headers[EVENT_TYPE_HEADER];
  if (type === undefined || BATCH_TYPES.has(type)) return true;
  const jobId = message.headers[JOB_ID_HEADER];
  return jobId === undefined || message.key !== jobId || type === 'JobRequested';
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

/**
 * The batch coordinator: one consumer group on the jobs topic, the one writer of the work topics. A
 * batch's events share a partition, so one coordinator handles a batch at a time, in order; other
 * partitions (other batches) run in parallel. What one fetch brings of a batch is coordinated as one run:
 * one append of what it decided, one save. While a batch's events keep coming, it waits `paceMs` after
 * each run, so that the next one holds more (fewer saves and appends an item).
 *
 * The run's single jobs' requests are released first, before any batch's coordination (its database
 * save): a synchronous request waits on this hop. After a quiet spell one is released as soon as it is
 * read; while a batch runs, up to the pace and the run before it later (docs/scaling-log.md). Reading them in
 * a group of its own cost a fetch at every write of a batch's partition, for nothing.
 */
export const startBatchCoordinator = (
  deps: CoordinatorDeps & Readonly<{ groupId: string; partitionsConcurrently: number; paceMs?: number }>,
): Promise<Subscription> =>
  deps.eventLog.subscribeBatches<AnyEvent>({
    groupId: deps.groupId,
    topics: [deps.topics.jobs],
    partitionsConcurrently: deps.partitionsConcurrently,
    ...(deps.paceMs === undefined ? {} : { paceMs: deps.paceMs }),
    reads: readsCoordinatorEvents,
    handler: async (delivered) => {
      await releaseWork(deps, singleJobRequests(delivered));
      for (const [batchId, events] of byBatch(delivered)) await coordinateBatchEvents(deps, batchId, events);
    },
  });
