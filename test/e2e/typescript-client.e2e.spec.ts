import { execFile, spawnSync } from 'node:child_process';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  batchItems,
  createReceiptAuditClient,
  submitBatch,
  unwrap,
  verifyWebhook,
  waitForBatch,
  waitForJob,
  ApiError,
  type Batch,
} from '../../clients/typescript';
import { repoRoot } from '../../common/paths';
import { startFileServer, type FileServer } from '../support/file-server';
import { ifStarted } from '../support/if-started';
import { responseProblem } from '../support/openapi-validator';
import { pollUntil, RECEIPT_SERVICES_WITH_WEBHOOKS, startTestSystem, type TestSystem } from '../support/running-system';
import { LOCAL_WEBHOOKS, testConfig } from '../support/test-environment';

type RawHook = Readonly<{ body: string; headers: http.IncomingHttpHeaders }>;

/** fetch that fails the test when an answer does not match the OpenAPI document, like the tests' own client. */
const checkedFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request);
  if (response.headers.get('content-type')?.includes('application/json')) {
    const problem = responseProblem(request.method, request.url, response.status, await response.clone().json());
    if (problem !== null) throw new Error(`The answer does not match the OpenAPI document: ${problem}`);
  }
  return response;
};

/**
 * An integrator's whole flow through the generated client (clients/typescript): a receipt queued and
 * awaited with waitForJob, its signed webhook checked with verifyWebhook, a batch submitted and
 * followed with waitForBatch's progress callbacks, and a refusal read as an ApiError.
 */
describe('the typed TypeScript client', () => {
  let system: TestSystem;
  let files: FileServer;
  let hooks: Server;
  const received: RawHook[] = [];
  let hookUrl: string;

  beforeAll(async () => {
    files = await startFileServer();
    for (const name of ['card-receipt', 'cash-receipt'])
      files.put(
        `/${name}.pdf`,
        readFileSync(path.join(repoRoot, `test/fixtures/receipts/pdf/${name}.pdf`)),
        'application/pdf',
      );
    hooks = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks`;
    system = await startTestSystem(testConfig(LOCAL_WEBHOOKS), RECEIPT_SERVICES_WITH_WEBHOOKS);
  }, 120_000);

  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(files)?.close();
    await new Promise((resolve) => ifStarted(hooks)?.close(resolve) ?? resolve(undefined));
  });

  it('queues a receipt, waits for it, verifies its webhook, runs a batch with progress, and reads a refusal', async () => {
    const apiKey = await system.newTenant('client_e2e', { scopes: ['receipts', 'batches', 'jobs:read'] });
    const secrets = [...(await system.infra.tenants.getTenant('client_e2e'))!.webhookSecrets];
    const client = createReceiptAuditClient({ baseUrl: system.url, apiKey, fetch: checkedFetch });

    const queued = unwrap(
      await client.POST('/v1/receipts/extract', {
        body: { fileUrl: files.url('/card-receipt.pdf'), webhookUrl: hookUrl },
      }),
    );
    if (!('jobId' in queued)) throw new Error('a validateOnly answer to a plain request');
    const job = await waitForJob(client, queued.jobId, { initialDelayMs: 100, timeoutMs: 90_000 });
    expect(job.status).toBe('completed');
    expect(job.result).toMatchObject({ vendor: expect.any(String), amount: 323.66 });

    const hook = await pollUntil(
      async () => received.find((raw) => raw.body.includes(queued.jobId)),
      (found) => found !== undefined,
      30_000,
    );
    const event = verifyWebhook(secrets, hook!.body, hook!.headers);
    expect(event).toMatchObject({ type: 'job.completed', data: { jobId: queued.jobId } });
    expect(() =>
      verifyWebhook('whsec_' + Buffer.from('not the secret').toString('base64'), hook!.body, hook!.headers),
    ).toThrow();
    expect(() => verifyWebhook(secrets, hook!.body.replace('job.completed', 'job.failed'), hook!.headers)).toThrow();

    const seen: Batch[] = [];
    const accepted = await submitBatch(
      client,
      {
        batchType: 'receipt_extraction',
        items: [{ fileUrl: files.url('/card-receipt.pdf') }, { fileUrl: files.url('/cash-receipt.pdf') }],
      },
      { concurrencyLimit: 2, idempotencyKey: 'client-e2e-batch' },
    );
    const again = await submitBatch(
      client,
      {
        batchType: 'receipt_extraction',
        items: [{ fileUrl: files.url('/card-receipt.pdf') }, { fileUrl: files.url('/cash-receipt.pdf') }],
      },
      { concurrencyLimit: 2, idempotencyKey: 'client-e2e-batch' },
    );
    expect(again.batchId).toBe(accepted.batchId);
    const batch = await waitForBatch(client, accepted.batchId, {
      initialDelayMs: 100,
      timeoutMs: 90_000,
      onProgress: (current) => seen.push(current),
    });
    expect(batch).toMatchObject({ status: 'completed', counts: { completed: 2, failed: 0 }, progress: 100 });
    expect(seen.at(-1)).toEqual(batch);
    expect(seen.length).toBeGreaterThanOrEqual(1);
    const items = [];
    for await (const item of batchItems(client, accepted.batchId)) items.push(item);
    expect(items.map((item) => [item.index, item.status])).toEqual([
      [0, 'completed'],
      [1, 'completed'],
    ]);

    const refused = await client
      .GET('/v1/jobs/{jobId}', { params: { path: { jobId: 'job_does_not_exist' } } })
      .then(unwrap)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it("runs docs/clients.md's Python httpx example to the same result", async () => {
    const apiKey = await system.newTenant('client_py', { scopes: ['receipts', 'jobs:read'] });
    const installed = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'python-examples.mjs')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Asynchronous: the API the example calls runs in this very process.
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        installed.stdout.trim(),
        [path.join(repoRoot, 'clients/python/extract_receipt.py'), files.url('/cash-receipt.pdf')],
        { timeout: 90_000, env: { ...process.env, RECEIPT_AUDIT_API_URL: system.url, RECEIPT_AUDIT_API_KEY: apiKey } },
        (error, stdout, stderr) => {
          resolve({ status: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
        },
      );
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      status: 'completed',
      tenantId: 'client_py',
      result: { amount: 46.62 },
    });
  });
});
