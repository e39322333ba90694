import { completedJobEvents, plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import type { AnyEvent } from '../../common/events';
import { plainBatchItem, receiptBatchItemsAdded } from '../../domain/batches/batch-fixtures.spec';
import { jobStarted, type JobEvent } from '../../domain/jobs';
import { InMemoryJobsStore } from './in-memory-jobs-store';
import { projectJobBatch } from './project-job-batch';
import { RecentViews } from '../../common/cache';

const now = new Date('2026-11-21T10:00:00Z');
const eventsOf = (jobId: string): JobEvent[] =>
  completedJobEvents(plainJobRequest(jobId), 't', now, { resultJson: `{"job":"${jobId}"}` });
const [a1, a2, a3] = eventsOf('job_a');
const [b1, b2, b3] = eventsOf('job_b');

/** Applies each run as a batch, with a fresh memory per run unless one is given: what a restarted projector does. */
const project = async (
  runs: ReadonlyArray<readonly AnyEvent[]>,
  store = new InMemoryJobsStore(),
  recent?: RecentViews,
) => {
  let writes = 0;
  const counted = Object.assign(Object.create(store) as InMemoryJobsStore, {
    saveMany: (views: Parameters<InMemoryJobsStore['saveMany']>[0]) => ((writes += 1), store.saveMany(views)),
  });
  for (const run of runs) await projectJobBatch(counted, recent ?? new RecentViews(), run);
  return { store, writes };
};

describe('projectJobBatch (the jobs projector, a batch at a time)', () => {
  it('writes a batch of events of many jobs as one bulk write, each job folded in order', async () => {
    const { store, writes } = await project([[a1!, b1!, a2!, b2!, a3!, b3!]]);
    expect(writes).toBe(1);
    expect(await store.get('job_a')).toMatchObject({
      status: 'completed',
      version: 3,
      attempts: 1,
      result: { job: 'job_a' },
    });
    expect((await store.get('job_b'))?.trail.map((entry) => entry.type)).toEqual([
      'JobRequested',
      'JobStarted',
      'JobCompleted',
    ]);
  });

  it("keeps an open job's view for its next event, and forgets it once the job has ended", async () => {
    const recent = new RecentViews();
    const store = new InMemoryJobsStore();
    await project([[a1!, a2!], [b1!]], store, recent);
    expect(recent.get('job_a')?.status).toBe('processing');
    expect(recent.get('job_b')?.status).toBe('queued');
    await project([[a3!]], store, recent);
    expect(recent.get('job_a')).toBeUndefined();
    expect(await store.get('job_a')).toMatchObject({ status: 'completed', version: 3 });
  });

  it('the same event twice gives the same result, within a batch and across batches', async () => {
    const once = await project([[a1!, a2!, a3!]]);
    const twice = await project([
      [a1!, a1!, a2!, a2!, a3!, a3!],
      [a1!, a2!, a3!],
    ]);
    expect(await twice.store.get('job_a')).toEqual(await once.store.get('job_a'));
  });

  it('a batch delivered again after a crash, with a redelivered event in it, changes nothing', async () => {
    const { store } = await project([
      [a1!, a2!],
      [a3!, b1!],
    ]);
    const before = [await store.get('job_a'), await store.get('job_b')];
    await project([[a2!, a3!, b1!, b2!]], store); // redelivered from a2 on: a's part is already in, b's is new
    expect(await store.get('job_a')).toEqual(before[0]);
    expect(await store.get('job_b')).toMatchObject({ status: 'processing', version: 2 });
    expect((await store.get('job_b'))?.trail).toHaveLength(2);
  });

  it("never moves a view back when a batch starts over from a job's request, and reads it again afterwards", async () => {
    const store = new InMemoryJobsStore();
    const recent = new RecentViews();
    await project([[a1!, a2!, a3!]], store, recent);
    const done = await store.get('job_a');
    const fresh = new RecentViews();
    await project([[a1!]], store, fresh); // an older view the store keeps: the memory drops it
    expect(fresh.get('job_a')).toBeUndefined();
    expect(await store.get('job_a')).toEqual(done);
  });

  it("creates a batch's items as queued jobs, and keeps views already there", async () => {
    const added = receiptBatchItemsAdded(
      'bat_1',
      0,
      [0, 1].map((index) => plainBatchItem(index, `item_${index}`)),
      't',
      now,
    );
    const cause = { tenantId: 't', eventId: 'x' };
    const { store } = await project([[added, jobStarted(cause, 'item_0', 1, 'w', now)], [added]]);
    expect(await store.get('item_0')).toMatchObject({ status: 'processing', batchId: 'bat_1', batchIndex: 0 });
    expect(await store.get('item_1')).toMatchObject({ status: 'queued', batchIndex: 1 });
  });
});
