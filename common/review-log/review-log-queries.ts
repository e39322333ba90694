import type { StoreQueries } from '../storage';

/** What MongoReviewLogStore asks of its collection. */
export const reviewLogQueries = (collection = 'review_log'): StoreQueries => ({
  indexes: [
    { collection, keys: { jobId: 1, number: -1 } },
    { collection, keys: { tenantId: 1, decidedAt: 1 } },
  ],
  shapes: [
    {
      name: "a claim's last decision",
      collection,
      operation: 'find',
      filter: { jobId: 'job-1' },
      sort: { jobId: 1, number: -1 },
    },
    { name: 'a decision written to the log', collection, operation: 'update', filter: { _id: 'job-1:1' } },
    {
      name: "retention: a tenant's decisions",
      collection,
      operation: 'delete',
      filter: { tenantId: 't1', decidedAt: { $lt: '2026-01-01T00:00:00.000Z' } },
    },
  ],
});
