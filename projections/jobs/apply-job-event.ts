import { untilSaved } from '../../common/retry';
import { evolveJob, type JobEvent } from '../../domain/jobs';
import type { JobsStore } from './jobs-store';
import type { RecentViews } from '../../common/cache';

const MAX_CONFLICTS = 10;

/**
 * Applies one event to the jobs read model: read, evolve, compare-and-set. A conflict means another
 * delivery of the projector changed the job meanwhile: read again and retry.
 * Applying an event the view already holds changes nothing. With `recent`, the view this projector
 * wrote last stands in for the read.
 */
export const applyJobEvent = async (
  store: JobsStore,
  event: JobEvent,
  recent?: RecentViews,
): Promise<'applied' | 'unchanged'> => {
  const jobId = event.data.jobId;
  return untilSaved(
    async (conflicts) => {
      const current = (conflicts === 0 ? recent?.get(jobId) : undefined) ?? (await store.get(jobId));
      const next = evolveJob(current, event);
      if (next === current || next === null) return { done: 'unchanged' as const };
      if ((await store.save(next, current?.version ?? null)) === 'saved') {
        recent?.set(next);
        return { done: 'applied' as const };
      }
      recent?.delete(jobId);
      return 'conflict';
    },
    MAX_CONFLICTS,
    () => `Job ${jobId}: too many concurrent updates while applying ${event.metadata.eventId}`,
  );
};
