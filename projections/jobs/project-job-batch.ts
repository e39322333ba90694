import type { AnyEvent } from '../../common/events';
import { itemRequestsOf, type BatchItemsAdded } from '../../domain/batches';
import { JOB_EVENT_TYPES, evolveJob, type JobEvent, type JobView } from '../../domain/jobs';
import type { JobsStore } from './jobs-store';
import type { RecentViews } from '../../common/cache';

const isJobEvent = (event: AnyEvent): event is JobEvent => (JOB_EVENT_TYPES as readonly string[]).includes(event.type);

/** The first views of a batch's items (BatchItemsAdded precedes every job event of its items on the batch's partition). */
const itemViews = (event: BatchItemsAdded): JobView[] =>
  itemRequestsOf(event)
    .map((request) => evolveJob(null, request))
    .filter((view): view is JobView => view !== null);

/**
 * Applies a fetched run of one partition's events to the jobs read model with one read and one bulk
 * write: reads the views it does not hold (a job first seen in the run needs no read: all of its later
 * events are on this partition, after it), folds every event in order, and writes each changed view
 * once, guarded by its version. A run delivered again changes nothing; a view the store kept because it
 * was newer is dropped from the recent views, so the next event reads it. Returns the views it wrote.
 */
export const projectJobBatch = async (
  store: JobsStore,
  recent: RecentViews,
  events: readonly AnyEvent[],
): Promise<JobView[]> => {
  const firstSeen = new Set<string>();
  const toRead = new Set<string>();
  for (const event of events) {
    if (event.type === 'BatchItemsAdded')
      (event as BatchItemsAdded).data.items.forEach((item) => firstSeen.add(item.jobId));
    else if (event.type === 'JobRequested') firstSeen.add((event as JobEvent).data.jobId);
    else if (isJobEvent(event) && !firstSeen.has(event.data.jobId) && recent.get(event.data.jobId) === undefined)
      toRead.add(event.data.jobId);
  }
  const stored = await store.getMany([...toRead]);
  const changed = new Map<string, JobView>();
  const current = (jobId: string): JobView | null =>
    changed.get(jobId) ?? recent.get(jobId) ?? stored.get(jobId) ?? null;
  for (const event of events) {
    if (event.type === 'BatchItemsAdded') {
      for (const view of itemViews(event as BatchItemsAdded))
        if (current(view.jobId) === null) changed.set(view.jobId, view);
    } else if (isJobEvent(event)) {
      const before = current(event.data.jobId);
      const after = evolveJob(before, event);
      if (after !== null && after !== before) changed.set(after.jobId, after);
    }
  }
  if (changed.size === 0) return [];
  const kept = await store.saveMany([...changed.values()]);
  const written: JobView[] = [];
  for (const view of changed.values()) {
    if (kept.has(view.jobId)) recent.delete(view.jobId);
    else {
      recent.set(view);
      written.push(view);
    }
  }
  return written;
};
