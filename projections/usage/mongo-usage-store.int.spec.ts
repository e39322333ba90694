import { connectMongo } from '../../common/storage';
import { usageReport } from '../../domain/usage';
import { testConfig } from '../../test/support/test-environment';
import { applyUsageEvent } from './apply-usage-event';
import { InMemoryUsageStore } from './in-memory-usage-store';
import { MongoUsageStore } from './mongo-usage-store';
import type { UsageStore } from './usage-store';
import { dayOfEvents } from './usage-fixtures.spec';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoUsageStore(mongo.db);
const reportOf = async (source: UsageStore, tenantId: string) =>
  usageReport(tenantId, '2026-11-20', '2026-11-23', await source.sums(tenantId, '2026-11-20', '2026-11-23'));

describe('usage on the real database (MongoDB wire)', () => {
  const events = [...dayOfEvents('t_a', 'a'), ...dayOfEvents('t_b', 'b')];
  beforeAll(() => store.ensureIndexes());
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it("sums a tenant's range in the database as the in-memory model does, and the same events twice change nothing", async () => {
    const reference = new InMemoryUsageStore();
    for (const event of events) await applyUsageEvent(reference, event);
    // Twice, the second time concurrently (partitions are handled side by side): inserts under fixed ids.
    for (const event of events) await applyUsageEvent(store, event);
    await Promise.all(events.map((event) => applyUsageEvent(store, event)));
    for (const tenantId of ['t_a', 't_b'])
      expect(await reportOf(store, tenantId)).toEqual(await reportOf(reference, tenantId));
    expect((await reportOf(store, 't_a')).totals).toEqual({
      extractions: 3,
      pages: 5,
      audits: 1,
      batchItems: 2,
      webhookDeliveries: 4,
    });
    expect(await mongo.db.collection('usage').countDocuments()).toBe(reference.records.size);
  });

  it('reads only the asked days', async () => {
    expect(await store.sums('t_a', '2026-11-22', '2026-11-22')).toEqual(
      expect.arrayContaining([{ day: '2026-11-22', kind: 'pages', quantity: 3 }]),
    );
    expect(await store.sums('t_a', '2026-11-23', '2026-12-31')).toEqual([]);
  });

  it("remembers a job's request once, and purges by day", async () => {
    expect(await store.job('a_receipt')).toEqual({
      jobId: 'a_receipt',
      tenantId: 't_a',
      jobType: 'receipt_extraction',
      webhookUrl: 'https://hooks.example/receipt',
      requestedAt: '2026-11-21T10:00:00.000Z',
    });
    expect([...(await store.jobsByIds(['a_receipt', 'no_such_job'])).keys()]).toEqual(['a_receipt']);
    // Per tenant, 9 records of the 21st (the audit, 2 items' extractions and pages, the batch's items, 3 webhooks) and 5 jobs.
    expect(await store.purgeBefore('2026-11-22')).toEqual({ records: 18, jobs: 10 });
    expect(await store.sums('t_a', '2026-11-01', '2026-11-30')).toEqual(
      expect.arrayContaining([{ day: '2026-11-22', kind: 'extractions', quantity: 1 }]),
    );
    expect(await store.purgeBefore('2026-11-22')).toEqual({ records: 0, jobs: 0 });
  });
});
