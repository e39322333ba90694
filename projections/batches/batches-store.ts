import type { Batch, BatchItemState, BatchItemStatus, BatchRecord } from '../../domain/batches';

export type { BatchRecord } from '../../domain/batches';

export type SaveOutcome = 'saved' | 'conflict';

export type ItemPage = Readonly<{
  tenantId: string;
  batchId: string;
  status: BatchItemStatus | null;
  afterIndex: number;
  limit: number;
}>;

/**
 * The batches read model: one document per batch and one per item. Its one writer is the batch
 * coordinator, whose working state it is (a rebuild writes a copy and switches); the gateway answers a
 * batch it has not reached yet from its own accepted record. `save` is a compare-and-set on the version.
 */
export interface BatchesStore {
  ensureIndexes(): Promise<void>;
  /** Inserts a new batch and its items; whatever is already there is kept (safe to call twice). */
  create(batch: Batch): Promise<void>;
  /** The batch with all its items, as the coordinator works on it. */
  load(batchId: string): Promise<Batch | null>;
  /** Another tenant's batch reads as absent, so its existence is not leaked. */
  getForTenant(tenantId: string, batchId: string): Promise<BatchRecord | null>;
  /**
   * Saves the batch (its items' statuses included) if its stored version is still `expectedVersion`.
   * `newItems` (items first seen in an event) are recorded too, if they are not there yet.
   */
  save(batch: Batch, newItems: readonly BatchItemState[], expectedVersion: number): Promise<SaveOutcome>;
  listItems(page: ItemPage): Promise<BatchItemState[]>;
  /** Retention: removes the tenant's batches that ended before `before`, and their items; never a batch still running. */
  purgeFinished(tenantId: string, before: Date): Promise<BatchesPurged>;
}

export type BatchesPurged = Readonly<{ batches: number; items: number }>;
