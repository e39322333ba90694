import type { IndexDeclaration, StoreQueries } from '../../common/storage';

const AT = '2026-01-01T00:00:00.000Z';
const FINISHED = { $in: ['completed', 'failed'] };

/**
 * What MongoJobsStore asks of `<base>` (finished jobs) and `<base>_open_<n>` (jobs still moving). Every
 * open shard has the same indexes and queries; the shapes name the first.
 */
export const jobsQueries = (baseName: string, shards: number): StoreQueries => {
  const open = Array.from({ length: shards }, (_, index) => `${baseName}_open_${index}`);
  const shard = open[0]!;
  return {
    indexes: [
      { collection: baseName, keys: { tenantId: 1, completedAt: 1 } },
      { collection: baseName, keys: { batchId: 1, batchIndex: 1 } },
      ...open.flatMap((collection): IndexDeclaration[] => [
        { collection, keys: { tenantId: 1 } },
        { collection, keys: { finalized: 1, completedAt: 1 } },
      ]),
    ],
    shapes: [
      { name: 'a finished job by id', collection: baseName, operation: 'find', filter: { _id: 'job-1' } },
      {
        name: 'a finished job, at its version',
        collection: baseName,
        operation: 'update',
        filter: { _id: 'job-1', version: 3 },
      },
      {
        name: "retention: a tenant's finished jobs",
        collection: baseName,
        operation: 'delete',
        filter: { tenantId: 't1', status: FINISHED, completedAt: { $lt: AT } },
      },
      {
        name: 'finished jobs by ids (a projector batch)',
        collection: baseName,
        operation: 'find',
        filter: { _id: { $in: ['job-1', 'job-2'] } },
      },
      {
        name: 'a finished job, below its new version (bulk upsert)',
        collection: baseName,
        operation: 'update',
        filter: { _id: 'job-1', version: { $lt: 3 } },
      },
      { name: 'an open job by id', collection: shard, operation: 'find', filter: { _id: 'job-1' } },
      {
        name: 'open jobs by ids (a projector batch)',
        collection: shard,
        operation: 'find',
        filter: { _id: { $in: ['job-1', 'job-2'] } },
      },
      {
        name: 'an open job, below its new version (bulk upsert)',
        collection: shard,
        operation: 'update',
        filter: { _id: 'job-1', version: { $lt: 3 }, finalized: { $ne: true } },
      },
      {
        name: 'an open job, at its version',
        collection: shard,
        operation: 'update',
        filter: { _id: 'job-1', version: 3, finalized: { $ne: true } },
      },
      {
        name: "a tenant's open jobs (admission limit)",
        collection: shard,
        operation: 'count',
        filter: { tenantId: 't1', finalized: { $ne: true } },
      },
      {
        name: 'all open jobs (queue figures)',
        collection: shard,
        operation: 'count',
        filter: { finalized: { $ne: true } },
      },
      {
        name: 'jobs finished recently (queue figures)',
        collection: shard,
        operation: 'find',
        filter: { finalized: true, completedAt: { $gte: AT } },
      },
      {
        name: 'compaction of finished marks',
        collection: shard,
        operation: 'delete',
        filter: { finalized: true, completedAt: { $lt: AT } },
      },
      {
        name: "retention: a tenant's finished marks",
        collection: shard,
        operation: 'delete',
        filter: { tenantId: 't1', status: FINISHED, completedAt: { $lt: AT }, finalized: true },
      },
    ],
  };
};
