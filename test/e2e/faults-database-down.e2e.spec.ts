import { LocalExtractionEngine, type ExtractionEngine } from '../../services/extractor/engine';
import { receiptFixtures } from '../fixtures/receipts/generate';
import { waitForConsumersToCatchUp } from '../support/consumer-lag';
import { readDeadLetters } from '../support/dead-letters';
import { startFileServer, type FileServer } from '../support/file-server';
import { api, type ApiResponse } from '../support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { restartStoppedServers, startServer, stopServer } from '../support/stack-control';
import { readJobHistories } from '../support/job-history';
import { testConfig } from '../support/test-environment';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The local engine, slowed down so that jobs are still being worked on while the database is away. */
const slowEngine = (delayMs: number): ExtractionEngine => {
  const inner = new LocalExtractionEngine({ maxPages: 50 });
  return {
    name: 'slow-local',
    extract: async (input) => {
      await sleep(delayMs);
      return inner.extract(input);
    },
    close: () => inner.close(),
  };
};

/** Longest a read may take to answer while the database is down (the driver's server selection gives up after 3 s). */
const MAX_ANSWER_MS = 8_000;

/**
 * The database (FerretDB) stopped and started again while jobs and a batch are running: reads answer 503
 * SERVICE_UNAVAILABLE meanwhile, and afterwards the read models hold every event that was written to
 * Kafka, nothing missing and nothing twice, with exact batch counts.
 */
describe('fault: the database stopped and restarted', () => {
  let system: TestSystem;
  let files: FileServer;
  let apiKey: string;
  const client = () => api(system.url, apiKey);

  beforeAll(async () => {
    files = await startFileServer();
    for (const [index, fixture] of receiptFixtures().slice(0, 6).entries()) files.put(`/r/${index}.pdf`, await fixture.render(), 'application/pdf');
    system = await startTestSystem(testConfig(), undefined, { engine: slowEngine(300) });
    apiKey = await system.newTenant('tenant_db_down');
    // The checks at the end read every job one after the other, faster than a standard plan's 50 requests a second.
    await system.infra.tenants.updateTenant('tenant_db_down', { limits: { requestsPerSecond: 1_000 } });
  });

  afterAll(async () => {
    await restartStoppedServers();
    await system?.teardown();
    await files?.close();
  });

  it('answers reads with 503 while it is down, and the projections catch up with nothing missing', async () => {
    const jobIds: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const accepted = await client().post('/v1/receipts/extract', { fileUrl: files.url(`/r/${index % 6}.pdf`) });
      expect(accepted.status).toBe(202);
      jobIds.push(accepted.body.jobId);
    }
    const batch = await client().post('/v1/batches?concurrencyLimit=3', { batchType: 'receipt_extraction', items: Array.from({ length: 12 }, (_, index) => ({ fileUrl: files.url(`/r/${index % 6}.pdf`) })) });
    expect(batch.status).toBe(202);
    const batchId = batch.body.batchId as string;

    await stopServer('ferretdb');
    const reads: (ApiResponse & { ms: number })[] = [];
    const posts: ApiResponse[] = [];
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const sentAt = Date.now();
      reads.push({ ...(await client().get(`/v1/jobs/${jobIds[reads.length % jobIds.length]}`)), ms: Date.now() - sentAt });
      posts.push(await client().post('/v1/receipts/extract', { fileUrl: files.url('/r/0.pdf') }));
      await sleep(200);
    }
    await startServer('ferretdb');

    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.map((read) => [read.status, read.body.error?.code])).toEqual(reads.map(() => [503, 'SERVICE_UNAVAILABLE']));
    expect(Math.max(...reads.map((read) => read.ms))).toBeLessThan(MAX_ANSWER_MS);
    // A job needs the database to be accepted (limits); whatever the gateway did accept must complete too.
    expect(posts.filter((post) => ![202, 503].includes(post.status))).toEqual([]);
    jobIds.push(...posts.filter((post) => post.status === 202).map((post) => post.body.jobId as string));

    // Every consumer catches up by itself once the database is back (one that stays stuck is named here),
    // and an outage is waited out: nothing is given up as a dead letter.
    await waitForConsumersToCatchUp(system.config, system.infra.topics.jobs, 180_000);
    expect(await readDeadLetters(system.infra)).toEqual([]);
    const finished = await client().get(`/v1/batches/${batchId}`);
    expect(finished.body).toMatchObject({ status: 'completed', counts: { queued: 0, processing: 0, completed: 12, failed: 0, cancelled: 0 } });
    const items = await client().get(`/v1/batches/${batchId}/items?limit=100`);
    jobIds.push(...items.body.items.map((item: { jobId: string }) => item.jobId));
    // Then the topic says what really happened to each job.
    const histories = await readJobHistories(system.infra);
    for (const jobId of jobIds) {
      const history = histories.get(jobId)!;
      // No fault hit the workers: each job ran once, and completed once.
      expect({ jobId, started: history.count('JobStarted'), completed: history.count('JobCompleted'), failed: history.count('JobFailed') }).toEqual({ jobId, started: 1, completed: 1, failed: 0 });
      const view = await client().get(`/v1/jobs/${jobId}`);
      expect({ jobId, status: view.body.status, attempts: view.body.attempts }).toEqual({ jobId, status: 'completed', attempts: 1 });
      // The read model's trail holds exactly the events written for the job: none missing, none twice.
      const trail = await client().get(`/v1/jobs/${jobId}/events`);
      expect(trail.body.events.map((event: { eventId: string }) => event.eventId)).toEqual(history.events.map((event) => event.metadata.eventId));
    }
  }, 300_000);
});
