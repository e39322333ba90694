import type { JobType } from '../jobs';
import type { BatchItemState } from './batch-item';

/** What the coordinator knows of a batch, besides its items. `released` items (by index) have been handed to workers. */
export type BatchState = Readonly<{
  batchId: string;
  tenantId: string;
  batchType: JobType;
  totalItems: number;
  concurrencyLimit: number;
  chunkCount: number;
  chunksReceived: readonly number[];
  webhookUrl: string | null;
  metadataJson: string | null;
  createdAt: string;
  updatedAt: string;
  /** Items 0 … released-1 have had their JobRequested written; items are released in index order. */
  released: number;
  cancelRequestedAt: string | null;
  completedAt: string | null;
  lastProgressAt: string | null;
  lastProgressFinished: number;
  /** Grows with every saved change: the compare-and-set guard against a second coordinator holding a stale copy. */
  version: number;
}>;

/** A batch and its items, indexed by item index and by jobId. */
export type Batch = Readonly<{
  state: BatchState;
  items: ReadonlyMap<number, BatchItemState>;
  byJobId: ReadonlyMap<string, number>;
}>;

export const newBatch = (state: BatchState, items: readonly BatchItemState[]): Batch =>
  withItems({ state, items: new Map(), byJobId: new Map() }, items);

/** The batch with these items added or replaced (a copy: batches are values). */
export const withItems = (batch: Batch, changed: readonly BatchItemState[]): Batch => {
  if (changed.length === 0) return batch;
  const items = new Map(batch.items);
  const byJobId = new Map(batch.byJobId);
  for (const item of changed) {
    items.set(item.index, item);
    byJobId.set(item.jobId, item.index);
  }
  return { state: batch.state, items, byJobId };
};
