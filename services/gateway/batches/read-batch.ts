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

/** A page of the batch's items; an accepted batch's items are all still queued. */
export const readBatchItems = (deps: ReadDeps, page: ItemPage): Promise<ItemStatus[]> =>
  fromDatabase(async () => {
    const items = await deps.batches.listItems(page);
    if (items.length > 0 || (await deps.batches.getForTenant(page.tenantId, page.batchId)) !== null) return items;
    const accepted = await deps.accepted.batch(page.tenantId, page.batchId);
    if (accepted === null || (page.status !== null && page.status !== 'queued')) return [];
    return accepted.items
      .filter((item) => item.index > page.afterIndex)
      .slice(0, page.limit)
      .map((item) => ({ ...item, status: 'queued' as const, error: null }));
  });
