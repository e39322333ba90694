import { LocalExtractionEngine, type ExtractionEngine } from '../../services/extractor/engine';
import { receiptFixtures } from '../fixtures/receipts/generate';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { waitForConsumersToCatchUp } from '../support/consumer-lag';
import { readDeadLetters } from '../support/dead-letters';
import { readJobHistories } from '../support/job-history';
import { restartStoppedServers, startServer, stopServer } from '../support/stack-control';
import { testConfig } from '../support/test-environment';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The local engine, slowed down so that a batch is still running when the broker goes away. */
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

type Answer = Readonly<{ sentAt: number; answeredAt: number; status: number; code: string | null; jobId: string | null }>;

/** Longest a POST may take to answer while the broker is down: the producer's retries, then 503. */
const MAX_ANSWER_MS = 15_000;

/**
 * The Kafka broker stopped and started again in the middle of a batch while clients keep posting: the
 * gateway never answers 202 for a job it could not record (503 SERVICE_UNAVAILABLE instead, in bounded
 * time), and every job it did accept (the batch's items included) completes once the broker is back,
 * with every consumer reconnecting by itself.
 */
describe('fault: the Kafka broker stopped and restarted during a batch', () => {
  let system: TestSystem;
  let files: FileServer;
  let apiKey: string;
  const client = () => api(system.url, apiKey);

  beforeAll(async () => {
    files = await startFileServer();
    for (const [index, fixture] of receiptFixtures().slice(0, 6).entries()) files.put(`/r/${index}.pdf`, await fixture.render(), 'application/pdf');
    system = await startTestSystem(testConfig(), undefined, { engine: slowEngine(150) });
    apiKey = await system.newTenant('tenant_kafka_down');
    // The checks at the end read every job one after the other, faster than a standard plan's 50 requests a second.
    await system.infra.tenants.updateTenant('tenant_kafka_down', { limits: { requestsPerSecond: 1_000 } });
  });

  afterAll(async () => {
    await restartStoppedServers();
    await system?.teardown();
    await files?.close();
  });

  it('answers 503 while the broker is down, and completes every accepted job after it is back', async () => {
    const batch = await client().post('/v1/batches?concurrencyLimit=2', { batchType: 'receipt_extraction', items: Array.from({ length: 30 }, (_, index) => ({ fileUrl: files.url(`/r/${index % 6}.pdf`) })) });
    expect(batch.status).toBe(202);
    const batchId = batch.body.batchId as string;
    await pollUntil(() => client().get(`/v1/batches/${batchId}`), (response) => response.body.counts.completed >= 2, 60_000, 200);

    // Single receipts posted every 250 ms, before, during and after the outage, none waiting for another.
    const answers: Answer[] = [];
    const inFlight: Promise<void>[] = [];
    let posting = true;
    const post = async (index: number) => {
      const sentAt = Date.now();
      const response = await client().post('/v1/receipts/extract', { fileUrl: files.url(`/r/${index % 6}.pdf`) });
      answers.push({ sentAt, answeredAt: Date.now(), status: response.status, code: response.body?.error?.code ?? null, jobId: response.body?.jobId ?? null });
    };
    const poster = (async () => {
      for (let index = 0; posting; index += 1) {
        inFlight.push(post(index));
        await sleep(250);
      }
    })();

    await sleep(1_500);
    await stopServer('kafka');
    const downAt = Date.now();
    await sleep(12_000);
    const restartAt = Date.now();
    await startServer('kafka');
    const upAt = Date.now();
    await pollUntil(async () => answers.filter((answer) => answer.sentAt > upAt && answer.status === 202).length, (count) => count >= 3, 90_000, 250);
    posting = false;
    await poster;
    await Promise.all(inFlight);

    // Only two answers exist, and 503 is always SERVICE_UNAVAILABLE, in bounded time.
    expect(answers.filter((answer) => ![202, 503].includes(answer.status))).toEqual([]);
    expect(answers.filter((answer) => answer.status === 503 && answer.code !== 'SERVICE_UNAVAILABLE')).toEqual([]);
    expect(answers.filter((answer) => answer.answeredAt - answer.sentAt > MAX_ANSWER_MS)).toEqual([]);
    // Nothing can be recorded while the broker is down: whatever was sent and answered in that time is 503.
    const duringOutage = answers.filter((answer) => answer.sentAt >= downAt && answer.answeredAt < restartAt);
    expect(duringOutage.length).toBeGreaterThanOrEqual(5);
    expect(duringOutage.every((answer) => answer.status === 503)).toBe(true);
    expect(answers.filter((answer) => answer.sentAt < downAt && answer.status === 202).length).toBeGreaterThan(0);

    // Every consumer carries on by itself and catches up (a consumer that stayed down would be named here),
    // and an outage is waited out: nothing is given up as a dead letter.
    await waitForConsumersToCatchUp(system.config, system.infra.topics.jobs, 180_000);
    expect(await readDeadLetters(system.infra)).toEqual([]);
    // Every job the gateway accepted completed, the batch's items too, and the batch finished with exact counts.
    const finished = await pollUntil(() => client().get(`/v1/batches/${batchId}`), (response) => response.body.completedAt !== null, 30_000, 500);
    expect(finished.body).toMatchObject({ status: 'completed', counts: { queued: 0, processing: 0, completed: 30, failed: 0, cancelled: 0 } });
    const items = await client().get(`/v1/batches/${batchId}/items?limit=100`);
    const jobIds = [...answers.filter((answer) => answer.status === 202).map((answer) => answer.jobId!), ...items.body.items.map((item: { jobId: string }) => item.jobId)];
    const statuses: { jobId: string; status: string }[] = [];
    for (const jobId of jobIds) {
      const response = await client().get(`/v1/jobs/${jobId}`);
      statuses.push({ jobId, status: response.status === 200 ? response.body.status : `HTTP ${response.status}` });
    }
    expect(statuses.filter(({ status }) => status !== 'completed')).toEqual([]);
    // The topic says what really happened to each job.
    const histories = await readJobHistories(system.infra);
    for (const jobId of jobIds) {
      const history = histories.get(jobId)!;
      // A worker that could not record its outcome tries again (attempts shows it); a job still ends once.
      expect({ jobId, completed: history.count('JobCompleted'), failed: history.count('JobFailed') }).toEqual({ jobId, completed: 1, failed: 0 });
      const trail = await client().get(`/v1/jobs/${jobId}/events`);
      expect(trail.body.events.map((event: { eventId: string }) => event.eventId)).toEqual(history.events.map((event) => event.metadata.eventId));
    }
  }, 300_000);
});
