import type { BatchCompleted, BatchCounts, BatchCreated, BatchProgressed, BatchStatus } from '../batches';
import type { JobType } from '../jobs';

/** A batch as the console's queue lists it, with its live progress. */
export type BatchEntry = Readonly<{
  batchId: string;
  tenantId: string;
  batchType: JobType;
  status: BatchStatus;
  totalItems: number;
  counts: BatchCounts;
  /** 0-100. */
  progress: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}>;

export type BatchEntryEvent = BatchCreated | BatchProgressed | BatchCompleted;
export const BATCH_ENTRY_EVENT_TYPES: readonly BatchEntryEvent['type'][] = [
  'BatchCreated',
  'BatchProgressed',
  'BatchCompleted',
];

/**
 * Folds a batch event into its entry. Progress snapshots are throttled and may arrive after the end;
 * a snapshot older than the entry, or any snapshot after the completion, changes nothing, so applying
 * an event twice gives the same entry.
 */
export const evolveBatchEntry = (entry: BatchEntry | null, event: BatchEntryEvent): BatchEntry | null => {
  const { tenantId, occurredAt } = event.metadata;
  if (event.type === 'BatchCreated') {
    if (entry !== null) return entry;
    const { batchId, batchType, totalItems } = event.data;
    return {
      batchId,
      tenantId,
      batchType,
      status: 'processing',
      totalItems,
      counts: { queued: totalItems, processing: 0, completed: 0, failed: 0, cancelled: 0 },
      progress: 0,
      createdAt: occurredAt,
      updatedAt: occurredAt,
      completedAt: null,
    };
  }
  if (entry !== null && (entry.completedAt !== null || event.data.updatedAt < entry.updatedAt)) return entry;
  const { batchId, batchType, status, totalItems, counts, progress, createdAt, updatedAt, completedAt } = event.data;
  const next: BatchEntry = {
    batchId,
    tenantId,
    batchType,
    status,
    totalItems,
    counts,
    progress,
    createdAt,
    updatedAt,
    completedAt,
  };
  return entry !== null && JSON.stringify(entry) === JSON.stringify(next) ? entry : next;
};
