import { createLogger } from '../../common/logging';
import { InMemoryTenantStore } from '../../common/tenants';
import { InMemoryBatchesStore } from '../../projections/batches';
import { InMemoryJobsStore } from '../../projections/jobs';
import { InMemoryUsageStore } from '../../projections/usage';
import { InMemoryDeliveriesStore } from '../../projections/webhook-deliveries';
import { InMemoryIdempotencyStore } from '../../common/idempotency';
import { purgeExpired } from './purge-expired';
import { AFTER_PURGE, expectNothingPurged, NOW, remaining, seedRetention } from './retention-fixtures.spec';

const logger = createLogger({ level: 'silent', name: 'test' });

describe('the retention purge (in memory)', () => {
  const stores = {
    tenants: new InMemoryTenantStore(),
    jobs: new InMemoryJobsStore(),
    batches: new InMemoryBatchesStore(),
    deliveries: new InMemoryDeliveriesStore(),
    idempotency: new InMemoryIdempotencyStore(),
    usage: new InMemoryUsageStore(),
  };
  beforeAll(() => seedRetention(stores));

  it("removes each tenant's finished work past its own retention, and nothing open", async () => {
    const report = await purgeExpired(stores, { usageRetentionDays: 400, now: NOW, logger });
    expect(report.tenants).toEqual([
      {
        tenantId: 'short',
        retentionDays: 30,
        before: '2026-10-22T10:00:00.000Z',
        jobs: 2,
        batches: 1,
        batchItems: 2,
        webhookDeliveries: 1,
      },
      {
        tenantId: 'long',
        retentionDays: 90,
        before: '2026-08-23T10:00:00.000Z',
        jobs: 0,
        batches: 0,
        batchItems: 0,
        webhookDeliveries: 0,
      },
    ]);
    expect(await remaining(stores, 'short')).toEqual(AFTER_PURGE.short);
    expect(await remaining(stores, 'long')).toEqual(AFTER_PURGE.long);
    expect(report.idempotencyRecords).toBe(1);
    expect(report.usage).toEqual({ before: '2025-10-17', records: 1, jobs: 1 });
    expect(await stores.usage.sums('short', '2000-01-01', '2099-12-31')).toEqual([
      { day: '2026-11-01', kind: 'extractions', quantity: 1 },
    ]);
    expect(report.failed).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const again = await purgeExpired(stores, { usageRetentionDays: 400, now: NOW, logger });
    expectNothingPurged(again);
  });

  it('skips a tenant whose retention cannot be read, and says so', async () => {
    await stores.tenants.createTenant({
      tenantId: 'damaged',
      name: 'd',
      plan: 'standard',
      defaultProgramKey: null,
      retentionDays: 0,
      webhookSecrets: [],
      createdAt: NOW.toISOString(),
    });
    const report = await purgeExpired(stores, { usageRetentionDays: 400, now: NOW, logger });
    expect(report.failed).toEqual([{ scope: 'damaged', error: 'retentionDays 0 is not a positive whole number' }]);
  });
});
