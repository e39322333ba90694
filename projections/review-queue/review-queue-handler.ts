import type { AnyEvent } from '../../common/events';
import { projectReviewQueueBatch } from './project-review-queue-batch';
import type { ReviewQueueStore } from './review-queue-store';

/**
 * One event at a time, for `projections:rebuild` (whose replay hands events over singly): the same fold
 * and the same version-guarded writes as the live projector's batches, so both arrive at the same queue.
 */
export const reviewQueueHandler =
  (store: ReviewQueueStore) =>
  async (event: AnyEvent): Promise<void> => {
    await projectReviewQueueBatch(store, [event]);
  };
