import { itemJobRequested, type BatchItemsAdded } from '../../domain/batches';
import { evolveJob, type JobView } from '../../domain/jobs';
import type { JobsStore } from './jobs-store';

/**
 * A batch's items are jobs from the moment the batch is accepted. Their first views come from
 * BatchItemsAdded, which precedes every job event of the items on the batch's partition, so a rebuild
 * from the topic creates them before it applies their outcomes. Views already there are kept.
 */
export const applyBatchItems = (store: JobsStore, event: BatchItemsAdded): Promise<void> => {
  const batch = {
    batchId: event.data.batchId,
    batchType: event.data.batchType,
    tenantId: event.metadata.tenantId,
    createdAt: event.metadata.occurredAt,
  };
  return store.saveNew(
    event.data.items
      .map((item) => evolveJob(null, itemJobRequested(batch, item)))
      .filter((view): view is JobView => view !== null),
  );
};
