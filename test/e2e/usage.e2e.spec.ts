import { isDeepStrictEqual } from 'node:util';
import { addDays, utcDay } from '../../domain/usage';
import { receiptFixtures } from '../fixtures/receipts/generate';
import { startFileServer, type FileServer } from '../support/file-server';
import { readingBookLine } from '../fixtures/claim-lines';
import { api } from '../support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { ifStarted } from '../support/if-started';
import { RELEASED } from '../../common/idempotency';

const claim = {
  programKey: 'PEP',
  vendor: 'Barnes & Noble',
  amount: 8.99,
  lineItems: [readingBookLine],
};

/**
 * Usage through the whole system: work of two tenants goes through the pipeline, and GET /v1/usage
 * shows each tenant only its own counts, on the day the work completed, as the events say.
 */
describe('GET /v1/usage', () => {
  let system: TestSystem;
  let files: FileServer;
  let receiver: WebhookReceiver;
  let keyA: string;
  let keyB: string;
  const finishedJobs: Record<string, string[]> = { tenant_usage_a: [], tenant_usage_b: [] };
  let receiptJobId: string;

  beforeAll(async () => {
    files = await startFileServer();
    const [first, second] = receiptFixtures();
    files.put('/r/0.pdf', await first!.render(), 'application/pdf');
    files.put('/r/1.pdf', await second!.render(), 'application/pdf');
    receiver = await startWebhookReceiver(() => 'whsec_unused');
    system = await startTestSystem(testConfig({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_POLL_MS: '100' }));
    keyA = await system.newTenant('tenant_usage_a');
    keyB = await system.newTenant('tenant_usage_b');

    const finished = async (key: string, jobId: string) =>
      (
        await pollUntil(
          () => api(system.url, key).get(`/v1/jobs/${jobId}`),
          (response) => ['completed', 'failed'].includes(response.body.status),
          60_000,
        )
      ).body;
    // Tenant A: a receipt with a webhook, an audit, a batch of two receipts with a batch webhook.
    // The receipt goes in under an Idempotency-Key, and its gateway "dies" before it keeps the answer: the
    // client's retry takes the key over and writes the same job again, which must count once everywhere.
    const receiptBody = { fileUrl: files.url('/r/0.pdf'), webhookUrl: receiver.url('/a/receipt') };
    const receipt = await api(system.url, keyA).post('/v1/receipts/extract', receiptBody, {
      'idempotency-key': 'usage-receipt',
    });
    await system.infra.mongo.db
      .collection<{ _id: string }>('idempotency_keys')
      .updateOne({ _id: 'tenant_usage_a\u0000usage-receipt' }, { $set: { response: null, lockedUntil: RELEASED } });
    const retried = await api(system.url, keyA).post('/v1/receipts/extract', receiptBody, {
      'idempotency-key': 'usage-receipt',
    });
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.body.jobId).toBe(receipt.body.jobId);
    receiptJobId = receipt.body.jobId;
    const audit = await api(system.url, keyA).post('/v1/submissions/audit', { ...claim, async: true });
    const batch = await api(system.url, keyA).post('/v1/batches', {
      batchType: 'receipt_extraction',
      webhookUrl: receiver.url('/a/batch'),
      items: [{ fileUrl: files.url('/r/0.pdf') }, { fileUrl: files.url('/r/1.pdf') }],
    });
    // Tenant B: one receipt.
    const other = await api(system.url, keyB).post('/v1/receipts/extract', { fileUrl: files.url('/r/1.pdf') });
    expect([receipt.status, audit.status, batch.status, other.status]).toEqual([202, 202, 202, 202]);
    const items = (await api(system.url, keyA).get(`/v1/batches/${batch.body.batchId}/items`)).body.items.map(
      (item: { jobId: string }) => item.jobId,
    );
    for (const jobId of [receipt.body.jobId, audit.body.jobId, ...items])
      finishedJobs.tenant_usage_a!.push((await finished(keyA, jobId)).jobId);
    finishedJobs.tenant_usage_b!.push((await finished(keyB, other.body.jobId)).jobId);
    await pollUntil(
      () => api(system.url, keyA).get(`/v1/batches/${batch.body.batchId}`),
      (response) => response.body.completedAt !== null,
      60_000,
    );
  });

  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(receiver)?.close();
    await ifStarted(files)?.close();
  });

  /** What the usage should be, from the read models: completed jobs by type and day, their pages, the delivery log. */
  const expectedFor = async (tenantId: string, key: string) => {
    const days = new Map<string, { extractions: number; pages: number; audits: number }>();
    for (const jobId of finishedJobs[tenantId]!) {
      const view = (await system.infra.jobs.get(jobId))!;
      expect(view.status).toBe('completed');
      const day = days.get(utcDay(view.completedAt!)) ?? { extractions: 0, pages: 0, audits: 0 };
      if (view.type === 'receipt_extraction') day.extractions += 1;
      else day.audits += 1;
      day.pages += view.pages ?? 0;
      days.set(utcDay(view.completedAt!), day);
    }
    const sum = (kind: 'extractions' | 'pages' | 'audits') =>
      [...days.values()].reduce((total, day) => total + day[kind], 0);
    const batchItems = tenantId === 'tenant_usage_a' ? 2 : 0;
    const webhookDeliveries = (await api(system.url, key).get('/v1/webhooks/deliveries?limit=1000')).body.deliveries
      .length as number;
    return {
      days,
      totals: {
        extractions: sum('extractions'),
        pages: sum('pages'),
        audits: sum('audits'),
        batchItems,
        webhookDeliveries,
      },
    };
  };

  it('shows each tenant its own completed work, pages, batch items and webhook deliveries, on the day they happened', async () => {
    const today = utcDay(new Date());
    const query = `/v1/usage?from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
    // The usage projection and the notifier consume side by side: read both until they agree.
    const read = async (tenantId: string, key: string) => ({
      usage: await api(system.url, key).get(query),
      expected: await expectedFor(tenantId, key),
    });
    const agree = ({ usage, expected }: Awaited<ReturnType<typeof read>>) =>
      isDeepStrictEqual(usage.body.totals, expected.totals);
    const a = await pollUntil(() => read('tenant_usage_a', keyA), agree, 30_000, 250);
    expect(a.usage.status).toBe(200);
    expect(a.expected.totals).toMatchObject({ extractions: 3, audits: 1, batchItems: 2 });
    expect(a.expected.totals.pages).toBeGreaterThanOrEqual(3);
    expect(a.expected.totals.webhookDeliveries).toBeGreaterThanOrEqual(3); // the receipt's job.completed, the batch's progress and completion
    // The receipt written twice under its key is one job: one request in its trail, one job.completed.
    const trail = (await api(system.url, keyA).get(`/v1/jobs/${receiptJobId}/events`)).body.events as {
      type: string;
    }[];
    expect(trail.filter((entry) => entry.type === 'JobRequested')).toHaveLength(1);
    expect(receiver.on('/a/receipt').map((hook) => hook.type)).toEqual(['job.completed']);
    expect(a.usage.body).toMatchObject({
      tenantId: 'tenant_usage_a',
      from: addDays(today, -1),
      to: addDays(today, 1),
      totals: a.expected.totals,
    });
    expect(a.usage.body.days.map((day: { date: string }) => day.date)).toEqual([
      addDays(today, -1),
      today,
      addDays(today, 1),
    ]);
    for (const [date, counts] of a.expected.days)
      expect(a.usage.body.days.find((day: { date: string }) => day.date === date)).toMatchObject(counts);

    const b = await pollUntil(() => read('tenant_usage_b', keyB), agree, 30_000, 250);
    expect(b.usage.body.totals).toEqual({
      ...b.expected.totals,
      extractions: 1,
      audits: 0,
      batchItems: 0,
      webhookDeliveries: 0,
    });
  });

  it('answers 400 naming the field for bad ranges, and 403 for another tenant', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/v1/usage?to=2026-11-21', /^from is required/],
      ['/v1/usage?from=2026-11-21&to=2026-11-31', /^to must be a date/],
      ['/v1/usage?from=2026-11-22&to=2026-11-21', /^from must be on or before to/],
      ['/v1/usage?from=2025-01-01&to=2026-11-21', /^from and to may span at most 366 days/],
    ];
    for (const [path, message] of cases) {
      const response = await api(system.url, keyA).get(path);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringMatching(message) });
    }
    const forbidden = await api(system.url, keyA).get('/v1/usage?from=2026-11-21&to=2026-11-21', {
      'x-tenant-id': 'tenant_usage_b',
    });
    expect(forbidden.status).toBe(403);
  });
});
