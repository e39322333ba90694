import { untilSaved } from '../../common/retry';
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
): Promise<'applied' | 'unchanged'> =>
  untilSaved(
    async () => {
      const current = await store.getBatch(event.data.batchId);
      const next = evolveBatchEntry(current, event);
      if (next === current || next === null) return { done: 'unchanged' as const };
      return (await store.saveBatch(next, current?.updatedAt ?? null)) === 'saved'
        ? { done: 'applied' as const }
        : 'conflict';
    },
    MAX_CONFLICTS,
    () => `Review queue: too many concurrent updates while applying ${event.metadata.eventId}`,
  );
