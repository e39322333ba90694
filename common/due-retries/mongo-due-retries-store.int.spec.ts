import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { connectMongo } from '../storage';
import { jobRequested, jobRetryScheduled } from '../../domain/jobs';
import { testConfig } from '../../test/support/test-environment';
import { MongoDueRetriesStore } from './mongo-due-retries-store';
import type { DueRetry } from './due-retries-store';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const retries = new MongoDueRetriesStore(mongo.db, 'retries_int');
const at = (iso: string) => new Date(iso);

const retryOf = (jobId: string, attempt: number, dueAt: string): DueRetry => {
  const request = jobRequested(
    { ...plainJobRequest(jobId), metadataJson: '{"a.b":1}' },
    'tenant_r',
    at('2026-11-21T10:00:00Z'),
  );
  const scheduled = jobRetryScheduled(
    { tenantId: 'tenant_r', eventId: request.metadata.eventId },
    {
      jobId,
      attempt,
      nextAttempt: attempt + 1,
      dueAt,
      errorCode: 'FILE_UNREACHABLE',
      errorMessage: 'GET returned 503',
    },
    at('2026-11-21T10:00:01Z'),
  );
  return { jobId, request, scheduled, wakeAt: dueAt };
};

afterAll(async () => {
  await mongo.db.dropDatabase();
  await mongo.close();
});

describe("a worker's scheduled retries on the real database", () => {
  beforeAll(() => retries.ensureIndexes());

  it('hands a due retry to one claimer only, with its request and event, and again once its lease has run out', async () => {
    const due = retryOf('job_r1', 1, '2026-11-21T10:00:05.000Z');
    await retries.save(due);
    await retries.save(due); // the same retry saved twice is one retry
    const lease = at('2026-11-21T10:01:06Z');
    expect(await retries.claimDue(at('2026-11-21T10:00:04Z'), lease, 5)).toEqual([]);
    const claims = await Promise.all([
      retries.claimDue(at('2026-11-21T10:00:06Z'), lease, 5),
      retries.claimDue(at('2026-11-21T10:00:06Z'), lease, 5),
    ]);
    expect(claims.flat()).toEqual([due]);
    const again = await retries.claimDue(at('2026-11-21T10:01:07Z'), at('2026-11-21T10:02:07Z'), 5);
    expect(again.map((retry) => retry.jobId)).toEqual(['job_r1']);
  });

  it('keeps the later retry of a job: an earlier one saved late, or removed late, changes nothing', async () => {
    const first = retryOf('job_r2', 1, '2026-11-21T10:00:05.000Z');
    const second = retryOf('job_r2', 2, '2026-11-21T10:00:09.000Z');
    await retries.save(second);
    await retries.save(first);
    await retries.remove(first);
    const claimed = await retries.claimDue(at('2026-11-21T10:00:10Z'), at('2026-11-21T10:01:10Z'), 5);
    expect(claimed.filter((retry) => retry.jobId === 'job_r2').map((retry) => retry.scheduled.data.attempt)).toEqual([
      2,
    ]);
    await retries.remove(second);
    expect(await retries.claimDue(at('2026-11-21T11:00:00Z'), at('2026-11-21T11:01:00Z'), 5)).toHaveLength(1); // job_r1 only
  });

  it('gives a claim back when its hand-back failed, so the next poll takes it, unless another poller has claimed it since', async () => {
    const due = retryOf('job_r3', 1, '2026-11-21T12:00:05.000Z');
    await retries.save(due);
    const now = at('2026-11-21T12:00:06Z');
    const lease = at('2026-11-21T12:01:06Z');
    const [claimed] = (await retries.claimDue(now, lease, 5)).filter((retry) => retry.jobId === 'job_r3');
    await retries.release(claimed!, lease);
    const again = (await retries.claimDue(now, lease, 5)).filter((retry) => retry.jobId === 'job_r3');
    expect(again).toEqual([due]);
    // The first claim's lease ran out and another poller claimed it: the first one's late release leaves that claim.
    const later = at('2026-11-21T12:02:07Z');
    expect((await retries.claimDue(at('2026-11-21T12:01:07Z'), later, 5)).map((retry) => retry.jobId)).toContain(
      'job_r3',
    );
    await retries.release(claimed!, lease);
    expect(
      (await retries.claimDue(at('2026-11-21T12:01:08Z'), at('2026-11-21T12:02:08Z'), 5)).map((retry) => retry.jobId),
    ).not.toContain('job_r3');
  });

  it("tells the poller when to look next: the earliest wake time kept, a claim's lease end included, none when empty", async () => {
    const store = new MongoDueRetriesStore(mongo.db, 'retries_next_int');
    await store.ensureIndexes();
    expect(await store.nextWakeAt()).toBeNull();
    await store.save(retryOf('job_n1', 1, '2026-11-21T13:00:09.000Z'));
    await store.save(retryOf('job_n2', 1, '2026-11-21T13:00:05.000Z'));
    expect(await store.nextWakeAt()).toBe('2026-11-21T13:00:05.000Z');
    await store.claimDue(at('2026-11-21T13:00:06Z'), at('2026-11-21T13:01:06Z'), 1); // job_n2, leased for a minute
    expect(await store.nextWakeAt()).toBe('2026-11-21T13:00:09.000Z');
    const [claimed] = await store.claimDue(at('2026-11-21T13:00:10Z'), at('2026-11-21T13:01:10Z'), 1);
    expect(claimed?.jobId).toBe('job_n1');
    expect(await store.nextWakeAt()).toBe('2026-11-21T13:01:06.000Z');
  });
});
