import type { StoreQueries } from '../storage';

/** What MongoDueRetriesStore asks of a worker service's retries collection. */
export const dueRetriesQueries = (collection: string): StoreQueries => ({
  indexes: [{ collection, keys: { wakeAt: 1 } }],
  shapes: [
    {
      name: "a job's retry, below its new sequence",
      collection,
      operation: 'update',
      filter: { _id: 'job-1', sequence: { $lt: 5 } },
    },
    {
      name: 'retries due (the due-retry poller)',
      collection,
      operation: 'find',
      filter: { wakeAt: { $lte: '2026-01-01T00:00:00.000Z' } },
      sort: { wakeAt: 1 },
    },
    {
      name: 'the earliest wake time (when the poller looks next)',
      collection,
      operation: 'find',
      filter: {},
      sort: { wakeAt: 1 },
    },
    {
      name: 'a claimed retry given back (its hand-back failed)',
      collection,
      operation: 'update',
      filter: { _id: 'job-1', sequence: 5, wakeAt: '2026-01-01T00:01:00.000Z' },
    },
    { name: 'a retry handed back to the log', collection, operation: 'delete', filter: { _id: 'job-1', sequence: 5 } },
  ],
});
