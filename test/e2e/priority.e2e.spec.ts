import { LocalExtractionEngine, type ExtractionEngine } from '../../services/extractor/engine';
import { cashReceipt } from '../fixtures/receipts/handmade-retail';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';
import { ifStarted } from '../support/if-started';

const EXTRACTION_MS = 800;
const STANDARD_JOBS = 15;

/** An engine slow enough that standard requests queue up behind the workers. */
const slowEngine = (): ExtractionEngine => {
  const inner = new LocalExtractionEngine({ maxPages: 5 });
  return {
    name: 'slow-local',
    extract: async (input) => {
      await new Promise((resolve) => setTimeout(resolve, EXTRACTION_MS));
      return inner.extract(input);
    },
    close: () => inner.close(),
  };
};

describe('priority=high is served ahead of standard work', () => {
  let system: TestSystem;
  let files: FileServer;
  let apiKey: string;

  beforeAll(async () => {
    files = await startFileServer();
    files.put('/cash.pdf', await cashReceipt().render(), 'application/pdf');
    system = await startTestSystem(testConfig(), ['gateway', 'projections', 'extractor', 'batch-coordinator'], {
      engine: slowEngine(),
    });
    apiKey = await system.newTenant('tenant_priority');
    await system.infra.tenants.updateTenant('tenant_priority', { plan: 'enterprise' });
  });
  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(files)?.close();
  });

  it('a high-priority job submitted behind a standard backlog finishes before most of it', async () => {
    const client = api(system.url, apiKey);
    const accepted = await Promise.all(
      Array.from({ length: STANDARD_JOBS }, () =>
        client.post('/v1/receipts/extract', { fileUrl: files.url('/cash.pdf') }),
      ),
    );
    expect(accepted.map((response) => response.status)).toEqual(accepted.map(() => 202));
    const standard = accepted.map((response) => response.body.jobId as string);
    const high = await client.post('/v1/receipts/extract?priority=high', { fileUrl: files.url('/cash.pdf') });
    expect(high.status).toBe(202);

    const views = await pollUntil(
      () =>
        Promise.all(
          [...standard, high.body.jobId].map(
            async (jobId) => (await client.get(`/v1/jobs/${jobId}?includeResult=false`)).body,
          ),
        ),
      (all) => all.every((view) => view.status === 'completed'),
      60_000,
      200,
    );
    expect(views.every((view) => view.status === 'completed')).toBe(true);
    const doneAt = views.map((view) => view.timing.completedAt as string);
    const highDoneAt = doneAt[STANDARD_JOBS]!;
    const standardDoneBefore = doneAt.slice(0, STANDARD_JOBS).filter((at) => at < highDoneAt).length;
    // Three standard workers need five rounds for the backlog; the high lane does not wait for them.
    expect(standardDoneBefore).toBeLessThanOrEqual(6);
  });

  it('a standard-plan tenant may not ask for high priority', async () => {
    const standardKey = await system.newTenant('tenant_plain');
    const response = await api(system.url, standardKey).post('/v1/receipts/extract?priority=high', {
      fileUrl: files.url('/cash.pdf'),
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('PRIORITY_NOT_ALLOWED');
  });
});
