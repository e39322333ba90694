import type { Db } from 'mongodb';
import { MongoAcceptedStore } from '../../common/accepted';
import { MongoIdempotencyStore } from '../../common/idempotency';
import { MongoReviewLogStore } from '../../common/review-log';
import { MongoTenantStore } from '../../common/tenants';
import { MongoBatchesStore } from '../../projections/batches';
import { MongoFingerprintsStore } from '../../projections/fingerprints';
import { MongoJobsStore } from '../../projections/jobs';
import { MongoReviewQueueStore } from '../../projections/review-queue';
import { MongoUsageStore } from '../../projections/usage';
import { MongoDeliveriesStore } from '../../projections/webhook-deliveries';
import { MongoWebhookJobsStore } from '../../projections/webhook-jobs';
import type { RetentionStores } from './purge-expired';

/**
 * Every store a retention pass purges, on one database: what `npm run retention:purge` runs on. `Required`
 * makes a store added to `RetentionStores` fail to compile here until it is purged by hand too, so a pass
 * run by hand never leaves behind what the timed pass removes.
 */
export const mongoRetentionStores = (db: Db): Required<RetentionStores> => ({
  tenants: new MongoTenantStore(db),
  jobs: new MongoJobsStore(db),
  batches: new MongoBatchesStore(db),
  deliveries: new MongoDeliveriesStore(db),
  webhookJobs: new MongoWebhookJobsStore(db),
  idempotency: new MongoIdempotencyStore(db),
  usage: new MongoUsageStore(db),
  accepted: new MongoAcceptedStore(db),
  reviewLog: new MongoReviewLogStore(db),
  reviewQueue: new MongoReviewQueueStore(db),
  fingerprints: new MongoFingerprintsStore(db),
});
