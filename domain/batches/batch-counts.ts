import type { BatchCounts, BatchSnapshot, BatchStatus } from './batch-events';
import type { Batch, BatchState } from './batch-state';

/** Counts derived from the items held (never incremented by events: a repeated event cannot make them drift). */
export const countItems = (batch: Batch): BatchCounts => {
  const held = batch.items.counts;
  return {
    queued: batch.state.totalItems - batch.items.size + held.queued,
    processing: held.processing,
    completed: held.completed,
    failed: held.failed,
    cancelled: held.cancelled,
  };
};

export const finishedOf = (counts: BatchCounts): number => counts.completed + counts.failed + counts.cancelled;

export const progressOf = (counts: BatchCounts, totalItems: number): number =>
  totalItems === 0 ? 100 : Math.floor((100 * finishedOf(counts)) / totalItems);

export const batchStatus = (
  state: Pick<BatchState, 'cancelRequestedAt' | 'completedAt'>,
  counts: BatchCounts,
): BatchStatus => {
  if (state.cancelRequestedAt !== null) return 'cancelled';
  if (state.completedAt === null) return 'processing';
  return counts.failed > 0 ? 'completed_with_errors' : 'completed';
};

export const snapshotOf = (batch: Batch): BatchSnapshot => {
  const { state } = batch;
  const counts = countItems(batch);
  return {
    batchId: state.batchId,
    batchType: state.batchType,
    status: batchStatus(state, counts),
    totalItems: state.totalItems,
    counts,
    progress: progressOf(counts, state.totalItems),
    concurrencyLimit: state.concurrencyLimit,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
    completedAt: state.completedAt,
    webhookUrl: state.webhookUrl,
    metadataJson: state.metadataJson,
  };
};

/** A batch as `GET /v1/batches/{id}` reads it: the coordinator's state and the counts it derived from the items. */
export type BatchRecord = BatchState & Readonly<{ counts: BatchCounts }>;
