import { curriculumPublisherInvoice } from '../fixtures/receipts/handmade-invoices';
import { cashReceipt } from '../fixtures/receipts/handmade-retail';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';
import { ifStarted } from '../support/if-started';

/** The synchronous extraction and validateOnly, through the whole system on the real servers. */
describe('extract-sync and validateOnly', () => {
  let system: TestSystem;
  let files: FileServer;
  let apiKey: string;

  beforeAll(async () => {
    files = await startFileServer();
    system = await startTestSystem(testConfig({ FILE_MAX_BYTES: '200000' }));
    apiKey = await system.newTenant('tenant_sync');
    files.put('/cash.pdf', await cashReceipt().render(), 'application/pdf');
    files.put('/two-pages.pdf', await curriculumPublisherInvoice().render(), 'application/pdf');
    files.put('/page.html', Buffer.from('<html><body>not a receipt</body></html>'), 'text/html');
    files.put('/huge.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 32)]), 'application/pdf');
  });
  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(files)?.close();
  });

  it('answers 200 with the ReceiptExtractionResult of a one-page receipt, in both published shapes', async () => {
    const receipt = cashReceipt();
    const response = await api(system.url, apiKey).post('/v1/receipts/extract-sync', {
      fileUrl: files.url('/cash.pdf'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      vendor: receipt.label.vendor,
      amount: receipt.label.amount,
      transactionDate: receipt.label.transactionDate,
    });
    const payment = response.body.paymentDetails;
    expect(payment.isPaid).toBe(payment.paidInFull);
    expect(payment.paymentMethod).toBe(payment.method);
    expect(payment.proofOfPaymentType).toBe('cash');
    expect(Object.keys(response.body.auditResult)).toEqual(
      expect.arrayContaining(['hasLineItems', 'isValidReceipt', 'missingElements']),
    );
    // The same answer is a job like any other.
    const job = await api(system.url, apiKey).get(`/v1/jobs/${response.headers.get('x-job-id')}`);
    expect(job.body.result).toEqual(response.body);
  });

  it('refuses a multi-page PDF with 400 USE_ASYNC, keeping the result on the job', async () => {
    const response = await api(system.url, apiKey).post('/v1/receipts/extract-sync?fastMode=true', {
      fileUrl: files.url('/two-pages.pdf'),
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'USE_ASYNC',
      jobId: expect.any(String),
      pollUrl: expect.any(String),
    });
    const job = await api(system.url, apiKey).get(`/v1/jobs/${response.body.error.jobId}`);
    expect(job.body).toMatchObject({ status: 'completed' });
  });

  it('answers a failed synchronous job with its own code', async () => {
    const response = await api(system.url, apiKey).post('/v1/receipts/extract-sync', {
      fileUrl: files.url('/missing.pdf'),
    });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'FILE_UNREACHABLE', message: 'GET returned 404' });
  });

  it('validateOnly checks the file and queues nothing', async () => {
    const ok = await api(system.url, apiKey).post('/v1/receipts/extract?validateOnly=true', {
      fileUrl: files.url('/cash.pdf'),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      valid: true,
      tenantId: 'tenant_sync',
      checks: {
        payload: { ok: true },
        fileAccessible: { ok: true },
        fileType: { ok: true, detected: 'application/pdf' },
        fileSize: { ok: true, limit: 200000 },
      },
    });
    expect(await system.infra.jobs.countOpen('tenant_sync')).toBe(0);

    const missing = await api(system.url, apiKey).post('/v1/receipts/extract?validateOnly=true', {
      fileUrl: files.url('/missing.pdf'),
    });
    expect(missing.body).toMatchObject({
      valid: false,
      checks: { fileAccessible: { ok: false, detail: 'GET returned 404' } },
    });

    const html = await api(system.url, apiKey).post('/v1/receipts/extract?validateOnly=true', {
      fileUrl: files.url('/page.html'),
    });
    expect(html.status).toBe(415);
    expect(html.body.error.code).toBe('UNSUPPORTED_FILE_TYPE');

    const huge = await api(system.url, apiKey).post('/v1/receipts/extract?validateOnly=true', {
      fileUrl: files.url('/huge.pdf'),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('FILE_TOO_LARGE');

    const invalid = await api(system.url, apiKey).post('/v1/receipts/extract?validateOnly=true', { fileUrl: 'nope' });
    expect(invalid.status).toBe(400);
  });

  it('refuses an unknown programKey on extraction', async () => {
    const response = await api(system.url, apiKey).post('/v1/receipts/extract', {
      fileUrl: files.url('/cash.pdf'),
      programKey: 'NOWHERE',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('UNKNOWN_PROGRAM');
  });
});
