import type { AnyEvent } from '../../common/events';
import { WriteContentionError } from '../../common/errors';
import { JOB_EVENT_TYPES, type JobEvent } from '../../domain/jobs';
import {
  BATCH_ENTRY_EVENT_TYPES,
  evolveBatchEntry,
  evolveQueueEntry,
  type BatchEntryEvent,
} from '../../domain/review-queue';
import type { ReviewQueueStore } from './review-queue-store';

const MAX_CONFLICTS = 10;

/** Read, evolve, compare-and-set, as the jobs projection does; the same event twice changes nothing. */
export const applyReviewQueueEvent = async (
  store: ReviewQueueStore,
  event: AnyEvent,
): Promise<'applied' | 'unchanged' | 'ignored'> => {
  const isJob = (JOB_EVENT_TYPES as readonly string[]).includes(event.type);
  if (!isJob && !(BATCH_ENTRY_EVENT_TYPES as readonly string[]).includes(event.type)) return 'ignored';
  for (let conflicts = 0; conflicts < MAX_CONFLICTS; conflicts += 1) {
    const outcome = isJob
      ? await applyToJob(store, event as JobEvent)
      : await applyToBatch(store, event as BatchEntryEvent);
    if (outcome !== 'conflict') return outcome;
  }
  throw new WriteContentionError(`Review queue: too many concurrent updates while applying ${event.metadata.eventId}`);
};

const applyToJob = async (store: ReviewQueueStore, event: JobEvent) => {
  const current = await store.getJob(event.data.jobId);
  const next = evolveQueueEntry(current, event);
  if (next === current || next === null) return 'unchanged';
  return (await store.saveJob(next, current?.version ?? null)) === 'saved' ? 'applied' : 'conflict';
};

const applyToBatch = async (store: ReviewQueueStore, event: BatchEntryEvent) => {
  const current = await store.getBatch(event.data.batchId);
  const next = evolveBatchEntry(current, event);
  if (next === current || next === null) return 'unchanged';
  return (await store.saveBatch(next, current?.updatedAt ?? null)) === 'saved' ? 'applied' : 'conflict';
};
