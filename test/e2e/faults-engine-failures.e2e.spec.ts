import sharp from 'sharp';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';
import { tutoringInvoiceAnswer as answer } from '../fixtures/model-answers';
import { ifStarted } from '../support/if-started';

type TrailEntry = Readonly<{ type: string; at: string; attempt: number | null; detail: string | null }>;

const BACKOFF_BASE_MS = 300;
/** Each delay is spread by up to this fraction either way (the jitter of the one retry policy). */
const JITTER = 0.2;

/**
 * The extraction engine failing, on the real servers: the OpenAI engine talks to a local fake whose
 * answers are scripted, with the SDK's own retries off so every failure reaches the worker. A transient
 * failure (the model overloaded) is retried with exponential backoff, JobRetryScheduled in the trail;
 * a permanent one (a refused key) fails the job at once.
 */
describe('fault: the extraction engine fails, transiently or for good', () => {
  let system: TestSystem;
  let files: FileServer;
  let model: FakeOpenAiServer;
  let apiKey: string;

  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    files = await startFileServer();
    files.put(
      '/receipt.png',
      await sharp({ create: { width: 40, height: 60, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const config = testConfig({
      EXTRACTION_ENGINE: 'openai',
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'vision-test',
      OPENAI_MAX_RETRIES: '0',
      OPENAI_TIMEOUT_MS: '5000',
      JOB_MAX_ATTEMPTS: '3',
      JOB_BACKOFF_BASE_MS: String(BACKOFF_BASE_MS),
    });
    system = await startTestSystem(config, ['gateway', 'projections', 'extractor', 'batch-coordinator']);
    apiKey = await system.newTenant('tenant_engine_faults');
  });

  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(files)?.close();
    await ifStarted(model)?.close();
  });

  beforeEach(() => model.reset());

  const runJob = async () => {
    const client = api(system.url, apiKey);
    const accepted = await client.post('/v1/receipts/extract', { fileUrl: files.url('/receipt.png') });
    expect(accepted.status).toBe(202);
    const done = await pollUntil(
      () => client.get(`/v1/jobs/${accepted.body.jobId}`),
      (response) => ['completed', 'failed'].includes(response.body.status),
      60_000,
      100,
    );
    const trail = (await client.get(`/v1/jobs/${accepted.body.jobId}/events`)).body.events as TrailEntry[];
    return { job: done.body, trail };
  };
  const gapMs = (trail: readonly TrailEntry[], from: number) =>
    Date.parse(trail[from + 1]!.at) - Date.parse(trail[from]!.at);

  it('retries a transient failure after a backoff, then completes', async () => {
    model.script(
      { kind: 'status', status: 503, message: 'overloaded' },
      { kind: 'answer', content: JSON.stringify(answer) },
    );
    const { job, trail } = await runJob();
    expect(job).toMatchObject({ status: 'completed', attempts: 2, error: null });
    expect(job.result).toMatchObject({ vendor: 'Bright Path Tutoring LLC', amount: 560 });
    expect(trail.map((entry) => [entry.type, entry.attempt])).toEqual([
      ['JobRequested', null],
      ['JobStarted', 1],
      ['JobRetryScheduled', 1],
      ['JobStarted', 2],
      ['JobCompleted', 2],
    ]);
    expect(trail[2]!.detail).toMatch(/^SERVICE_UNAVAILABLE: .*HTTP 503.*; attempt 2 due /);
    expect(gapMs(trail, 2)).toBeGreaterThanOrEqual((1 - JITTER) * BACKOFF_BASE_MS);
    expect(model.requests).toHaveLength(2);
  });

  it('gives up after the last attempt when the failure lasts, waiting longer each time', async () => {
    model.fallback({ kind: 'status', status: 503, message: 'overloaded' });
    const { job, trail } = await runJob();
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job.error).toMatch(/^SERVICE_UNAVAILABLE: .*HTTP 503/);
    expect(trail.map((entry) => entry.type)).toEqual([
      'JobRequested',
      'JobStarted',
      'JobRetryScheduled',
      'JobStarted',
      'JobRetryScheduled',
      'JobStarted',
      'JobFailed',
    ]);
    // Backoff base × 4^(attempt-1), spread by the jitter: about 300 ms, then about 1,200 ms.
    expect(gapMs(trail, 2)).toBeGreaterThanOrEqual((1 - JITTER) * BACKOFF_BASE_MS);
    expect(gapMs(trail, 4)).toBeGreaterThanOrEqual((1 - JITTER) * 4 * BACKOFF_BASE_MS);
    expect(model.requests).toHaveLength(3);
  });

  it('fails at once on a permanent failure, without a retry', async () => {
    model.fallback({ kind: 'status', status: 401, message: 'Incorrect API key provided' });
    const { job, trail } = await runJob();
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.error).toMatch(/^INTERNAL: the extraction model refused the request \(HTTP 401\)/);
    expect(trail.map((entry) => entry.type)).toEqual(['JobRequested', 'JobStarted', 'JobFailed']);
    expect(model.requests).toHaveLength(1);
  });
});
