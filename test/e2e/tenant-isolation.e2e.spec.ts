import { onlineStoreOrder } from '../fixtures/receipts/handmade-retail';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { pollUntil, RECEIPT_SERVICES_WITH_WEBHOOKS, startTestSystem, type TestSystem } from '../support/running-system';
import { LOCAL_WEBHOOKS, testConfig } from '../support/test-environment';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { ifStarted } from '../support/if-started';

/**
 * One tenant's key can neither read, nor list, nor be notified about another tenant's work: jobs,
 * their events, batches and their items, webhook deliveries and usage all answer as if it did not exist.
 */
describe('tenant isolation', () => {
  let system: TestSystem;
  let files: FileServer;
  let receiver: WebhookReceiver;
  const keys: Record<string, string> = {};
  const secrets: Record<string, string[]> = {};
  const client = (tenantId: string) => api(system.url, keys[tenantId]);
  let work: { jobId: string; batchId: string; deliveryId: string };

  beforeAll(async () => {
    files = await startFileServer();
    files.put('/order.pdf', await onlineStoreOrder().render(), 'application/pdf');
    receiver = await startWebhookReceiver((path) => secrets[path.split('/')[1]!] ?? []);
    system = await startTestSystem(testConfig(LOCAL_WEBHOOKS), RECEIPT_SERVICES_WITH_WEBHOOKS);
    for (const tenantId of ['iso_a', 'iso_b']) {
      keys[tenantId] = await system.newTenant(tenantId, { scopes: ['receipts', 'jobs:read', 'batches'] });
      secrets[tenantId] = [...(await system.infra.tenants.getTenant(tenantId))!.webhookSecrets];
    }
    // Tenant B's work: a job with a webhook and a batch, both run to the end.
    const job = await client('iso_b').post('/v1/receipts/extract', {
      fileUrl: files.url('/order.pdf'),
      webhookUrl: receiver.url('/iso_b/job'),
    });
    const batch = await client('iso_b').post('/v1/batches', {
      batchType: 'receipt_extraction',
      webhookUrl: receiver.url('/iso_b/batch'),
      items: [{ fileUrl: files.url('/order.pdf') }, { fileUrl: files.url('/order.pdf') }],
    });
    expect([job.status, batch.status]).toEqual([202, 202]);
    const delivery = await pollUntil(
      async () => (await client('iso_b').get(`/v1/webhooks/deliveries?jobId=${job.body.jobId}`)).body.deliveries[0],
      (found) => found?.status === 'delivered',
      60_000,
    );
    await pollUntil(
      () => client('iso_b').get(`/v1/batches/${batch.body.batchId}`),
      (response) => response.body.completedAt !== null,
      60_000,
    );
    work = { jobId: job.body.jobId, batchId: batch.body.batchId, deliveryId: delivery.deliveryId };
  });
  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(receiver)?.close();
    await ifStarted(files)?.close();
  });

  it('tenant B sees its own work', async () => {
    expect((await client('iso_b').get(`/v1/jobs/${work.jobId}`)).status).toBe(200);
    expect((await client('iso_b').get(`/v1/batches/${work.batchId}/items`)).body.items).toHaveLength(2);
  });

  it("tenant A cannot read B's job, its events, B's batch or its items: 404, as for work that does not exist", async () => {
    for (const path of [
      `/v1/jobs/${work.jobId}`,
      `/v1/jobs/${work.jobId}/events`,
      `/v1/batches/${work.batchId}`,
      `/v1/batches/${work.batchId}/items`,
    ]) {
      const response = await client('iso_a').get(path);
      expect({ path, status: response.status, code: response.body.error?.code }).toEqual({
        path,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
  });

  it("tenant A cannot list B's deliveries or usage, nor retry or cancel B's work", async () => {
    expect((await client('iso_a').get(`/v1/webhooks/deliveries?jobId=${work.jobId}`)).body.deliveries).toEqual([]);
    expect((await client('iso_a').get(`/v1/webhooks/deliveries?batchId=${work.batchId}`)).body.deliveries).toEqual([]);
    expect((await client('iso_a').get('/v1/webhooks/deliveries')).body.deliveries).toEqual([]);
    expect((await client('iso_a').post(`/v1/webhooks/deliveries/${work.deliveryId}/retry`, {})).status).toBe(404);
    expect((await client('iso_a').call('DELETE', `/v1/batches/${work.batchId}`)).status).toBe(404);
    const today = new Date().toISOString().slice(0, 10);
    const usage = await client('iso_a').get(`/v1/usage?from=${today}&to=${today}`);
    expect(usage.status).toBe(200);
    expect(usage.body.totals).toEqual({ extractions: 0, pages: 0, audits: 0, batchItems: 0, webhookDeliveries: 0 });
  });

  it("tenant A's key cannot act for B by naming it: 403 TENANT_FORBIDDEN", async () => {
    const response = await api(system.url, keys.iso_a).get(`/v1/jobs/${work.jobId}`, { 'x-tenant-id': 'iso_b' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('TENANT_FORBIDDEN');
  });

  it("no webhook about B's work reaches anything but B's URLs, each signed with B's secret", async () => {
    const hooks = receiver.received;
    expect(hooks.length).toBeGreaterThanOrEqual(2);
    expect(hooks.every((hook) => hook.path.startsWith('/iso_b/') && hook.verified)).toBe(true);
    expect(hooks.filter((hook) => hook.type === 'batch.completed')).toHaveLength(1);
  });
});
