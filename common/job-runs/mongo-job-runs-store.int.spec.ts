import { plainJobRequest } from '../../test/support/job-requests';
import { connectMongo } from '../storage';
import { jobRequested } from '../../domain/jobs';
import { testConfig } from '../../test/support/test-environment';
import { MongoJobRunsStore } from './mongo-job-runs-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const runs = new MongoJobRunsStore(mongo.db, 'runs_int');
const request = (jobId: string) =>
  jobRequested(
    {
      ...plainJobRequest(jobId),
      metadataJson: '{"a.b":1}',
    },
    'tenant_r',
    new Date('2026-11-21T10:00:00Z'),
  );

afterAll(async () => {
  await mongo.db.dropDatabase();
  await mongo.close();
});

describe("the worker's record of its jobs on the real database", () => {
  beforeAll(() => runs.ensureIndexes());

  it('keeps the newest state: a late or repeated save changes nothing', async () => {
    const processing = {
      jobId: 'job_r1',
      request: request('job_r1'),
      wakeAt: null,
      state: { status: 'processing', attempts: 1, version: 2, dueAt: null },
    } as const;
    const completed = { ...processing, state: { ...processing.state, status: 'completed', version: 3 } } as const;
    await runs.save(processing);
    await runs.save(completed);
    await runs.save(processing);
    await runs.save(completed);
    expect(await runs.load('job_r1')).toEqual(completed);
  });

  it('hands a due retry to one claimer only, and again once its lease has run out', async () => {
    const due = {
      jobId: 'job_r2',
      request: request('job_r2'),
      wakeAt: '2026-11-21T10:00:05.000Z',
      state: { status: 'retry_scheduled', attempts: 1, version: 3, dueAt: '2026-11-21T10:00:05.000Z' },
    } as const;
    await runs.save(due);
    const now = new Date('2026-11-21T10:00:06Z');
    const lease = new Date('2026-11-21T10:01:06Z');
    expect(await runs.claimDue(new Date('2026-11-21T10:00:04Z'), lease, 5)).toEqual([]);
    const claims = await Promise.all([runs.claimDue(now, lease, 5), runs.claimDue(now, lease, 5)]);
    expect(claims.flat().map((run) => run.jobId)).toEqual(['job_r2']);
    expect(claims.flat()[0]?.request).toEqual(request('job_r2'));
    expect(
      (await runs.claimDue(new Date('2026-11-21T10:01:07Z'), new Date('2026-11-21T10:02:07Z'), 5)).map(
        (run) => run.jobId,
      ),
    ).toEqual(['job_r2']);
  });

  it('drops ended runs older than the cut-off, never one still going', async () => {
    expect(await runs.purgeEndedBefore(new Date(Date.now() + 60_000))).toBe(1);
    expect(await runs.load('job_r1')).toBeNull();
    expect(await runs.load('job_r2')).not.toBeNull();
  });
});
