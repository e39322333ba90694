import type { StoreQueries } from '../storage';

/** What MongoAcceptedStore asks of `<base>_jobs` and `<base>_batches`. */
export const acceptedQueries = (baseName: string): StoreQueries => {
  const jobs = `${baseName}_jobs`;
  const batches = `${baseName}_batches`;
  const before = { acceptedAt: { $lt: new Date('2026-01-01T00:00:00.000Z') } };
  return {
    indexes: [
      { collection: jobs, keys: { acceptedAt: 1 } },
      { collection: batches, keys: { acceptedAt: 1 } },
      { collection: jobs, keys: { tenantId: 1, acceptedAt: 1 } },
      { collection: batches, keys: { tenantId: 1, acceptedAt: 1 } },
    ],
    shapes: [
      { name: 'an accepted job by id', collection: jobs, operation: 'find', filter: { _id: 'job-1' } },
      { name: 'an accepted batch by id', collection: batches, operation: 'find', filter: { _id: 'bat-1' } },
      { name: 'a refused job taken back', collection: jobs, operation: 'delete', filter: { _id: 'job-1' } },
      { name: 'accepted jobs past keeping', collection: jobs, operation: 'delete', filter: before },
      { name: 'accepted batches past keeping', collection: batches, operation: 'delete', filter: before },
      {
        name: "retention: a tenant's accepted jobs",
        collection: jobs,
        operation: 'delete',
        filter: { tenantId: 't1', ...before },
      },
      {
        name: "retention: a tenant's accepted batches",
        collection: batches,
        operation: 'delete',
        filter: { tenantId: 't1', ...before },
      },
    ],
  };
};
