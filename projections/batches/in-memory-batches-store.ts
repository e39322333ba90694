import { countItems, newBatch, type Batch, type BatchItemState } from '../../domain/batches';
import type { BatchRecord, BatchesPurged, BatchesStore, ItemPage, SaveOutcome } from './batches-store';

export class InMemoryBatchesStore implements BatchesStore {
  readonly records = new Map<string, BatchRecord>();
  readonly items = new Map<string, BatchItemState>();

  async ensureIndexes(): Promise<void> {}

  async create(batch: Batch): Promise<void> {
    if (!this.records.has(batch.state.batchId))
      this.records.set(batch.state.batchId, { ...batch.state, counts: countItems(batch) });
    for (const item of batch.items.values()) if (!this.items.has(itemKey(item))) this.items.set(itemKey(item), item);
  }

  async load(batchId: string): Promise<Batch | null> {
    const record = this.records.get(batchId);
    if (record === undefined) return null;
    const { counts, ...state } = record;
    return newBatch(
      state,
      [...this.items.values()].filter((item) => item.batchId === batchId),
    );
  }

  async getForTenant(tenantId: string, batchId: string): Promise<BatchRecord | null> {
    const record = this.records.get(batchId);
    return record !== undefined && record.tenantId === tenantId ? record : null;
  }

  async save(batch: Batch, _newItems: readonly BatchItemState[], expectedVersion: number): Promise<SaveOutcome> {
    const current = this.records.get(batch.state.batchId);
    if (current !== undefined && current.version !== expectedVersion) return 'conflict';
    this.records.set(batch.state.batchId, { ...batch.state, version: expectedVersion + 1, counts: countItems(batch) });
    for (const item of batch.items.values()) this.items.set(itemKey(item), item);
    return 'saved';
  }

  async listItems(page: ItemPage): Promise<BatchItemState[]> {
    const record = this.records.get(page.batchId);
    if (record === undefined || record.tenantId !== page.tenantId) return [];
    return [...this.items.values()]
      .filter(
        (item) =>
          item.batchId === page.batchId &&
          item.index > page.afterIndex &&
          (page.status === null || item.status === page.status),
      )
      .sort((a, b) => a.index - b.index)
      .slice(0, page.limit);
  }

  async purgeFinished(tenantId: string, before: Date): Promise<BatchesPurged> {
    const ended = [...this.records.values()].filter(
      (record) =>
        record.tenantId === tenantId && record.completedAt !== null && record.completedAt < before.toISOString(),
    );
    const batchIds = new Set(ended.map((record) => record.batchId));
    const items = [...this.items.entries()].filter(([, item]) => batchIds.has(item.batchId));
    items.forEach(([key]) => this.items.delete(key));
    batchIds.forEach((batchId) => this.records.delete(batchId));
    return { batches: batchIds.size, items: items.length };
  }
}

const itemKey = (item: BatchItemState): string => `${item.batchId}:${item.index}`;
