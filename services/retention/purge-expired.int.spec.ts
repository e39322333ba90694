import { createLogger } from '../../common/logging';
import { connectMongo } from '../../common/storage';
import { MongoTenantStore } from '../../common/tenants';
import { MongoBatchesStore } from '../../projections/batches';
import { MongoJobsStore } from '../../projections/jobs';
import { MongoUsageStore } from '../../projections/usage';
import { MongoDeliveriesStore } from '../../projections/webhook-deliveries';
import { testConfig } from '../../test/support/test-environment';
import { MongoIdempotencyStore } from '../../common/idempotency';
import { purgeExpired } from './purge-expired';
import { AFTER_PURGE, expectNothingPurged, NOW, remaining, seedRetention } from './retention-fixtures.spec';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const stores = {
  tenants: new MongoTenantStore(mongo.db),
  jobs: new MongoJobsStore(mongo.db),
  batches: new MongoBatchesStore(mongo.db),
  deliveries: new MongoDeliveriesStore(mongo.db),
  idempotency: new MongoIdempotencyStore(mongo.db),
  usage: new MongoUsageStore(mongo.db),
};
const logger = createLogger({ level: 'silent', name: 'test' });

describe('the retention purge on the real database (MongoDB wire)', () => {
  beforeAll(async () => {
    for (const store of [stores.tenants, stores.jobs, stores.batches, stores.deliveries, stores.usage])
      await store.ensureIndexes();
    await seedRetention(stores);
  });
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it("removes only what is past each tenant's retention, and never open work", async () => {
    const report = await purgeExpired(stores, { usageRetentionDays: 400, now: NOW, logger });
    expect(report.failed).toEqual([]);
    expect(
      report.tenants.map(({ tenantId, jobs, batches, batchItems, webhookDeliveries }) => ({
        tenantId,
        jobs,
        batches,
        batchItems,
        webhookDeliveries,
      })),
    ).toEqual([
      { tenantId: 'long', jobs: 0, batches: 0, batchItems: 0, webhookDeliveries: 0 },
      { tenantId: 'short', jobs: 2, batches: 1, batchItems: 2, webhookDeliveries: 1 },
    ]);
    expect(await remaining(stores, 'short')).toEqual(AFTER_PURGE.short);
    expect(await remaining(stores, 'long')).toEqual(AFTER_PURGE.long);
    // The pending delivery is still due: the notifier goes on trying it.
    expect(await stores.deliveries.due(NOW, 10)).toHaveLength(2);
    expect([report.idempotencyRecords, report.usage.records, report.usage.jobs]).toEqual([1, 1, 1]);
    expect(
      await stores.idempotency.claim({
        scope: 'short',
        key: 'fresh',
        fingerprint: 'f',
        createdAt: NOW.toISOString(),
        response: null,
      }),
    ).toMatchObject({ claimed: false });
    expect(await stores.usage.sums('short', '2000-01-01', '2099-12-31')).toEqual([
      { day: '2026-11-01', kind: 'extractions', quantity: 1 },
    ]);
    expect(await stores.usage.job('ancient')).toBeNull();
  });

  it('changes nothing when run again', async () => {
    const again = await purgeExpired(stores, { usageRetentionDays: 400, now: NOW, logger });
    expectNothingPurged(again);
    expect(await remaining(stores, 'short')).toEqual(AFTER_PURGE.short);
  });
});
