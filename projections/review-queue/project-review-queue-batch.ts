import { RecentViews } from '../../common/cache';
import type { AnyEvent } from '../../common/events';
import { itemRequestsOf, type BatchItemsAdded } from '../../domain/batches';
import { JOB_EVENT_TYPES, type JobEvent } from '../../domain/jobs';
import {
  BATCH_ENTRY_EVENT_TYPES,
  evolveQueueEntry,
  type BatchEntryEvent,
  type QueueEntry,
} from '../../domain/review-queue';
import { applyBatchEntryEvent } from './apply-batch-entry-event';
import type { ReviewQueueStore } from './review-queue-store';

const isJobEvent = (event: AnyEvent): event is JobEvent => (JOB_EVENT_TYPES as readonly string[]).includes(event.type);
/**
 * The job events of a run, a batch's items' requests included: those start the items' entries on the
 * batch's partition, ahead of the items' outcomes there, wherever the items' own requests are read.
 */
const jobEventsOf = (events: readonly AnyEvent[]): JobEvent[] =>
  events.flatMap((event) =>
    event.type === 'BatchItemsAdded' ? itemRequestsOf(event as BatchItemsAdded) : isJobEvent(event) ? [event] : [],
  );
const isBatchEntryEvent = (event: AnyEvent): event is BatchEntryEvent =>
  (BATCH_ENTRY_EVENT_TYPES as readonly string[]).includes(event.type);

/**
 * Applies a fetched run of one partition's events to the review queue: the jobs' entries with one read
 * of those not in `recent` (the entries this projector wrote last) and one bulk write (each entry written
 * once, guarded by its version, so a run delivered again, or a newer entry already stored, changes
 * nothing); a batch's few events one by one. Returns the job entries it sent to the store (a first
 * version the store refuses included).
 */
export const projectReviewQueueBatch = async (
  store: ReviewQueueStore,
  events: readonly AnyEvent[],
  recent: RecentViews<QueueEntry> = new RecentViews(),
): Promise<number> => {
  const jobEvents = jobEventsOf(events);
  // A job this run only requests needs no read: its first version is inserted, and the insert is refused
  // when any version is stored (saveJobs), which is what reading it first would have decided. Runs of
  // new requests, the bulk of what a busy gateway's projector reads, so cost one write and no read.
  const readAgain = new Set(
    jobEvents
      .filter((event) => event.type !== 'JobRequested' && recent.get(event.data.jobId) === undefined)
      .map((event) => event.data.jobId),
  );
  const stored = await store.getJobs([...readAgain]);
  const changed = new Map<string, QueueEntry>();
  for (const event of jobEvents) {
    const { jobId } = event.data;
    const before = changed.get(jobId) ?? (readAgain.has(jobId) ? stored.get(jobId) : recent.get(jobId)) ?? null;
    const after = evolveQueueEntry(before, event);
    if (after !== null && after !== before) changed.set(after.jobId, after);
  }
  if (changed.size > 0) {
    const kept = await store.saveJobs([...changed.values()]);
    // An entry the store kept because it was newer is read again at its job's next event.
    for (const entry of changed.values()) {
      if (kept.has(entry.jobId)) recent.delete(entry.jobId);
      else recent.set(entry);
    }
  }
  for (const event of events) if (isBatchEntryEvent(event)) await applyBatchEntryEvent(store, event);
  return changed.size;
};
