import { createLogger } from '../../common/logging';
import { connectMongo } from '../../common/storage';
import { testConfig } from '../../test/support/test-environment';
import { purgeExpired } from './purge-expired';
import { mongoRetentionStores } from './mongo-retention-stores';
import { AFTER_PURGE, expectNothingPurged, JOB_NAMES, NOW, remaining, seedRetention } from './retention-fixtures.spec';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
// The stores `npm run retention:purge` purges: every one the timed pass does.
const stores = mongoRetentionStores(mongo.db);
const logger = createLogger({ level: 'silent', name: 'test' });

describe('the retention purge on the real database (MongoDB wire)', () => {
  beforeAll(async () => {
    const { tenants, jobs, batches, deliveries, usage, webhookJobs, accepted } = stores;
    for (const store of [tenants, jobs, batches, deliveries, usage, webhookJobs, accepted]) await store.ensureIndexes();
    await seedRetention(stores);
    // The same jobs as the notifier's copies (they asked for a webhook) and as the gateway accepted them.
    for (const tenantId of ['short', 'long'])
      for (const name of JOB_NAMES) {
        const view = (await stores.jobs.get(`${tenantId}_${name}`))!;
        await stores.webhookJobs.save(view);
        await stores.accepted.addJobs([view], new Date(view.queuedAt));
      }
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
    // The copies that hold the same results go with the jobs: a webhook's and the gateway's.
    const kept = async (tenantId: string) => {
      const copies = { webhookJobs: [] as string[], accepted: [] as string[] };
      for (const name of JOB_NAMES) {
        if ((await stores.webhookJobs.get(`${tenantId}_${name}`)) !== null) copies.webhookJobs.push(name);
        if ((await stores.accepted.job(tenantId, `${tenantId}_${name}`)) !== null) copies.accepted.push(name);
      }
      return copies;
    };
    expect(await kept('short')).toEqual({ webhookJobs: AFTER_PURGE.short.jobs, accepted: ['recent_done'] });
    // An accepted record goes by when it was accepted: the open job's view is still in the jobs read model.
    expect(await kept('long')).toEqual({
      webhookJobs: AFTER_PURGE.long.jobs,
      accepted: ['old_done', 'old_failed', 'recent_done'],
    });
    // The pending delivery is still due: the notifier goes on trying it.
    expect(await stores.deliveries.due(NOW, 10)).toHaveLength(2);
    expect([report.idempotencyRecords, report.usage.records, report.usage.jobs]).toEqual([1, 1, 1]);
    expect(
      await stores.idempotency.claim({
        scope: 'short',
        key: 'fresh',
        fingerprint: 'f',
        createdAt: NOW.toISOString(),
        seed: 's',
        lockedUntil: NOW.toISOString(),
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
