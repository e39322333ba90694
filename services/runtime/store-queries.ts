import type { StoreQueries } from '../../common/storage';
import { ruleSetQueries } from '../../common/rule-sets';
import { tenantQueries } from '../../common/tenants';
import { batchesQueries } from '../../projections/batches';
import { jobsQueries } from '../../projections/jobs';
import { usageQueries } from '../../projections/usage';
import { deliveriesQueries } from '../../projections/webhook-deliveries';
import { webhookJobsQueries } from '../../projections/webhook-jobs';
import { idempotencyQueries } from '../../common/idempotency';
import { leaseQueries } from '../../common/rate-leases';
import { acceptedQueries } from '../../common/accepted';
import { reviewLogQueries } from '../../common/review-log';
import { dueRetriesQueries } from '../../common/due-retries';
import { reviewQueueQueries } from '../../projections/review-queue';
import { fingerprintsQueries } from '../../projections/fingerprints';

/** The indexes and query shapes of every store `connectInfrastructure` opens, under their default names. */
export const storeQueries = (): ReadonlyArray<Readonly<{ store: string; queries: StoreQueries }>> => [
  { store: 'jobs', queries: jobsQueries('jobs') },
  { store: 'batches', queries: batchesQueries('batches') },
  { store: 'usage', queries: usageQueries('usage') },
  { store: 'webhook deliveries', queries: deliveriesQueries() },
  { store: 'webhook jobs', queries: webhookJobsQueries() },
  { store: 'tenants', queries: tenantQueries() },
  { store: 'tenant rule sets', queries: ruleSetQueries() },
  { store: 'idempotency keys', queries: idempotencyQueries() },
  { store: 'rate leases', queries: leaseQueries() },
  { store: 'accepted jobs and batches', queries: acceptedQueries('accepted') },
  { store: 'review log', queries: reviewLogQueries() },
  { store: 'extractor retries', queries: dueRetriesQueries('extractor_retries') },
  { store: 'auditor retries', queries: dueRetriesQueries('auditor_retries') },
  { store: 'review queue', queries: reviewQueueQueries('review_queue') },
  { store: 'receipt fingerprints', queries: fingerprintsQueries('fingerprints') },
];
