import type { EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import { applyReviewQueueEvent } from './apply-review-queue-event';
import type { ReviewQueueStore } from './review-queue-store';

export const REVIEW_QUEUE_PROJECTION_GROUP = 'projection.review-queue.v1';

/** Keeps the review console's queue up to date from the jobs topic; different jobs' events run side by side. */
export const startReviewQueueProjector = (deps: {
  eventLog: EventLog;
  store: ReviewQueueStore;
  topic: string;
  logger: Logger;
  groupId?: string;
}): Promise<Subscription> =>
  deps.eventLog.subscribe({
    groupId: deps.groupId ?? REVIEW_QUEUE_PROJECTION_GROUP,
    topics: [deps.topic],
    partitionsConcurrently: 3,
    jobsConcurrently: 16,
    handler: async (event) => {
      const outcome = await applyReviewQueueEvent(deps.store, event);
      if (outcome !== 'ignored')
        deps.logger.debug(
          { event: event.type, eventId: event.metadata.eventId, outcome },
          'projected review queue event',
        );
    },
  });
