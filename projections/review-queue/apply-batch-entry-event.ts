import { WriteContentionError } from '../../common/errors';
import { evolveBatchEntry, type BatchEntryEvent } from '../../domain/review-queue';
import type { ReviewQueueStore } from './review-queue-store';

const MAX_CONFLICTS = 10;

/**
 * A batch's entry: read, evolve, compare-and-set on the `updatedAt` that was read (a batch has a
 * handful of events, so one at a time costs little). The same event twice changes nothing.
 */
export const applyBatchEntryEvent = async (
  store: ReviewQueueStore,
  event: BatchEntryEvent,
): Promise<'applied' | 'unchanged'> => {
  for (let conflicts = 0; conflicts < MAX_CONFLICTS; conflicts += 1) {
    const current = await store.getBatch(event.data.batchId);
    const next = evolveBatchEntry(current, event);
    if (next === current || next === null) return 'unchanged';
    if ((await store.saveBatch(next, current?.updatedAt ?? null)) === 'saved') return 'applied';
  }
  throw new WriteContentionError(`Review queue: too many concurrent updates while applying ${event.metadata.eventId}`);
};
