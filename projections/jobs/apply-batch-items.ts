import { itemRequestsOf, type BatchItemsAdded } from '../../domain/batches';
import { evolveJob, type JobView } from '../../domain/jobs';
import type { JobsStore } from './jobs-store';

/**
 * A batch's items are jobs from the moment the batch is accepted. Their first views come from
 * BatchItemsAdded, which precedes every job event of the items on the batch's partition, so a rebuild
 * from the topic creates them before it applies their outcomes. Views already there are kept.
 */
export const applyBatchItems = (store: JobsStore, event: BatchItemsAdded): Promise<void> =>
  store.saveNew(
    itemRequestsOf(event)
      .map((request) => evolveJob(null, request))
      .filter((view): view is JobView => view !== null),
  );
