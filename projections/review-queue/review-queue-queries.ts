import type { IndexDeclaration, StoreQueries } from '../../common/storage';

/** What MongoReviewQueueStore asks of `<base>_jobs` and `<base>_batches`: tenant first, then the filter, then the sort key. */
export const reviewQueueQueries = (baseName: string): StoreQueries => {
  const jobs = `${baseName}_jobs`;
  const batches = `${baseName}_batches`;
  const newestFirst = { queuedAt: -1, _id: -1 };
  return {
    indexes: [
      { collection: jobs, keys: { tenantId: 1, queuedAt: -1, _id: -1 } },
      ...['status', 'outcome', 'programKey', 'vendorWords', 'studentWords'].map((field): IndexDeclaration => ({
        collection: jobs,
        keys: { tenantId: 1, [field]: 1, queuedAt: -1 },
      })),
      { collection: jobs, keys: { tenantId: 1, completedAt: 1 } },
      { collection: jobs, keys: { tenantId: 1, reviewedAt: 1 } },
      { collection: batches, keys: { tenantId: 1, createdAt: -1, _id: -1 } },
    ],
    shapes: [
      { name: "a job's entry by id", collection: jobs, operation: 'find', filter: { _id: 'job-1' } },
      {
        name: "jobs' entries by ids (a projector batch)",
        collection: jobs,
        operation: 'find',
        filter: { _id: { $in: ['job-1', 'job-2'] } },
      },
      {
        name: "a tenant's queue, newest first",
        collection: jobs,
        operation: 'find',
        filter: { tenantId: { $in: ['t1'] } },
        sort: newestFirst,
      },
      {
        name: "a tenant's queue by outcome, next page",
        collection: jobs,
        operation: 'find',
        filter: {
          $and: [
            { tenantId: { $in: ['t1'] }, outcome: 'review' },
            { $or: [{ queuedAt: { $lt: '2026-01-02' } }, { queuedAt: '2026-01-02', _id: { $lt: 'job-9' } }] },
          ],
        },
        sort: newestFirst,
      },
      {
        name: "a tenant's queue by a vendor word's start",
        collection: jobs,
        operation: 'find',
        filter: { tenantId: { $in: ['t1'] }, vendorWords: { $regex: '^harm' } },
        sort: newestFirst,
      },
      {
        name: 'the overview: jobs completed in a range',
        collection: jobs,
        operation: 'find',
        filter: { tenantId: { $in: ['t1'] }, completedAt: { $gte: '2026-01-01', $lt: '2026-02-01' } },
      },
      {
        name: 'the CSV export: decisions in a range',
        collection: jobs,
        operation: 'find',
        filter: { tenantId: { $in: ['t1'] }, reviewedAt: { $gte: '2026-01-01', $lt: '2026-02-01' } },
        sort: { reviewedAt: 1 },
      },
      {
        name: 'retention: finished jobs before a day',
        collection: jobs,
        operation: 'delete',
        filter: { tenantId: 't1', status: { $in: ['completed', 'failed'] }, completedAt: { $lt: '2026-01-01' } },
      },
      { name: "a batch's entry by id", collection: batches, operation: 'find', filter: { _id: 'batch-1' } },
      {
        name: "a tenant's batches, newest first",
        collection: batches,
        operation: 'find',
        filter: { tenantId: { $in: ['t1'] } },
        sort: { createdAt: -1, _id: -1 },
      },
      {
        name: 'retention: finished batches before a day',
        collection: batches,
        operation: 'delete',
        filter: { tenantId: 't1', completedAt: { $ne: null, $lt: '2026-01-01' } },
      },
    ],
  };
};
