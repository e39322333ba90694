import { onlineStoreOrder } from '../fixtures/receipts/handmade-retail';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { pollUntil, RECEIPT_SERVICES_WITH_WEBHOOKS, startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';
import { startWebhookReceiver, type Answer, type WebhookReceiver } from '../support/webhook-receiver';
import { ifStarted } from '../support/if-started';

/**
 * Signed webhooks that are never lost, on the real servers: retries on the (shortened) schedule, a
 * receiver that never answers ends `failed` and is retried by hand, 410 stops a URL, secrets rotate
 * with both signatures sent, and one tenant's dead receiver does not hold up another tenant.
 */
describe('webhooks: signed, retried, logged', () => {
  let system: TestSystem;
  let files: FileServer;
  let receiver: WebhookReceiver;
  const keys: Record<string, string> = {};
  const secrets: Record<string, string[]> = {};
  const answers = new Map<string, (nth: number) => Answer>();
  const secretFor = new Map<string, string[]>();
  const client = (tenantId: string) => api(system.url, keys[tenantId]);

  beforeAll(async () => {
    files = await startFileServer();
    files.put('/order.pdf', await onlineStoreOrder().render(), 'application/pdf');
    receiver = await startWebhookReceiver(
      (path) => secretFor.get(path) ?? secrets.hooks_a ?? [],
      (path, nth) => answers.get(path)?.(nth) ?? 204,
    );
    system = await startTestSystem(
      testConfig({
        WEBHOOK_ALLOWED_HTTP_HOSTS: '127.0.0.1,127.0.0.2',
        WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
        WEBHOOK_RETRY_SCHEDULE_MS: '200,400,600',
        WEBHOOK_TIMEOUT_MS: '1000',
        WEBHOOK_POLL_MS: '50',
        WEBHOOK_JITTER_PERCENT: '10',
      }),
      RECEIPT_SERVICES_WITH_WEBHOOKS,
    );
    for (const tenantId of ['hooks_a', 'hooks_b']) {
      keys[tenantId] = await system.newTenant(tenantId, { scopes: ['receipts', 'jobs:read', 'batches', 'admin'] });
      secrets[tenantId] = [...(await system.infra.tenants.getTenant(tenantId))!.webhookSecrets];
    }
  });

  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(receiver)?.close();
    await ifStarted(files)?.close();
  });

  const submit = async (tenantId: string, path: string, metadata?: object) => {
    const accepted = await client(tenantId).post('/v1/receipts/extract', {
      fileUrl: files.url('/order.pdf'),
      webhookUrl: receiver.url(path),
      ...(metadata ? { metadata } : {}),
    });
    expect(accepted.status).toBe(202);
    return accepted.body.jobId as string;
  };
  const deliveryOf = (tenantId: string, jobId: string, done: (delivery: any) => boolean, timeoutMs = 30_000) =>
    pollUntil(
      async () => (await client(tenantId).get(`/v1/webhooks/deliveries?jobId=${jobId}`)).body.deliveries[0],
      (delivery) => delivery !== undefined && done(delivery),
      timeoutMs,
    );

  it('delivers a signed job.completed with the metadata, after retries when the receiver fails at first', async () => {
    answers.set('/flaky', (nth) => (nth <= 2 ? 500 : 204));
    const jobId = await submit('hooks_a', '/flaky', { claimId: 'c-1' });
    const delivery = await deliveryOf('hooks_a', jobId, (d) => d.status === 'delivered');
    expect(delivery.attempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([500, 500, 204]);
    const hooks = receiver.on('/flaky');
    expect(hooks).toHaveLength(3);
    expect(new Set(hooks.map((hook) => hook.id))).toEqual(new Set([delivery.deliveryId])); // webhook-id stable across retries
    expect(hooks[2]).toMatchObject({
      type: 'job.completed',
      data: { jobId, status: 'completed', metadata: { claimId: 'c-1' } },
    });
    expect(hooks[2]!.data.result.vendor).toEqual(expect.any(String));
  });

  it('ends a delivery to a receiver that never answers as failed, and sends it again by hand', async () => {
    let up = false;
    answers.set('/dead', () => (up ? 200 : 'hang'));
    const jobId = await submit('hooks_a', '/dead');
    const failed = await deliveryOf('hooks_a', jobId, (d) => d.status === 'failed', 60_000);
    expect(failed.attempts).toHaveLength(4);
    expect(
      failed.attempts.every(
        (attempt: { statusCode: number | null; error: string }) =>
          attempt.statusCode === null && /no answer within 1000 ms/.test(attempt.error),
      ),
    ).toBe(true);
    up = true;
    const retried = await client('hooks_a').post(`/v1/webhooks/deliveries/${failed.deliveryId}/retry`, {});
    expect(retried.status).toBe(202);
    const delivered = await deliveryOf('hooks_a', jobId, (d) => d.status === 'delivered');
    expect(delivered.attempts).toHaveLength(5);
    expect((await client('hooks_b').post(`/v1/webhooks/deliveries/${failed.deliveryId}/retry`, {})).status).toBe(404);
  });

  it('stops delivering to a URL that answers 410 Gone', async () => {
    answers.set('/gone', () => 410);
    const first = await submit('hooks_a', '/gone');
    expect((await deliveryOf('hooks_a', first, (d) => d.status === 'failed')).attempts).toHaveLength(1);
    const second = await submit('hooks_a', '/gone');
    const skipped = await deliveryOf('hooks_a', second, (d) => d.status === 'failed');
    expect(skipped.attempts[0]).toMatchObject({ statusCode: null, error: expect.stringMatching(/410/) });
    expect(receiver.on('/gone')).toHaveLength(1);
  });

  it('refuses private addresses that are not allow-listed', async () => {
    const accepted = await client('hooks_a').post('/v1/receipts/extract', {
      fileUrl: files.url('/order.pdf'),
      webhookUrl: receiver.url('/private').replace('127.0.0.1', '127.0.0.2'),
    });
    const refused = await deliveryOf('hooks_a', accepted.body.jobId, (d) => d.status === 'failed');
    expect(refused.attempts).toHaveLength(1);
    expect(refused.attempts[0].error).toMatch(/private/);
    expect(receiver.on('/private')).toHaveLength(0);
  });

  it('rotates the secret: both signatures are sent during the overlap', async () => {
    const rotated = await client('hooks_b').post('/v1/admin/tenants/hooks_b/webhook-secret/rotate', {});
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({
      tenantId: 'hooks_b',
      webhookSecret: expect.stringMatching(/^whsec_/),
      previousSecretValidUntil: expect.any(String),
    });
    expect(rotated.body.webhookSecret).not.toBe(secrets.hooks_b![0]);
    expect((await client('hooks_b').post('/v1/admin/tenants/hooks_a/webhook-secret/rotate', {})).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the notifier reads a tenant's secrets at most every 2 s
    // The receiver checks the message with each secret alone: a receiver on the old one and one on the new one both accept it.
    secretFor.set('/rotated', [rotated.body.webhookSecret, secrets.hooks_b![0]!]);
    secretFor.set('/other', [rotated.body.webhookSecret]);
    const jobId = await submit('hooks_b', '/rotated');
    await deliveryOf('hooks_b', jobId, (d) => d.status === 'delivered');
    const [hook] = receiver.on('/rotated');
    expect(hook).toMatchObject({ signatures: 2, verified: true });
  });

  it("keeps delivering to other tenants while one tenant's receiver hangs", async () => {
    answers.set('/stuck', () => 'hang');
    const stuckJobs = await Promise.all(Array.from({ length: 6 }, () => submit('hooks_a', '/stuck')));
    await pollUntil(
      async () => receiver.on('/stuck').length,
      (count) => count >= 4,
      30_000,
    );
    const otherJob = await submit('hooks_b', '/other');
    const other = await deliveryOf('hooks_b', otherJob, (d) => d.status === 'delivered');
    expect(other.attempts).toHaveLength(1);
    // While B was delivered, none of A's requests to the hanging receiver had been answered.
    const stuck = await client('hooks_a').get(`/v1/webhooks/deliveries?jobId=${stuckJobs[0]}`);
    expect(stuck.body.deliveries[0].status).toBe('pending');
    answers.set('/stuck', () => 204);
    expect(receiver.received.every((hook) => hook.verified)).toBe(true);
  });
});
