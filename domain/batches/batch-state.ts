import type { JobType } from '../jobs';
import type { BatchItemState } from './batch-item';
import { BatchItems } from './batch-items';

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
  items: BatchItems;
  byJobId: ReadonlyMap<string, number>;
}>;

export const newBatch = (state: BatchState, items: readonly BatchItemState[]): Batch =>
  withItems({ state, items: BatchItems.EMPTY, byJobId: new Map() }, items);

/** The batch with these items added or replaced (a copy: batches are values). */
export const withItems = (batch: Batch, changed: readonly BatchItemState[]): Batch => {
  if (changed.length === 0) return batch;
  // An item's job id never changes: the index by job id is copied only when items arrive.
  const arriving = changed.filter((item) => batch.byJobId.get(item.jobId) !== item.index);
  let byJobId = batch.byJobId;
  if (arriving.length > 0) {
    const copy = new Map(batch.byJobId);
    for (const item of arriving) copy.set(item.jobId, item.index);
    byJobId = copy;
  }
  return { state: batch.state, items: batch.items.with(changed), byJobId };
};
