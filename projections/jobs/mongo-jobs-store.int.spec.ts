import { completedJobEvents, plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { connectMongo } from '../../common/storage';
import { evolveJob, jobCompleted, jobRequested, jobStarted } from '../../domain/jobs';
import { testConfig } from '../../test/support/test-environment';
import { applyJobEvent } from './apply-job-event';
import { MongoJobsStore } from './mongo-jobs-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoJobsStore(mongo.db);
const now = new Date('2026-11-21T10:00:00Z');

afterAll(async () => {
  await mongo.db.dropDatabase();
  await mongo.close();
});

describe('jobs projection on the real database', () => {
  beforeAll(() => store.ensureIndexes());

  it('the same events twice give the same document', async () => {
    const events = completedJobEvents(
      { ...plainJobRequest('job_m1'), metadataJson: '{"a.b":1,"$x":2}' },
      'tenant_m',
      now,
      { resultJson: '{"items":[{"warnings":["x"]}]}', durationMs: 3, fileSha256: 'ff' },
    );
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

describe('where the jobs projection keeps its documents', () => {
  const local = new MongoJobsStore(mongo.db, 'jobs_layout');
  const request = (jobId: string) => jobRequested(plainJobRequest(jobId), 'tenant_l', now);
  const finish = async (jobId: string, at: Date) => {
    const first = request(jobId);
    const jobCause = { tenantId: 'tenant_l', eventId: first.metadata.eventId };
    for (const event of [
      first,
      jobStarted(jobCause, jobId, 1, 'w', at),
      jobCompleted(jobCause, { jobId, attempt: 1, resultJson: '{}', durationMs: 5, fileSha256: null, pages: 1 }, at),
    ])
      await applyJobEvent(local, event);
  };

  it('counts only jobs still open, and only recently finished ones in the throughput', async () => {
    await Promise.all(['job_o1', 'job_o2', 'job_o3'].map((jobId) => applyJobEvent(local, request(jobId))));
    await finish('job_f1', new Date(now.getTime() - 10 * 60_000));
    await finish('job_f2', now);
    expect(await local.countOpen('tenant_l')).toBe(3);
    expect(await local.countOpen('someone_else')).toBe(0);
    expect(await local.get('job_f1')).toMatchObject({ status: 'completed', version: 3 });
    expect(await local.get('job_f2')).toMatchObject({ status: 'completed', version: 3 });
    expect(await local.queueStats(new Date(now.getTime() - 60_000))).toEqual({
      open: 3,
      finishedSince: 1,
      avgDurationMs: 5,
    });
  });

  it('tells each of many concurrent first writes whether it created the job', async () => {
    const view = { ...(await local.get('job_o1'))!, jobId: 'job_c1' };
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => local.save(view, null)));
    expect(outcomes.filter((outcome) => outcome === 'saved')).toHaveLength(1);
  });

  it("hides another tenant's job", async () => {
    expect(await local.getForTenant('tenant_l', 'job_o1')).not.toBeNull();
    expect(await local.getForTenant('tenant_x', 'job_o1')).toBeNull();
  });

  it('keeps a job as one document of plain fields in one collection', async () => {
    await finish('job_r1', now);
    const names = await mongo.db.listCollections({ name: /^jobs_layout/ }, { nameOnly: true }).toArray();
    expect(names.map(({ name }) => name)).toEqual(['jobs_layout']);
    const doc = await mongo.db.collection<{ _id: string }>('jobs_layout').findOne({ _id: 'job_r1' });
    expect(doc).toMatchObject({ status: 'completed', version: 3, result: {}, durationMs: 5 });
  });
});

describe("the jobs projection's bulk writes on the real database", () => {
  const bulk = new MongoJobsStore(mongo.db, 'jobs_bulk');
  const eventsOf = (jobId: string) =>
    completedJobEvents(plainJobRequest(jobId), 'tenant_b', now, { resultJson: '{"total":2}' });

  it('writes views in bulk, keeps a newer stored view, and gives the same documents when the same views come twice', async () => {
    const [requested1, started1, completed1] = eventsOf('job_b1');
    const [requested2] = eventsOf('job_b2');
    const queued1 = evolveJob(null, requested1)!;
    const done1 = [started1, completed1].reduce(evolveJob, queued1)!;
    const queued2 = evolveJob(null, requested2)!;
    expect(await bulk.saveMany([queued1, queued2])).toEqual(new Set());
    expect(await bulk.saveMany([done1])).toEqual(new Set());
    const once = await bulk.getMany(['job_b1', 'job_b2', 'job_none']);
    expect([...once.keys()].sort()).toEqual(['job_b1', 'job_b2']);
    expect(once.get('job_b1')).toEqual(done1);
    expect(await bulk.saveMany([queued1, done1, queued2])).toEqual(new Set(['job_b1', 'job_b2']));
    expect(await bulk.getMany(['job_b1', 'job_b2'])).toEqual(once);
    expect(await bulk.countOpen('tenant_b')).toBe(1);
    expect(await bulk.queueStats(new Date(now.getTime() - 60_000))).toEqual({
      open: 1,
      finishedSince: 1,
      avgDurationMs: 5,
    });
  });

  it('inserts first views in bulk and keeps the views already there', async () => {
    const [requested1] = eventsOf('job_b1');
    const [requested3] = eventsOf('job_b3');
    await bulk.saveNew([evolveJob(null, requested1)!, evolveJob(null, requested3)!]);
    expect((await bulk.get('job_b1'))?.status).toBe('completed');
    expect((await bulk.get('job_b3'))?.status).toBe('queued');
  });
});
