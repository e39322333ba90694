import { connectMongo } from '../../common/storage';
import { afterAttempt, newDelivery, type Delivery } from '../../domain/webhooks';
import { testDelivery } from '../../test/fixtures/deliveries';
import { testConfig } from '../../test/support/test-environment';
import { MongoDeliveriesStore } from './mongo-deliveries-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoDeliveriesStore(mongo.db);
const t0 = new Date('2026-11-21T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const delivery = newDelivery({
  tenantId: 'tenant_d',
  url: 'https://example.com/a.b/hook',
  type: 'job.completed',
  eventId: 'job_d:3',
  jobId: 'job_d',
  batchId: null,
  data: { 'a.b': 1 },
  now: t0,
});

describe('webhook delivery log on the real database (MongoDB wire)', () => {
  beforeAll(() => store.ensureIndexes());
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it('records a delivery once, however often the event comes', async () => {
    expect(await store.add([delivery])).toHaveLength(1);
    expect(await store.add([delivery])).toHaveLength(0);
    expect(await store.get(delivery.deliveryId)).toEqual(delivery);
  });

  it('lets one claim an attempt, then schedules the retry', async () => {
    expect(await store.due(t0, 10)).toEqual([delivery.deliveryId]);
    expect(await store.claim(delivery.deliveryId, t0, later(15_000))).toBe(true);
    expect(await store.claim(delivery.deliveryId, t0, later(15_000))).toBe(false); // held by the first
    const retry = afterAttempt(
      delivery,
      { at: t0.toISOString(), statusCode: 503, latencyMs: 4, error: null },
      'retry',
      { scheduleMs: [5_000], jitterRatio: 0 },
      () => 0.5,
    );
    await store.saveAttempt(retry);
    expect(await store.nextDueAt(t0)).toEqual(later(5_000)); // when the log is next worth searching
    expect(await store.nextDueAt(later(5_000))).toBeNull(); // due by then: found by that search
    expect(await store.due(later(4_000), 10)).toEqual([]);
    expect(await store.due(later(5_000), 10)).toEqual([delivery.deliveryId]);
    const failed = afterAttempt(
      retry,
      { at: later(5_000).toISOString(), statusCode: 500, latencyMs: 4, error: null },
      'retry',
      { scheduleMs: [5_000], jitterRatio: 0 },
      () => 0.5,
    );
    await store.saveAttempt(failed);
    expect(await store.due(later(60_000), 10)).toEqual([]);
    expect(await store.nextDueAt(t0)).toBeNull(); // nothing left to try
    expect(
      await store.list({
        tenantId: 'tenant_d',
        jobId: 'job_d',
        batchId: null,
        status: 'failed',
        limit: 10,
        before: null,
      }),
    ).toEqual([failed]);
    expect(
      await store.list({ tenantId: 'tenant_other', jobId: null, batchId: null, status: null, limit: 10, before: null }),
    ).toEqual([]);
  });

  it('disables and re-enables a URL per tenant', async () => {
    await store.disableUrl('tenant_d', delivery.url, t0.toISOString());
    expect(await store.isUrlDisabled('tenant_d', delivery.url)).toBe(true);
    expect(await store.isUrlDisabled('tenant_other', delivery.url)).toBe(false);
    await store.enableUrl('tenant_d', delivery.url);
    expect(await store.isUrlDisabled('tenant_d', delivery.url)).toBe(false);
  });

  it('makes a delivery due again by hand, keeping its attempts, but never under an attempt in flight', async () => {
    const hook = testDelivery({
      tenantId: 'tenant_d',
      type: 'batch.completed',
      eventId: 'bat_d:done',
      batchId: 'bat_d',
    });
    await store.add([hook]);
    expect(await store.claim(hook.deliveryId, t0, later(15_000))).toBe(true); // an attempt is sending it
    expect(await store.retryByHand(hook.deliveryId, later(1_000), later(31_000))).toEqual({
      outcome: 'in-flight',
      leaseUntil: later(15_000),
    });
    const gone = afterAttempt(
      hook,
      { at: later(2_000).toISOString(), statusCode: 410, latencyMs: 4, error: null },
      'gone',
      { scheduleMs: [5_000], jitterRatio: 0 },
      () => 0.5,
    );
    await store.disableUrl('tenant_d', hook.url, later(2_000).toISOString());
    await store.saveAttempt(gone); // recorded: failed, its URL stopped, nothing left due
    expect(await store.due(later(60_000), 10)).toEqual([]);

    const again = await store.retryByHand(hook.deliveryId, later(3_000), later(33_000));
    const due = {
      ...gone,
      status: 'pending',
      nextAttemptAt: later(3_000).toISOString(),
      updatedAt: later(3_000).toISOString(),
    };
    expect(again).toEqual({ outcome: 'due', delivery: due });
    expect(await store.get(hook.deliveryId)).toEqual(due);
    expect(await store.isUrlDisabled('tenant_d', hook.url)).toBe(false);
    expect(await store.due(later(3_000), 10)).toEqual([hook.deliveryId]);
    expect(await store.claim(hook.deliveryId, later(3_000), later(18_000))).toBe(true); // the lease it held is let go
    expect(await store.retryByHand('msg_none', later(3_000), later(33_000))).toEqual({ outcome: 'missing' });
    expect(await store.due(later(60_000), 10)).toEqual([hook.deliveryId]); // no entry left for a delivery that is not there
  });

  it("pages a tenant's log newest first, a job's or a batch's too, ties in the order of their ids", async () => {
    const made = (eventId: string, now: Date, batchId: string) =>
      testDelivery({ tenantId: 'tenant_p', url: 'https://example.com/p', eventId, batchId, now });
    const log = [
      made('e4', later(1_000), 'bat_1'),
      made('e2', later(2_000), 'bat_1'),
      made('e3', later(2_000), 'bat_2'),
    ];
    await store.add(log); // the oldest has the highest id: an order by id alone would put it first
    const newestFirst = [log[1]!, log[2]!]
      .sort((a, b) => b.deliveryId.localeCompare(a.deliveryId))
      .concat(log[0]!)
      .map((d) => d.deliveryId);
    const page = (before: Delivery | null, batchId: string | null = null) =>
      store.list({
        tenantId: 'tenant_p',
        jobId: null,
        batchId,
        status: null,
        limit: 2,
        before: before === null ? null : { createdAt: before.createdAt, deliveryId: before.deliveryId },
      });
    const first = await page(null);
    const second = await page(first.at(-1)!);
    expect([...first, ...second].map((d) => d.deliveryId)).toEqual(newestFirst);
    expect((await page(null, 'bat_1')).map((d) => d.eventId)).toEqual(['e2', 'e4']);
  });

  it('forgets a due entry only when no lease holds it and it fell due by then', async () => {
    const hook = testDelivery({ tenantId: 'tenant_d', eventId: 'job_x:3', jobId: 'job_x', now: later(100_000) });
    await store.add([hook]);
    await store.dropDue(hook.deliveryId, later(99_000)); // due after that moment: a retry by hand made since
    expect(await store.due(later(100_000), 10)).toContain(hook.deliveryId);
    expect(await store.claim(hook.deliveryId, later(100_000), later(115_000))).toBe(true);
    await store.dropDue(hook.deliveryId, later(101_000)); // a lease holds it
    expect(await store.due(later(100_000), 10)).toContain(hook.deliveryId);
    await store.dropDue(hook.deliveryId, later(116_000));
    expect(await store.due(later(200_000), 10)).not.toContain(hook.deliveryId);
  });

  it('lets go of its own hold only: an attempt that claimed the delivery after the hold lapsed keeps its lease', async () => {
    const hook = testDelivery({ tenantId: 'tenant_d', eventId: 'job_s:3', jobId: 'job_s', now: t0 });
    await store.add([hook]);
    const slow = new MongoDeliveriesStore(mongo.db);
    // The retry's writes outlast its 30 s hold, and a notifier claims the delivery in between.
    slow.enableUrl = async () => {
      expect(await store.claim(hook.deliveryId, later(40_000), later(55_000))).toBe(true);
    };
    expect((await slow.retryByHand(hook.deliveryId, later(1_000), later(31_000))).outcome).toBe('due');
    expect(await store.claim(hook.deliveryId, later(41_000), later(56_000))).toBe(false); // still the notifier's
    expect(await store.claim(hook.deliveryId, later(55_000), later(70_000))).toBe(true);
  });

  it('takes over a lease whose attempt died, once it lapsed', async () => {
    const hook = testDelivery({
      tenantId: 'tenant_d',
      type: 'job.failed',
      eventId: 'job_l:3',
      jobId: 'job_l',
      now: t0,
    });
    await store.add([hook]);
    expect(await store.claim(hook.deliveryId, t0, later(15_000))).toBe(true);
    const again = await store.retryByHand(hook.deliveryId, later(16_000), later(46_000));
    expect(again.outcome).toBe('due');
    expect(await store.claim(hook.deliveryId, later(16_000), later(31_000))).toBe(true);
  });
});
