import { LocalExtractionEngine, type ExtractionEngine } from '../../services/extractor/engine';
import { receiptFixtures } from '../fixtures/receipts/generate';
import { longOrderPdf } from '../fixtures/receipts/long-order';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { ifStarted } from '../support/if-started';

/** An engine that counts how many extractions run at the same moment, with an optional delay per item. */
const observedEngine = () => {
  const inner = new LocalExtractionEngine({ maxPages: 50 });
  const gauge = { now: 0, max: 0, delayMs: 0, reset: () => Object.assign(gauge, { now: 0, max: 0 }) };
  const engine: ExtractionEngine = {
    name: 'observed-local',
    extract: async (input) => {
      gauge.now += 1;
      gauge.max = Math.max(gauge.max, gauge.now);
      try {
        if (gauge.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, gauge.delayMs));
        return await inner.extract(input);
      } finally {
        gauge.now -= 1;
      }
    },
    close: () => inner.close(),
  };
  return { engine, gauge };
};

const TENANT = 'tenant_batches';

/**
 * Batches on the real servers: a 1,000-item batch of generated receipts runs to completion with exact
 * counts, signed webhooks (one batch.completed, per-item webhooks where items ask for them), and never
 * more items processing than the batch's concurrencyLimit.
 */
describe('batches: up to 1,000 items with a coordinator', () => {
  let system: TestSystem;
  let files: FileServer;
  let receiver: WebhookReceiver;
  let apiKey: string;
  let secret = '';
  const { engine, gauge } = observedEngine();
  const client = () => api(system.url, apiKey);

  beforeAll(async () => {
    files = await startFileServer();
    const fixtures = receiptFixtures().slice(0, 12);
    for (const [index, fixture] of fixtures.entries())
      files.put(`/r/${index}.pdf`, await fixture.render(), 'application/pdf');
    receiver = await startWebhookReceiver(() => secret);
    system = await startTestSystem(
      testConfig({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_POLL_MS: '100' }),
      undefined,
      { engine },
    );
    apiKey = await system.newTenant(TENANT);
    secret = (await system.infra.tenants.getTenant(TENANT))!.webhookSecrets[0]!;
  });

  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(receiver)?.close();
    await ifStarted(files)?.close();
  });

  const waitForEnd = (batchId: string, timeoutMs: number) =>
    pollUntil(
      () => client().get(`/v1/batches/${batchId}`),
      (response) => response.body.completedAt !== null,
      timeoutMs,
      250,
    );

  it('never has more items processing than concurrencyLimit, across the workers', async () => {
    gauge.reset();
    gauge.delayMs = 40;
    const items = Array.from({ length: 30 }, (_, index) => ({ fileUrl: files.url(`/r/${index % 12}.pdf`) }));
    const accepted = await client().post('/v1/batches?concurrencyLimit=2', { batchType: 'receipt_extraction', items });
    expect(accepted.status).toBe(202);
    const done = await waitForEnd(accepted.body.batchId, 60_000);
    gauge.delayMs = 0;
    expect(done.body).toMatchObject({ status: 'completed', concurrencyLimit: 2, counts: { completed: 30 } });
    expect(gauge.max).toBeGreaterThanOrEqual(1);
    expect(gauge.max).toBeLessThanOrEqual(2);
  });

  it('cancels the items not started, and still reports the batch once', async () => {
    gauge.delayMs = 100;
    const items = Array.from({ length: 40 }, (_, index) => ({
      fileUrl: files.url(`/r/${index % 12}.pdf`),
      ...(index === 39 ? { webhookUrl: receiver.url('/items/cancelled') } : {}),
    }));
    const accepted = await client().post('/v1/batches?concurrencyLimit=1', {
      batchType: 'receipt_extraction',
      webhookUrl: receiver.url('/batch/cancel'),
      items,
    });
    const batchId: string = accepted.body.batchId;
    const cancelled = await api(system.url, apiKey).call('DELETE', `/v1/batches/${batchId}`);
    expect(cancelled.status).toBe(202);
    expect(cancelled.body.status).toBe('cancelled');
    const done = await waitForEnd(batchId, 60_000);
    gauge.delayMs = 0;
    const { counts } = done.body as {
      counts: Record<'queued' | 'processing' | 'completed' | 'failed' | 'cancelled', number>;
    };
    expect(done.body.status).toBe('cancelled');
    expect(counts.cancelled).toBeGreaterThan(0);
    expect(counts.completed + counts.failed + counts.cancelled).toBe(40);
    expect(counts.queued + counts.processing).toBe(0);

    const last = (await client().get(`/v1/batches/${batchId}/items?cursor=38`)).body.items[0];
    expect(last).toMatchObject({ index: 39, status: 'cancelled' });
    const lastJob = await pollUntil(
      () => client().get(`/v1/jobs/${last.jobId}`),
      (response) => response.body.status === 'failed',
      60_000,
    );
    expect(lastJob.body).toMatchObject({ status: 'failed', attempts: 0, error: expect.stringMatching(/^CANCELLED: /) });

    const ended = await pollUntil(
      async () => receiver.on('/batch/cancel').filter((hook) => hook.type === 'batch.completed'),
      (hooks) => hooks.length > 0,
      30_000,
    );
    expect(ended[0]!.data).toMatchObject({ batchId, status: 'cancelled' });
    const itemHook = await pollUntil(
      async () => receiver.on('/items/cancelled'),
      (hooks) => hooks.length > 0,
      30_000,
    );
    expect(itemHook[0]).toMatchObject({ type: 'job.failed', verified: true });
  });

  it('fails an item whose result is too large for its event with FILE_TOO_LARGE, and still ends the batch', async () => {
    files.put('/long-order.pdf', await longOrderPdf(50, 62), 'application/pdf');
    const accepted = await client().post('/v1/batches', {
      batchType: 'receipt_extraction',
      items: [
        { fileUrl: files.url('/long-order.pdf'), programKey: 'FL_PEP', categorizeItems: true },
        { fileUrl: files.url('/r/0.pdf') },
      ],
    });
    expect(accepted.status).toBe(202);
    const done = await waitForEnd(accepted.body.batchId, 120_000);
    expect(done.body).toMatchObject({ status: 'completed_with_errors', counts: { completed: 1, failed: 1 } });
    const [long] = (await client().get(`/v1/batches/${accepted.body.batchId}/items`)).body.items;
    const job = await client().get(`/v1/jobs/${long.jobId}`);
    expect(job.body).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.body.error).toMatch(/^FILE_TOO_LARGE: the result is [\d,]+ bytes of JSON, more than the 983,040 /);
  });

  it('checks every item before accepting any: 400 names the bad item', async () => {
    const good = { fileUrl: files.url('/r/0.pdf') };
    const badItem = await client().post('/v1/batches', {
      batchType: 'receipt_extraction',
      items: [good, good, good, { fileName: 'x.pdf' }],
    });
    expect(badItem.status).toBe(400);
    expect(badItem.body.error).toMatchObject({ code: 'INVALID_REQUEST', message: 'items[3].fileUrl is required' });
    const badUrl = await client().post('/v1/batches', {
      batchType: 'receipt_extraction',
      items: [good, { fileUrl: 'ftp://x/y.pdf' }],
    });
    expect(badUrl.body.error.message).toMatch(/^items\[1\]\.fileUrl/);
    const tooMany = await client().post('/v1/batches', {
      batchType: 'receipt_extraction',
      items: Array.from({ length: 1001 }, () => good),
    });
    expect(tooMany.status).toBe(400);
    const badLimit = await client().post('/v1/batches?concurrencyLimit=51', {
      batchType: 'receipt_extraction',
      items: [good],
    });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error.message).toMatch(/concurrencyLimit/);
    const unknown = await client().get('/v1/batches/bat_nope');
    expect(unknown.status).toBe(404);
  });
  it('runs a 1,000-item batch to completion with exact counts and the right signed webhooks', async () => {
    gauge.reset();
    const items = Array.from({ length: 1000 }, (_, index) => ({
      fileUrl: files.url(`/r/${index % 12}.pdf`),
      metadata: { row: index },
      ...(index % 100 === 7 ? { webhookUrl: receiver.url(`/big-items/${index}`) } : {}),
    }));
    const accepted = await client().post('/v1/batches', {
      batchType: 'receipt_extraction',
      webhookUrl: receiver.url('/batch/big'),
      metadata: { upload: 'u-1' },
      items,
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({
      totalItems: 1000,
      status: 'processing',
      pollUrl: `${system.config.api.publicBaseUrl}/v1/batches/${accepted.body.batchId}`,
    });
    const batchId: string = accepted.body.batchId;

    // Every item is a job at once, readable with its batch and index.
    const firstPage = await client().get(`/v1/batches/${batchId}/items?limit=10`);
    expect(firstPage.body.items).toHaveLength(10);
    expect(firstPage.body.items[3]).toMatchObject({ index: 3, error: null });
    const itemJob = await client().get(`/v1/jobs/${firstPage.body.items[3].jobId}`);
    expect(itemJob.status).toBe(200);
    expect(itemJob.body).toMatchObject({ batchId, batchIndex: 3, metadata: { row: 3 } });

    const done = await waitForEnd(batchId, 280_000);
    expect(done.body).toMatchObject({
      batchId,
      tenantId: TENANT,
      batchType: 'receipt_extraction',
      status: 'completed',
      totalItems: 1000,
      progress: 100,
      concurrencyLimit: 20,
      counts: { queued: 0, processing: 0, completed: 1000, failed: 0, cancelled: 0 },
      metadata: { upload: 'u-1' },
    });
    expect(gauge.max).toBeLessThanOrEqual(20);

    const completedHooks = await pollUntil(
      async () => receiver.on('/batch/big').filter((hook) => hook.type === 'batch.completed'),
      (hooks) => hooks.length > 0,
      30_000,
    );
    const perItem = await pollUntil(
      async () => receiver.received.filter((hook) => hook.path.startsWith('/big-items/')),
      (hooks) => hooks.length >= 10,
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // room for a duplicate to show up, were there one
    expect(receiver.on('/batch/big').filter((hook) => hook.type === 'batch.completed')).toHaveLength(1);
    expect(completedHooks[0]!.data).toMatchObject({
      batchId,
      status: 'completed',
      counts: { completed: 1000 },
      metadata: { upload: 'u-1' },
    });
    expect(receiver.on('/batch/big').every((hook) => ['batch.progress', 'batch.completed'].includes(hook.type))).toBe(
      true,
    );
    expect(receiver.received.every((hook) => hook.verified)).toBe(true);

    expect(perItem.map((hook) => hook.path).sort()).toEqual(
      Array.from({ length: 10 }, (_, k) => `/big-items/${k * 100 + 7}`).sort(),
    );
    for (const hook of perItem) {
      const index = Number(hook.path.split('/')[2]);
      expect(hook.type).toBe('job.completed');
      expect(hook.data).toMatchObject({ status: 'completed', batchId, batchIndex: index, metadata: { row: index } });
      expect(hook.data.result.vendor).toEqual(expect.any(String));
    }

    const completedItems = await client().get(`/v1/batches/${batchId}/items?status=completed&limit=1000`);
    expect(completedItems.body.items).toHaveLength(1000);
  }, 400_000);
});
