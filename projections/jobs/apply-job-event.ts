import { WriteContentionError } from '../../common/errors';
import { evolveJob, type JobEvent } from '../../domain/jobs';
import type { JobsStore } from './jobs-store';

const MAX_CONFLICTS = 10;

/**
 * Applies one event to the jobs read model: read, evolve, compare-and-set. A conflict means someone
 * else (the gateway's first write, another delivery) changed the job meanwhile: read again and retry.
 * Applying an event the view already holds changes nothing.
 */
export const applyJobEvent = async (store: JobsStore, event: JobEvent): Promise<'applied' | 'unchanged'> => {
  for (let conflicts = 0; conflicts < MAX_CONFLICTS; conflicts += 1) {
    const current = await store.get(event.data.jobId);
    const next = evolveJob(current, event);
    if (next === current || next === null) return 'unchanged';
    if ((await store.save(next, current?.version ?? null)) === 'saved') return 'applied';
  }
  throw new WriteContentionError(`Job ${event.data.jobId}: too many concurrent updates while applying ${event.metadata.eventId}`);
};
