import type { BatchItemState } from '../../../domain/batches';
import type { BatchRecord, BatchesStore, ItemPage } from '../../../projections/batches';
import type { AcceptedStore } from '../../../common/accepted';
import { fromDatabase } from '../http/from-database';

type ReadDeps = Readonly<{ batches: BatchesStore; accepted: AcceptedStore }>;

/** The batch from its read model, or, while the coordinator has not caught up with it yet, as the gateway accepted it. */
export const readBatch = (deps: ReadDeps, tenantId: string, batchId: string): Promise<BatchRecord | null> =>
  fromDatabase(
    async () =>
      (await deps.batches.getForTenant(tenantId, batchId)) ??
      (await deps.accepted.batch(tenantId, batchId))?.record ??
      null,
  );

export type ItemStatus = Pick<BatchItemState, 'index' | 'jobId' | 'status' | 'error'>;

/**
 * A page of the batch's items. Until the read model holds every chunk of the batch, the items it lacks
 * are still queued: they are taken from what the gateway accepted, with the read model's statuses over
 * the items it already holds.
 */
export const readBatchItems = (deps: ReadDeps, page: ItemPage): Promise<ItemStatus[]> =>
  fromDatabase(async () => {
    const record = await deps.batches.getForTenant(page.tenantId, page.batchId);
    const allChunksRead = record !== null && record.chunksReceived.length >= record.chunkCount;
    if (allChunksRead) return deps.batches.listItems(page);
    const accepted = await deps.accepted.batch(page.tenantId, page.batchId);
    if (accepted === null) return record === null ? [] : deps.batches.listItems(page);
    const held = record === null ? [] : await deps.batches.listItems({ ...page, status: null });
    const known = new Map<number, ItemStatus>(held.map((item) => [item.index, item]));
    return accepted.items
      .filter((item) => item.index > page.afterIndex)
      .map((item): ItemStatus => known.get(item.index) ?? { ...item, status: 'queued', error: null })
      .filter((item) => page.status === null || item.status === page.status)
      .slice(0, page.limit);
  });
