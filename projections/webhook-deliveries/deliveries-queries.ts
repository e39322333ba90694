import type { StoreQueries } from '../../common/storage';

const AT = '2026-01-01T00:00:00.000Z';

/** What MongoDeliveriesStore asks of the delivery log, the due list and the disabled URLs. */
export const deliveriesQueries = (): StoreQueries => ({
  indexes: [
    // The log's order (newest first, ties by id), for a tenant, a job or a batch: a page reads only its own entries.
    { collection: 'webhook_deliveries', keys: { tenantId: 1, createdAt: -1, _id: -1 } },
    { collection: 'webhook_deliveries', keys: { tenantId: 1, jobId: 1, createdAt: -1, _id: -1 } },
    { collection: 'webhook_deliveries', keys: { tenantId: 1, batchId: 1, createdAt: -1, _id: -1 } },
    { collection: 'webhook_due', keys: { dueAt: 1 } },
  ],
  shapes: [
    { name: 'a delivery by id', collection: 'webhook_deliveries', operation: 'find', filter: { _id: 'd1' } },
    { name: 'an attempt recorded', collection: 'webhook_deliveries', operation: 'update', filter: { _id: 'd1' } },
    {
      name: "a tenant's deliveries, newest first, one page",
      collection: 'webhook_deliveries',
      operation: 'find',
      filter: {
        tenantId: 't1',
        status: 'failed',
        createdAt: { $lte: AT },
        $or: [{ createdAt: { $lt: AT } }, { _id: { $lt: 'd9' } }],
      },
      sort: { createdAt: -1, _id: -1 },
    },
    {
      name: "a job's deliveries, newest first",
      collection: 'webhook_deliveries',
      operation: 'find',
      filter: { tenantId: 't1', jobId: 'job-1' },
      sort: { createdAt: -1, _id: -1 },
    },
    {
      name: "a batch's deliveries, newest first",
      collection: 'webhook_deliveries',
      operation: 'find',
      filter: { tenantId: 't1', batchId: 'b1' },
      sort: { createdAt: -1, _id: -1 },
    },
    {
      name: "retention: a tenant's finished deliveries",
      collection: 'webhook_deliveries',
      operation: 'delete',
      filter: { tenantId: 't1', status: { $in: ['delivered', 'failed'] }, createdAt: { $lt: AT } },
    },
    {
      name: 'deliveries due now, earliest first',
      collection: 'webhook_due',
      operation: 'find',
      filter: { dueAt: { $lte: AT } },
      sort: { dueAt: 1 },
    },
    {
      name: 'the next delivery to fall due',
      collection: 'webhook_due',
      operation: 'find',
      filter: { dueAt: { $gt: AT } },
      sort: { dueAt: 1 },
    },
    {
      name: 'a due delivery claimed',
      collection: 'webhook_due',
      operation: 'update',
      filter: { _id: 'd1', dueAt: { $lte: AT }, leaseUntil: { $lte: AT } },
    },
    { name: 'a delivery put on the due list', collection: 'webhook_due', operation: 'update', filter: { _id: 'd1' } },
    {
      name: 'a delivery taken off the due list',
      collection: 'webhook_due',
      operation: 'delete',
      filter: { _id: 'd1' },
    },
    { name: 'a disabled URL by id', collection: 'webhook_disabled_urls', operation: 'find', filter: { _id: 'hash' } },
    { name: 'a URL disabled', collection: 'webhook_disabled_urls', operation: 'update', filter: { _id: 'hash' } },
    { name: 'a URL enabled again', collection: 'webhook_disabled_urls', operation: 'delete', filter: { _id: 'hash' } },
  ],
});
