import type { StoreQueries } from '../../common/storage';

/** What MongoUsageStore asks of `<base>` (usage records) and `<base>_jobs` (the jobs' requests). */
export const usageQueries = (baseName: string): StoreQueries => {
  const jobs = `${baseName}_jobs`;
  return {
    indexes: [
      { collection: baseName, keys: { tenantId: 1, day: 1 } },
      { collection: baseName, keys: { day: 1 } },
      { collection: jobs, keys: { requestedAt: 1 } },
    ],
    shapes: [
      {
        name: "a tenant's usage over days",
        collection: baseName,
        operation: 'aggregate',
        filter: { tenantId: 't1', day: { $gte: '2026-01-01', $lte: '2026-01-31' } },
      },
      {
        name: 'retention: records before a day',
        collection: baseName,
        operation: 'delete',
        filter: { day: { $lt: '2026-01-01' } },
      },
      { name: "a job's request by id", collection: jobs, operation: 'find', filter: { _id: 'job-1' } },
      {
        name: "jobs' requests by ids (a projector batch)",
        collection: jobs,
        operation: 'find',
        filter: { _id: { $in: ['job-1', 'job-2'] } },
      },
      {
        name: 'retention: requests before a day',
        collection: jobs,
        operation: 'delete',
        filter: { requestedAt: { $lt: '2026-01-01T00:00:00.000Z' } },
      },
    ],
  };
};
