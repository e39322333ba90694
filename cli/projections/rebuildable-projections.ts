import type { Db } from 'mongodb';
import type { RetentionCutoffs } from '../../domain/retention';
import { MongoBatchesStore, batchesHandler } from '../../projections/batches';
import { JOBS_CONCURRENTLY, MongoJobsStore, jobsHandler } from '../../projections/jobs';
import type { RebuildableProjection } from '../../projections/rebuild';
import { MongoUsageStore, usageHandler } from '../../projections/usage';
import { MongoReviewQueueStore, reviewQueueHandler } from '../../projections/review-queue';
import { MongoFingerprintsStore, fingerprintsHandler } from '../../projections/fingerprints';
import { BATCH_COORDINATOR_GROUP } from '../../services/batch-coordinator';
import { MongoAcceptedStore } from '../../common/accepted';

/** What the gateway accepted answers where the read model misses: the tenant's expired part goes too, or purged work would answer from there. */
const purgeAccepted = async (db: Db, cutoffs: RetentionCutoffs): Promise<void> => {
  const accepted = new MongoAcceptedStore(db);
  for (const { tenantId, before } of cutoffs.tenants) await accepted.purgeTenantBefore(tenantId, before);
};

/** Each expired tenant's part purged in turn; the records that went, in all. */
const purgeTenants = async (
  cutoffs: RetentionCutoffs,
  purge: (tenantId: string, before: Date) => Promise<number>,
): Promise<number> => {
  let purged = 0;
  for (const { tenantId, before } of cutoffs.tenants) purged += await purge(tenantId, before);
  return purged;
};

/**
 * Every read model that `projections:rebuild` can rebuild: its live collections' base name (as the
 * services' stores use it), how to open its stores on other collections, and its consumer handler (the
 * one its live projector runs). The webhook delivery log is not here: it records delivery attempts,
 * which are not events (docs/projections.md).
 */
export const REBUILDABLE_PROJECTIONS: readonly RebuildableProjection[] = [
  {
    name: 'jobs',
    collection: 'jobs',
    jobsConcurrently: JOBS_CONCURRENTLY,
    open: async (db, base, logger) => {
      const store = new MongoJobsStore(db, base);
      await store.ensureIndexes();
      return jobsHandler(store, logger);
    },
    purgeExpired: async (db, base, cutoffs) => {
      const store = new MongoJobsStore(db, base);
      const purged = await purgeTenants(cutoffs, (tenantId, before) => store.purgeFinished(tenantId, before));
      await purgeAccepted(db, cutoffs);
      return purged;
    },
  },
  {
    name: 'batches',
    collection: 'batches',
    // The coordinator decides from this read model (what it has released): see docs/projections.md.
    decidedBy: BATCH_COORDINATOR_GROUP,
    open: async (db, base) => {
      const store = new MongoBatchesStore(db, base);
      await store.ensureIndexes();
      return batchesHandler(store);
    },
    purgeExpired: async (db, base, cutoffs) => {
      const store = new MongoBatchesStore(db, base);
      const purged = await purgeTenants(cutoffs, async (tenantId, before) => {
        const { batches, items } = await store.purgeFinished(tenantId, before);
        return batches + items;
      });
      await purgeAccepted(db, cutoffs);
      return purged;
    },
  },
  {
    name: 'usage',
    collection: 'usage',
    open: async (db, base, logger) => {
      const store = new MongoUsageStore(db, base);
      await store.ensureIndexes();
      return usageHandler(store, logger);
    },
    purgeExpired: async (db, base, cutoffs) => {
      const { records, jobs } = await new MongoUsageStore(db, base).purgeBefore(cutoffs.usageBefore);
      return records + jobs;
    },
  },
  {
    name: 'review-queue',
    collection: 'review_queue',
    open: async (db, base) => {
      const store = new MongoReviewQueueStore(db, base);
      await store.ensureIndexes();
      return reviewQueueHandler(store);
    },
    purgeExpired: (db, base, cutoffs) => {
      const store = new MongoReviewQueueStore(db, base);
      return purgeTenants(cutoffs, (tenantId, before) => store.purgeFinished(tenantId, before));
    },
  },
  {
    name: 'fingerprints',
    collection: 'fingerprints',
    open: async (db, base) => {
      const store = new MongoFingerprintsStore(db, base);
      await store.ensureIndexes();
      return fingerprintsHandler(store);
    },
    purgeExpired: (db, base, cutoffs) => {
      const store = new MongoFingerprintsStore(db, base);
      return purgeTenants(cutoffs, (tenantId, before) => store.purgeBefore(tenantId, before));
    },
  },
];
