import type { StoreQueries } from '../storage';

/** What MongoJobRunsStore asks of a worker service's runs collection. */
export const jobRunsQueries = (collection: string): StoreQueries => ({
  indexes: [
    { collection, keys: { wakeAt: 1 } },
    { collection, keys: { status: 1, savedAt: 1 } },
  ],
  shapes: [
    { name: "a job's run by id", collection, operation: 'find', filter: { _id: 'job-1' } },
    {
      name: "a job's run, below its new version",
      collection,
      operation: 'update',
      filter: { _id: 'job-1', version: { $lt: 3 } },
    },
    {
      name: 'runs due (the due-retry poller)',
      collection,
      operation: 'find',
      filter: { wakeAt: { $lte: '2026-01-01T00:00:00.000Z' } },
      sort: { wakeAt: 1 },
    },
    {
      name: 'ended runs past keeping',
      collection,
      operation: 'delete',
      filter: { status: { $in: ['completed', 'failed'] }, savedAt: { $lt: new Date('2026-01-01T00:00:00.000Z') } },
    },
  ],
});
