import { connectMongo } from '../../common/storage';
import { jobCompleted, jobRequested, jobStarted } from '../../domain/jobs';
import { testConfig } from '../../test/support/test-environment';
import { applyJobEvent } from './apply-job-event';
import { MongoJobsStore } from './mongo-jobs-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoJobsStore(mongo.db);
const now = new Date('2026-11-21T10:00:00Z');
const requested = jobRequested(
  { jobId: 'job_m1', jobType: 'receipt_extraction', priority: 'standard', receipt: null, audit: null, webhookUrl: null, metadataJson: '{"a.b":1,"$x":2}', batchId: null, batchIndex: null },
  'tenant_m',
  now,
);
const cause = { tenantId: 'tenant_m', eventId: requested.metadata.eventId };

describe('jobs projection on the real database (FerretDB)', () => {
  beforeAll(() => store.ensureIndexes());
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it('the same events twice give the same document', async () => {
    const events = [requested, jobStarted(cause, 'job_m1', 1, 'w', now), jobCompleted(cause, { jobId: 'job_m1', attempt: 1, resultJson: '{"items":[{"warnings":["x"]}]}', durationMs: 3, fileSha256: 'ff', pages: 1 }, now)];
    for (const event of events) await applyJobEvent(store, event);
    const once = await store.get('job_m1');
    for (const event of events) expect(await applyJobEvent(store, event)).toBe('unchanged');
    expect(await store.get('job_m1')).toEqual(once);
    expect(once).toMatchObject({ status: 'completed', version: 3, result: { items: [{ warnings: ['x'] }] } });
  });

  it('keeps metadata keys the database could not store as field names', async () => {
    expect((await store.get('job_m1'))?.metadata).toEqual({ 'a.b': 1, $x: 2 });
  });

  it('refuses a write based on a stale version (compare-and-set)', async () => {
    const current = (await store.get('job_m1'))!;
    expect(await store.save({ ...current, status: 'failed' }, current.version - 1)).toBe('conflict');
    expect(await store.save(current, null)).toBe('conflict');
    expect((await store.get('job_m1'))?.status).toBe('completed');
  });

  it('reports queue figures for the wait estimate', async () => {
    const stats = await store.queueStats(new Date(now.getTime() - 60_000));
    expect(stats).toEqual({ open: 0, finishedSince: 1, avgDurationMs: 3 });
  });
});
