import type { StoreQueries } from '../../common/storage';

/** What MongoFingerprintsStore asks of `<base>`: a tenant's receipts by lookup key, retention by completion time. */
export const fingerprintsQueries = (baseName: string): StoreQueries => ({
  indexes: [
    { collection: baseName, keys: { tenantId: 1, keys: 1 } },
    { collection: baseName, keys: { tenantId: 1, completedAt: 1 } },
  ],
  shapes: [
    {
      name: "a tenant's receipts sharing a lookup key (the extractor's 'seen before?')",
      collection: baseName,
      operation: 'find',
      filter: { tenantId: 't1', keys: { $in: ['h0:ab', 'c:0123'] } },
    },
    { name: "a receipt's entry by job id", collection: baseName, operation: 'find', filter: { _id: 'job-1' } },
    {
      name: "retention: a tenant's receipts completed before a time",
      collection: baseName,
      operation: 'delete',
      filter: { tenantId: 't1', completedAt: { $lt: '2026-01-01T00:00:00.000Z' } },
    },
  ],
});
