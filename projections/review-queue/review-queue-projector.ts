import type { Logger } from '../../common/logging';
import type { Projector } from '../projector-group';
import { RecentViews } from '../../common/cache';
import type { QueueEntry } from '../../domain/review-queue';
import { projectReviewQueueBatch } from './project-review-queue-batch';
import type { ReviewQueueStore } from './review-queue-store';

/**
 * The review console's queue's writer: each run of a partition's events becomes one read and one bulk
 * write. The queue may trail by a moment, so its group gathers events at the broker.
 */
export const reviewQueueProjector = (deps: { store: ReviewQueueStore; logger: Logger }): Projector => {
  // What a run wrote, so that its jobs' next events cost no read; forgotten when partitions move (RecentViews).
  const recent = new RecentViews<QueueEntry>();
  return {
    name: 'review queue',
    forget: () => recent.clear(),
    project: async (delivered) => {
      const written = await projectReviewQueueBatch(
        deps.store,
        delivered.map(({ event }) => event),
        recent,
      );
      const first = delivered[0]!.message;
      deps.logger.debug(
        { partition: first.partition, fromOffset: first.offset, events: delivered.length, written },
        'projected review queue events',
      );
    },
  };
};
