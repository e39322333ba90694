import { LocalExtractionEngine, type ExtractionEngine } from '../../services/extractor/engine';
import { eventTopics } from '../../common/topics';
import { receiptFixtures } from '../fixtures/receipts/generate';
import { waitForConsumersToCatchUp } from './consumer-lag';
import { readDeadLetters } from './dead-letters';
import { startFileServer, type FileServer } from './file-server';
import { api, type ApiResponse } from './http-client';
import { readJobHistories, type JobHistory } from './job-history';
import { pollUntil, startTestSystem, type TestSystem } from './running-system';
import { restartStoppedServers } from './stack-control';
import { testConfig } from './test-environment';

const RECEIPTS = 6;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The local engine, slowed down so that work is still running while a server is away. */
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

/**
 * The whole system in this process, a tenant, and a few receipts to post, for a test that stops one of
 * the real servers (Kafka, MongoDB) under load. Teardown starts again whatever the test left stopped.
 */
export type OutageScenario = Readonly<{
  system: TestSystem;
  client: () => ReturnType<typeof api>;
  /** The URL of one of the receipts, any index (they repeat). */
  receiptUrl: (index: number) => string;
  /** Posts a batch of `items` receipts, at most `concurrencyLimit` of them running at once. */
  postBatch: (items: number, concurrencyLimit: number) => Promise<ApiResponse>;
  teardown: () => Promise<void>;
}>;

export const startOutageScenario = async (tenantId: string, engineDelayMs: number): Promise<OutageScenario> => {
  const files: FileServer = await startFileServer();
  for (const [index, fixture] of receiptFixtures().slice(0, RECEIPTS).entries())
    files.put(`/r/${index}.pdf`, await fixture.render(), 'application/pdf');
  const system = await startTestSystem(testConfig(), undefined, { engine: slowEngine(engineDelayMs) });
  const apiKey = await system.newTenant(tenantId);
  // The checks at the end read every job one after the other, faster than a standard plan's 50 requests a second.
  await system.infra.tenants.updateTenant(tenantId, { limits: { requestsPerSecond: 1_000 } });
  const client = () => api(system.url, apiKey);
  const receiptUrl = (index: number) => files.url(`/r/${index % RECEIPTS}.pdf`);
  return {
    system,
    client,
    receiptUrl,
    postBatch: (items, concurrencyLimit) =>
      client().post(`/v1/batches?concurrencyLimit=${concurrencyLimit}`, {
        batchType: 'receipt_extraction',
        items: Array.from({ length: items }, (_, index) => ({ fileUrl: receiptUrl(index) })),
      }),
    teardown: async () => {
      await restartStoppedServers();
      await system.teardown();
      await files.close();
    },
  };
};

/**
 * For a describe block: the scenario started before its tests and torn down after them (a start that
 * failed leaves nothing to tear down). The tests call the getter once `beforeAll` has run.
 */
export const useOutageScenario = (tenantId: string, engineDelayMs: number): (() => OutageScenario) => {
  let started: OutageScenario | undefined;
  beforeAll(async () => {
    started = await startOutageScenario(tenantId, engineDelayMs);
  });
  afterAll(async () => {
    await started?.teardown();
  });
  return () => {
    if (started === undefined) throw new Error('the outage scenario did not start');
    return started;
  };
};

/**
 * After the outage: every consumer catches up by itself (one that stays stuck is named), nothing was
 * given up as a dead letter, and the batch completed with exact counts. Returns the batch's job ids.
 */
export const expectRecoveredBatch = async (
  scenario: OutageScenario,
  batchId: string,
  items: number,
): Promise<string[]> => {
  const { system, client } = scenario;
  await waitForConsumersToCatchUp(system.config, eventTopics(system.infra.topics), 180_000);
  expect(await readDeadLetters(system.infra)).toEqual([]);
  const finished = await pollUntil(
    () => client().get(`/v1/batches/${batchId}`),
    (response) => response.body.completedAt !== null,
    30_000,
    500,
  );
  expect(finished.body).toMatchObject({
    status: 'completed',
    counts: { queued: 0, processing: 0, completed: items, failed: 0, cancelled: 0 },
  });
  const listed = await client().get(`/v1/batches/${batchId}/items?limit=100`);
  return listed.body.items.map((item: { jobId: string }) => item.jobId);
};

/**
 * The topic says what really happened to each job: each ended once, completed, and the read model's
 * trail holds exactly the events written for it, none missing, none twice. Returns the histories for
 * the test's own checks.
 */
export const expectEachJobCompletedOnce = async (
  scenario: OutageScenario,
  jobIds: readonly string[],
): Promise<Map<string, JobHistory>> => {
  const histories = await readJobHistories(scenario.system.infra);
  for (const jobId of jobIds) {
    const history = histories.get(jobId)!;
    expect({ jobId, completed: history.count('JobCompleted'), failed: history.count('JobFailed') }).toEqual({
      jobId,
      completed: 1,
      failed: 0,
    });
    const view = await scenario.client().get(`/v1/jobs/${jobId}`);
    expect({ jobId, status: view.status === 200 ? view.body.status : `HTTP ${view.status}` }).toEqual({
      jobId,
      status: 'completed',
    });
    const trail = await scenario.client().get(`/v1/jobs/${jobId}/events`);
    expect(trail.body.events.map((event: { eventId: string }) => event.eventId)).toEqual(
      history.events.map((event) => event.metadata.eventId),
    );
  }
  return histories;
};
