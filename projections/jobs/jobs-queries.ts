import type { StoreQueries } from '../../common/storage';
import type { JobStatus } from '../../domain/jobs';

export const OPEN_STATUSES: readonly JobStatus[] = ['queued', 'processing'];
export const FINISHED_STATUSES: readonly JobStatus[] = ['completed', 'failed'];

const AT = '2026-01-01T00:00:00.000Z';

/** What MongoJobsStore asks of its one collection, and the indexes that answer it. */
export const jobsQueries = (collection: string): StoreQueries => ({
  indexes: [
    // A tenant's open jobs (a prefix), and its jobs finished before a cutoff (all three).
    { collection, keys: { tenantId: 1, status: 1, completedAt: 1 } },
    { collection, keys: { status: 1 } },
    { collection, keys: { completedAt: 1 } },
  ],
  shapes: [
    { name: 'a job by id', collection, operation: 'find', filter: { _id: 'job-1' } },
    { name: 'jobs by ids (a projector batch)', collection, operation: 'find', filter: { _id: { $in: ['j1', 'j2'] } } },
    { name: 'a job, at its version', collection, operation: 'update', filter: { _id: 'job-1', version: 3 } },
    {
      name: 'a job, below its new version (bulk upsert)',
      collection,
      operation: 'update',
      filter: { _id: 'job-1', version: { $lt: 3 } },
    },
    {
      name: "a tenant's open jobs (admission limit)",
      collection,
      operation: 'aggregate',
      filter: { tenantId: 't1', status: { $in: OPEN_STATUSES } },
    },
    {
      name: 'all open jobs (queue figures)',
      collection,
      operation: 'aggregate',
      filter: { status: { $in: OPEN_STATUSES } },
    },
    {
      name: 'jobs finished recently (queue figures)',
      collection,
      operation: 'aggregate',
      filter: { completedAt: { $gte: AT } },
    },
    {
      name: "retention: a tenant's finished jobs",
      collection,
      operation: 'delete',
      filter: { tenantId: 't1', status: { $in: FINISHED_STATUSES }, completedAt: { $lt: AT } },
    },
  ],
});
