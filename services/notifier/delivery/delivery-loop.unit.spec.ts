import { createLogger } from '../../../common/logging';
import { newDelivery, type Delivery } from '../../../domain/webhooks';
import type { Tenant } from '../../../domain/tenants';
import { InMemoryDeliveriesStore } from '../../../projections/webhook-deliveries';
import type { PostOutcome } from '../sending/post-webhook';
import { DeliveryLoop, type LoopOptions } from './delivery-loop';

const logger = createLogger({ level: 'silent', name: 'test' });
const tenant: Tenant = {
  tenantId: 't1',
  name: 't1',
  plan: 'standard',
  defaultProgramKey: null,
  retentionDays: 90,
  webhookSecrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
  createdAt: '2026-11-21T10:00:00.000Z',
};
const OK: PostOutcome = { statusCode: 200, latencyMs: 1, error: null, permanent: false };
const DOWN: PostOutcome = { statusCode: 503, latencyMs: 1, error: null, permanent: false };

const delivery = (eventId: string, url = 'https://hooks.example.com/a', tenantId = 't1'): Delivery =>
  newDelivery({
    tenantId,
    url,
    type: 'job.completed',
    eventId,
    jobId: `job_${eventId}`,
    batchId: null,
    data: {},
    now: new Date(),
  });

/**
 * A loop over an in-memory delivery log whose receiver answers from `answers` (then 200), and that
 * counts the searches of the log. The log's retries are 3 s apart, without jitter.
 */
const setup = (options: Partial<LoopOptions> = {}) => {
  const store = new InMemoryDeliveriesStore();
  const searched: number[] = [];
  const start = Date.now();
  const due = store.due.bind(store);
  store.due = async (now, limit) => {
    searched.push(Date.now() - start);
    return due(now, limit);
  };
  const sent: string[] = [];
  const answers: PostOutcome[] = [];
  let hold: Promise<void> = Promise.resolve();
  const loop = new DeliveryLoop(
    {
      store,
      tenant: async (tenantId) => (tenantId === 'nobody' ? null : tenant),
      post: async (url, body, headers) => {
        sent.push(headers['webhook-id'] ?? '');
        await hold;
        return answers.shift() ?? OK;
      },
      postOptions: { timeoutMs: 1_000, allowedPrivateHosts: [] },
      policy: { scheduleMs: [3_000, 3_000], jitterRatio: 0 },
      now: () => new Date(),
      random: () => 0.5,
      logger,
    },
    { pollMs: 60_000, concurrency: 8, perUrlConcurrency: 4, leaseMs: 5_000, ...options },
  );
  return {
    store,
    loop,
    sent,
    searched,
    answers,
    holdPosts: () => {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = Promise.resolve();
        release();
      };
    },
  };
};

/** A loop with one slot, offered two deliveries to two receivers while its first post is held until `release`. */
const oneSlotTwoOffered = async () => {
  const loop = setup({ concurrency: 1 });
  loop.loop.start();
  const release = loop.holdPosts();
  loop.loop.offer(
    await loop.store.add([delivery('e1', 'https://a.example.com/'), delivery('e2', 'https://b.example.com/')]),
  );
  return { ...loop, release };
};

describe('the webhook delivery loop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a new delivery as soon as it is offered, without waiting for a search of the log', async () => {
    const { store, loop, sent } = setup();
    loop.start();
    const added = await store.add([delivery('e1')]);
    loop.offer(added);
    await jest.advanceTimersByTimeAsync(10);
    expect(sent).toEqual([added[0]!.deliveryId]);
    expect((await store.get(added[0]!.deliveryId))?.status).toBe('delivered');
    await loop.stop();
  });

  it('never sends a message nobody can verify: a delivery whose tenant has no secret fails at once, unsent', async () => {
    const { store, loop, sent } = setup();
    loop.start();
    const [orphan] = await store.add([delivery('e1', 'https://hooks.example.com/a', 'nobody')]);
    loop.offer([orphan!]);
    await jest.advanceTimersByTimeAsync(10);
    expect(sent).toEqual([]);
    const stored = await store.get(orphan!.deliveryId);
    expect(stored?.status).toBe('failed');
    expect(stored?.attempts.map((attempt) => attempt.error)).toEqual([
      "tenant 'nobody' has no webhook secret; nothing is sent unsigned",
    ]);
    await loop.stop();
  });

  it('tries a failed delivery again when its retry falls due, though the log is searched by itself once a minute', async () => {
    const { store, loop, sent, answers } = setup();
    answers.push(DOWN);
    loop.start();
    loop.offer(await store.add([delivery('e1')]));
    await jest.advanceTimersByTimeAsync(2_990);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(30);
    expect(sent).toHaveLength(2);
    const [stored] = store.deliveries.values();
    expect(stored?.status).toBe('delivered');
    expect(stored?.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 200]);
    await loop.stop();
  });

  it('finds within `pollMs` a delivery another process made due, searching the log no more often while nothing is due', async () => {
    const { store, loop, sent, searched } = setup({ pollMs: 5_000 });
    loop.start();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(searched.length).toBeGreaterThanOrEqual(6);
    expect(searched.length).toBeLessThanOrEqual(7);
    // A retry by hand, saved by the gateway's process: nothing offers it to this loop.
    const [added] = await store.add([delivery('e1')]);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual([added!.deliveryId]);
    await loop.stop();
  });

  it('sends a delivery retried by hand again within `pollMs`, after the attempt it already had', async () => {
    const { store, loop, sent } = setup({ pollMs: 5_000 });
    loop.start();
    const [added] = await store.add([delivery('e1')]);
    loop.offer([added!]);
    await jest.advanceTimersByTimeAsync(10);
    expect(sent).toHaveLength(1);
    // The gateway's process makes it due again: nothing offers it to this loop.
    expect((await store.retryByHand(added!.deliveryId, new Date(), new Date(Date.now() + 30_000))).outcome).toBe('due');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual([added!.deliveryId, added!.deliveryId]);
    const stored = await store.get(added!.deliveryId);
    expect([stored?.status, stored?.attempts.map((attempt) => attempt.attempt)]).toEqual(['delivered', [1, 2]]);
    await loop.stop();
  });

  it('forgets a due entry whose delivery is no longer pending, instead of finding it at every search', async () => {
    const { store, loop, sent, searched } = setup({ pollMs: 5_000 });
    const [added] = await store.add([delivery('e1')]);
    // An attempt recorded on the log but not on the due list: its process stopped between the two writes.
    store.deliveries.set(added!.deliveryId, { ...added!, status: 'delivered' });
    loop.start();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(searched.length).toBeGreaterThanOrEqual(1);
    expect(sent).toEqual([]);
    expect(await store.due(new Date(), 10)).toEqual([]);
    await loop.stop();
  });

  it('sends a delivery left for lack of a free slot at the next search once one is free', async () => {
    const { store, loop, sent, release } = await oneSlotTwoOffered();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveLength(1);
    release();
    await jest.advanceTimersByTimeAsync(1_100);
    expect(sent).toHaveLength(2);
    expect([...store.deliveries.values()].map((stored) => stored.status)).toEqual(['delivered', 'delivered']);
    await loop.stop();
  });

  it('searches the log no more than once a second while receivers keep every slot busy', async () => {
    const { loop, searched, release } = await oneSlotTwoOffered();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(searched.length).toBeGreaterThanOrEqual(9);
    expect(searched.length).toBeLessThanOrEqual(11);
    release();
    await loop.stop();
  });
});
