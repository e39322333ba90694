import { EVENT_TYPE_HEADER, JOB_ID_HEADER, type AnyEvent, type EventLog } from '../../common/events';
import type { IncomingMessage, Subscription } from '../../common/messaging';
import { BATCH_EVENT_TYPES } from '../../domain/batches';
import { batchOfEvent } from '../../projections/batches';
import { coordinateBatch, type CoordinatorDeps } from './coordinate-batch';

export const BATCH_COORDINATOR_GROUP = 'batch-coordinator.v1';

const BATCH_TYPES: ReadonlySet<string> = new Set(BATCH_EVENT_TYPES);

/**
 * The messages `batchOfEvent` can place in a batch, from the headers: a batch's own events and job events
 * keyed by something other than their job (its batch). The released requests of the items (keyed by job)
 * and every standalone job's events are passed over undecoded.
 */
export const readsBatchEvents = (message: IncomingMessage): boolean => {
  const type = message.headers[EVENT_TYPE_HEADER];
  if (type === undefined || BATCH_TYPES.has(type)) return true;
  const jobId = message.headers[JOB_ID_HEADER];
  return jobId === undefined || message.key !== jobId;
};

/**
 * The batch coordinator: one consumer group on the jobs topic. A batch's events share a partition, so
 * one coordinator handles a batch at a time, in order; other partitions (other batches) run in parallel.
 */
export const startBatchCoordinator = (
  deps: CoordinatorDeps & Readonly<{ eventLog: EventLog; groupId: string; partitionsConcurrently: number }>,
): Promise<Subscription> =>
  deps.eventLog.subscribe<AnyEvent>({
    groupId: deps.groupId,
    topics: [deps.topics.jobs],
    partitionsConcurrently: deps.partitionsConcurrently,
    reads: readsBatchEvents,
    handler: async (event, message) => {
      const target = batchOfEvent(event, message.key);
      if (target !== null) await coordinateBatch(deps, target.batchId, target.event);
    },
  });
