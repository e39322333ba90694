import type { StoreQueries } from '../../common/storage';

export const WEBHOOK_JOBS = 'webhook_jobs';

/** What MongoWebhookJobsStore asks of the notifier's record of the jobs that asked for a webhook. */
export const webhookJobsQueries = (): StoreQueries => ({
  indexes: [{ collection: WEBHOOK_JOBS, keys: { tenantId: 1, completedAt: 1 } }],
  shapes: [
    { name: 'a webhook job by id', collection: WEBHOOK_JOBS, operation: 'find', filter: { _id: 'job-1' } },
    {
      name: 'a webhook job, below its new version',
      collection: WEBHOOK_JOBS,
      operation: 'update',
      filter: { _id: 'job-1', version: { $lt: 3 } },
    },
    {
      name: "retention: a tenant's finished webhook jobs",
      collection: WEBHOOK_JOBS,
      operation: 'delete',
      filter: { tenantId: 't1', completedAt: { $ne: null, $lt: '2026-01-01T00:00:00.000Z' } },
    },
  ],
});
