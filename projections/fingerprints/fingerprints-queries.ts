import type { StoreQueries } from '../../common/storage';

/** Where a tenant's receipts are kept by lookup key: `<base>_keys`, beside `<base>` (one entry per receipt). */
export const KEYED_RECEIPTS_PART = 'keys';
/**
 * The most receipts one key's document holds: its earliest, by completion. A key of a picture is shared
 * by a few receipts (at 100,000 random fingerprints, by 3); one shared by more (a blank page, a
 * template, one receipt sent again and again) says little more with each receipt. A lookup reads every
 * document it asks for whole, and the database's work is the documents' size: at 100 receipts a key, a
 * receipt sent a thousand times made each lookup read 1,800 receipts to report five (docs/duplicates.md).
 * A document lists job ids only; the lookup then reads each distinct receipt's entry once.
 */
export const MAX_RECEIPTS_PER_KEY = 20;

/** What MongoFingerprintsStore asks of `<base>` and `<base>_keys`. */
export const fingerprintsQueries = (baseName: string): StoreQueries => {
  const keyed = `${baseName}_${KEYED_RECEIPTS_PART}`;
  return {
    indexes: [
      { collection: baseName, keys: { tenantId: 1, completedAt: 1 } },
      { collection: keyed, keys: { tenantId: 1 } },
    ],
    shapes: [
      {
        name: "a tenant's receipts under the lookup keys (the extractor's 'seen before?')",
        collection: keyed,
        operation: 'find',
        filter: { _id: { $in: ['t1|h0:ab', 't1|c:0123'] } },
      },
      { name: "a receipt's entry by job id", collection: baseName, operation: 'find', filter: { _id: 'job-1' } },
      {
        name: "the lookup's candidates' entries, by the job ids its keys' documents list",
        collection: baseName,
        operation: 'find',
        filter: { _id: { $in: ['job-1', 'job-2'] } },
      },
      {
        name: "retention: a tenant's receipts completed before a time",
        collection: baseName,
        operation: 'delete',
        filter: { tenantId: 't1', completedAt: { $lt: '2026-01-01T00:00:00.000Z' } },
      },
      {
        name: "retention: a tenant's lookup keys, their expired receipts pulled",
        collection: keyed,
        operation: 'update',
        filter: { tenantId: 't1' },
      },
      {
        name: "retention: a tenant's lookup keys left with no receipt",
        collection: keyed,
        operation: 'delete',
        filter: { tenantId: 't1', receipts: { $size: 0 } },
      },
    ],
  };
};
