import { onlineStoreOrder } from '../fixtures/receipts/handmade-retail';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';
import { ifStarted } from '../support/if-started';

/**
 * The smallest complete path on the real servers: a receipt is posted, goes through Kafka to the
 * extractor, its events come back through the projection, and the job is read over HTTP.
 */
describe('walking skeleton: a receipt through Kafka and back', () => {
  let system: TestSystem;
  let files: FileServer;
  let apiKey: string;

  beforeAll(async () => {
    files = await startFileServer();
    system = await startTestSystem(testConfig());
    apiKey = await system.newTenant('tenant_skeleton');
  });

  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(files)?.close();
  });

  const readJob = (jobId: string) => api(system.url, apiKey).get(`/v1/jobs/${jobId}`);

  it('extracts vendor, amount and date of a PDF receipt served over HTTP', async () => {
    const receipt = onlineStoreOrder();
    files.put('/receipts/order.pdf', await receipt.render(), 'application/pdf');

    const accepted = await api(system.url, apiKey).post('/v1/receipts/extract', {
      fileUrl: files.url('/receipts/order.pdf'),
      metadata: { claimId: 'claim-77' },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({
      tenantId: 'tenant_skeleton',
      status: 'queued',
      pollUrl: `${system.config.api.publicBaseUrl}/v1/jobs/${accepted.body.jobId}`,
    });
    expect(Number.isInteger(accepted.body.estimatedWaitMs)).toBe(true);

    // Read-your-writes: the job exists the moment the 202 is sent.
    const immediately = await readJob(accepted.body.jobId);
    expect(immediately.status).toBe(200);

    const done = await pollUntil(
      () => readJob(accepted.body.jobId),
      (response) => ['completed', 'failed'].includes(response.body.status),
    );
    expect(done.body).toMatchObject({
      status: 'completed',
      attempts: 1,
      error: null,
      type: 'receipt_extraction',
      metadata: { claimId: 'claim-77' },
    });
    expect(done.body.result.vendor).toBe(receipt.label.vendor);
    expect(done.body.result.amount).toBeCloseTo(receipt.label.amount, 2);
    expect(done.body.result.transactionDate).toBe(receipt.label.transactionDate);
    expect(Date.parse(done.body.timing.completedAt)).toBeGreaterThanOrEqual(Date.parse(done.body.timing.queuedAt));

    const trail = await api(system.url, apiKey).get(`/v1/jobs/${accepted.body.jobId}/events`);
    expect(trail.body.events.map((event: { type: string }) => event.type)).toEqual([
      'JobRequested',
      'JobStarted',
      'JobCompleted',
    ]);
  });

  it('fails the job with FILE_UNREACHABLE when the URL answers 404', async () => {
    const accepted = await api(system.url, apiKey).post('/v1/receipts/extract', {
      fileUrl: files.url('/receipts/missing.pdf'),
    });
    expect(accepted.status).toBe(202);
    const done = await pollUntil(
      () => readJob(accepted.body.jobId),
      (response) => ['completed', 'failed'].includes(response.body.status),
    );
    expect(done.body).toMatchObject({ status: 'failed', error: 'FILE_UNREACHABLE: GET returned 404', attempts: 1 });
    expect(done.body.result).toBeUndefined();
  });

  it('answers 401 without a key and 400 for a malformed body, in the ErrorResponse shape', async () => {
    const noKey = await api(system.url).post('/v1/receipts/extract', { fileUrl: files.url('/x.pdf') });
    expect(noKey.status).toBe(401);
    expect(noKey.body).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String), status: 401 } });

    const malformed = await api(system.url, apiKey).post('/v1/receipts/extract', '{"fileUrl": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });

    const missingField = await api(system.url, apiKey).post('/v1/receipts/extract', { fileName: 'a.pdf' });
    expect(missingField.status).toBe(400);
    expect(missingField.body.error.message).toBe('fileUrl is required');
  });

  it("answers 404 for an unknown job, and for another tenant's job", async () => {
    const unknown = await readJob('job_does_not_exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');

    files.put('/receipts/b.pdf', await onlineStoreOrder().render(), 'application/pdf');
    const accepted = await api(system.url, apiKey).post('/v1/receipts/extract', {
      fileUrl: files.url('/receipts/b.pdf'),
    });
    const otherKey = await system.newTenant('tenant_other');
    const foreign = await api(system.url, otherKey).get(`/v1/jobs/${accepted.body.jobId}`);
    expect(foreign.status).toBe(404);
  });

  it('is ready only when Kafka, the registry and the database answer', async () => {
    const ready = await api(system.url).get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { kafka: 'up', schemaRegistry: 'up', database: 'up' } });
  });
});
