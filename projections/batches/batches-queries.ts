import type { StoreQueries } from '../../common/storage';

/** What MongoBatchesStore asks of `<base>` (batches) and `<base>_items` (their items). */
export const batchesQueries = (baseName: string): StoreQueries => {
  const items = `${baseName}_items`;
  return {
    indexes: [
      { collection: baseName, keys: { tenantId: 1, createdAt: -1 } },
      { collection: items, keys: { batchId: 1, index: 1 }, unique: true },
    ],
    shapes: [
      { name: 'a batch by id', collection: baseName, operation: 'find', filter: { _id: 'b1' } },
      { name: 'a batch, at its version', collection: baseName, operation: 'update', filter: { _id: 'b1', version: 3 } },
      {
        name: "retention: a tenant's ended batches",
        collection: baseName,
        operation: 'find',
        filter: { tenantId: 't1', completedAt: { $ne: null, $lt: '2026-01-01T00:00:00.000Z' } },
      },
      {
        name: 'retention: ended batches removed',
        collection: baseName,
        operation: 'delete',
        filter: { _id: { $in: ['b1', 'b2'] }, tenantId: 't1' },
      },
      { name: "a batch's items", collection: items, operation: 'find', filter: { batchId: 'b1' } },
      {
        name: "a page of a batch's items",
        collection: items,
        operation: 'find',
        filter: { batchId: 'b1', index: { $gt: 10 } },
        sort: { index: 1 },
      },
      {
        name: "retention: ended batches' items",
        collection: items,
        operation: 'delete',
        filter: { batchId: { $in: ['b1', 'b2'] } },
      },
    ],
  };
};
