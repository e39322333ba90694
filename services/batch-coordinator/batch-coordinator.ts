import type { AnyEvent, EventLog } from '../../common/events';
import type { Subscription } from '../../common/messaging';
import { batchOfEvent } from '../../projections/batches';
import { coordinateBatch, type CoordinatorDeps } from './coordinate-batch';

export const BATCH_COORDINATOR_GROUP = 'batch-coordinator.v1';

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
    handler: async (event, message) => {
      const target = batchOfEvent(event, message.key);
      if (target !== null) await coordinateBatch(deps, target.batchId, target.event);
    },
  });
