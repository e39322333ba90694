import type { EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import { RecentViews } from '../../common/cache';
import type { QueueEntry } from '../../domain/review-queue';
import { projectReviewQueueBatch } from './project-review-queue-batch';
import type { ReviewQueueStore } from './review-queue-store';

export const REVIEW_QUEUE_PROJECTION_GROUP = 'projection.review-queue.v1';

/**
 * Keeps the review console's queue up to date from the jobs topic: each fetched batch of a partition's
 * events becomes one read and one bulk write, and the position moves on only once it is written.
 */
export const startReviewQueueProjector = (deps: {
  eventLog: EventLog;
  store: ReviewQueueStore;
  topic: string;
  logger: Logger;
  groupId?: string;
  /** The console's queue may trail by this much: the broker gathers events this long for fewer, larger writes. */
  gatherMs?: number;
}): Promise<Subscription> => {
  // What a run wrote, so that its jobs' next events cost no read; forgotten when partitions move (RecentViews).
  const recent = new RecentViews<QueueEntry>();
  return deps.eventLog.subscribeBatches({
    groupId: deps.groupId ?? REVIEW_QUEUE_PROJECTION_GROUP,
    topics: [deps.topic],
    partitionsConcurrently: 3,
    ...(deps.gatherMs === undefined ? {} : { gatherMs: deps.gatherMs }),
    onAssigned: () => recent.clear(),
    handler: async (delivered) => {
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
  });
};
