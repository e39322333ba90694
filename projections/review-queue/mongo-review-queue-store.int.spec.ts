import { RecentViews } from '../../common/cache';
import { connectMongo } from '../../common/storage';
import type { QueueEntry } from '../../domain/review-queue';
import { itemRequestsOf } from '../../domain/batches';
import { plainBatchItem, receiptBatchItemsAdded } from '../../domain/batches/batch-fixtures.spec';
import { jobCompleted, jobRequested, jobStarted, type JobEvent, type JobRequested } from '../../domain/jobs';
import { decideReview, initialReviewState } from '../../domain/reviews';
import { evolveJob, type JobView } from '../../domain/jobs';
import { testConfig } from '../../test/support/test-environment';
import { projectReviewQueueBatch } from './project-review-queue-batch';
import { MongoReviewQueueStore } from './mongo-review-queue-store';
import { plainJobRequest, receiptRequest } from '../../domain/jobs/job-fixtures.spec';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoReviewQueueStore(mongo.db);

const receiptJob = (jobId: string, tenantId: string, at: string, vendor: string, missing: string[]): JobEvent[] => {
  const requested = jobRequested(
    { ...plainJobRequest(jobId), receipt: receiptRequest(`https://files.example/${jobId}.pdf`) },
    tenantId,
    new Date(at),
  );
  const cause = { tenantId, eventId: requested.metadata.eventId };
  const result = {
    vendor,
    amount: 12.5,
    studentDetails: { detectedStudentName: 'Noah Williams', matchedChildName: null },
    auditResult: { isValidReceipt: missing.length === 0, missingElements: missing },
  };
  return [
    requested,
    jobStarted(cause, jobId, 1, 'w', new Date(at)),
    jobCompleted(
      cause,
      { jobId, attempt: 1, resultJson: JSON.stringify(result), durationMs: 5, fileSha256: null, pages: 1 },
      new Date(at),
    ),
  ];
};

/** A queue query with no filter, no cursor: each test narrows it. */
const base = {
  status: null,
  outcome: null,
  programKey: null,
  type: null,
  from: null,
  to: null,
  vendor: null,
  student: null,
  reviewed: null,
  after: null,
};

describe('the review queue on the real database', () => {
  const events = [
    ...receiptJob('job_q1', 'rq_a', '2026-11-20T10:00:00Z', 'Harmony Music Studio', ['proofOfPayment']),
    ...receiptJob('job_q2', 'rq_a', '2026-11-21T10:00:00Z', 'Online Store', []),
    ...receiptJob('job_q3', 'rq_b', '2026-11-21T11:00:00Z', 'Harmony Music Studio', []),
  ];
  beforeAll(() => store.ensureIndexes());
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it('reads no entry it wrote last, reads one again once those it holds are forgotten, and writes what a fresh read would', async () => {
    const [requested, started, completed] = receiptJob(
      'job_q9',
      'rq_c',
      '2026-11-22T10:00:00Z',
      'Harmony Music Studio',
      [],
    );
    const recent = new RecentViews<QueueEntry>();
    const asked = jest.spyOn(store, 'getJobs');
    try {
      for (const event of [requested!, started!]) await projectReviewQueueBatch(store, [event], recent);
      expect(asked.mock.calls.flatMap(([ids]) => ids)).toEqual([]);
      recent.clear(); // its partition was handed out again
      await projectReviewQueueBatch(store, [completed!], recent);
      expect(asked.mock.calls.flatMap(([ids]) => ids)).toEqual(['job_q9']);
    } finally {
      asked.mockRestore();
    }
    const [, , again] = receiptJob('job_q9', 'rq_c', '2026-11-22T10:00:00Z', 'Harmony Music Studio', []);
    const projected = await store.getJob('job_q9');
    expect(projected).toMatchObject({
      status: 'completed',
      vendor: 'Harmony Music Studio',
      version: again!.data.sequence,
    });
    // Without a cache, the same events give the same entry.
    await mongo.db.collection('review_queue_jobs').deleteOne({ _id: 'job_q9' as never });
    for (const event of [requested!, started!, completed!]) await projectReviewQueueBatch(store, [event]);
    expect(await store.getJob('job_q9')).toEqual(projected);
    await mongo.db.collection('review_queue_jobs').deleteOne({ _id: 'job_q9' as never }); // the other tests list every tenant
  });

  it("lists a tenant's jobs by outcome and vendor word, newest first with a cursor; the same events twice change nothing", async () => {
    await projectReviewQueueBatch(store, events);
    const once = await store.getJobs(['job_q1', 'job_q2', 'job_q3']);
    await projectReviewQueueBatch(store, events);
    for (const event of events) await projectReviewQueueBatch(store, [event]);
    expect(await store.getJobs(['job_q1', 'job_q2', 'job_q3'])).toEqual(once);
    expect((await store.listJobs({ ...base, tenants: ['rq_a'], limit: 10 })).map((entry) => entry.jobId)).toEqual([
      'job_q2',
      'job_q1',
    ]);
    const flagged = await store.listJobs({ ...base, tenants: ['rq_a'], outcome: 'review', vendor: 'HARM', limit: 10 });
    expect(flagged).toMatchObject([
      {
        jobId: 'job_q1',
        flags: ['RECEIPT_NO_PROOF_OF_PAYMENT'],
        studentName: 'Noah Williams',
        fileUrl: 'https://files.example/job_q1.pdf',
      },
    ]);
    const first = await store.listJobs({ ...base, tenants: 'all', limit: 2 });
    const rest = await store.listJobs({
      ...base,
      tenants: 'all',
      limit: 2,
      after: { queuedAt: first[1]!.queuedAt, jobId: first[1]!.jobId },
    });
    expect([...first, ...rest].map((entry) => entry.jobId)).toEqual(['job_q3', 'job_q2', 'job_q1']);
  });

  it("records a review once, and exports it among the range's decisions", async () => {
    const view = events.slice(0, 3).reduce<JobView | null>(evolveJob, null)!;
    const verdict = decideReview(
      {
        job: view,
        decision: 'deny',
        note: 'unpaid',
        reviewerKeyId: 'k',
        reviewerName: 'Dana',
        now: new Date('2026-11-22T09:00:00Z'),
      },
      initialReviewState,
    );
    if (!verdict.ok) throw new Error('expected a decision');
    expect(await projectReviewQueueBatch(store, [verdict.event])).toBe(1);
    expect(await projectReviewQueueBatch(store, [verdict.event])).toBe(0);
    // An older run delivered again (a rebalance) leaves the reviewed entry as it is.
    expect(await projectReviewQueueBatch(store, events.slice(0, 3))).toBe(0);
    expect(await store.getJob('job_q1')).toMatchObject({ decision: 'deny', status: 'completed' });
    // And so does its request alone, which is written unread (the store refuses the first version again).
    await projectReviewQueueBatch(store, events.slice(0, 1));
    expect(await store.getJob('job_q1')).toMatchObject({ decision: 'deny', status: 'completed', version: 4 });
    // A write of an older version (another projector process still finishing a run) is refused by the store.
    const reviewed = (await store.getJob('job_q1'))!;
    await store.saveJobs([{ ...reviewed, version: reviewed.version - 1, decision: null }]);
    expect(await store.getJob('job_q1')).toEqual(reviewed);
    // So is the job's first entry written again (its request read once more), which is an insert.
    await store.saveJobs([{ ...reviewed, version: 1, status: 'queued', decision: null }]);
    expect(await store.getJob('job_q1')).toEqual(reviewed);
    expect(await store.decisions(['rq_a'], '2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z', 10)).toMatchObject([
      { jobId: 'job_q1', decision: 'deny', reviewNote: 'unpaid', reviewerName: 'Dana' },
    ]);
    expect(await store.outcomes(['rq_a'], '2026-11-20T00:00:00.000Z', '2026-11-22T00:00:00.000Z', 10)).toHaveLength(2);
  });

  it("forgets a tenant's finished work past retention, and only that tenant's", async () => {
    expect(await store.purgeFinished('rq_a', new Date('2026-11-21T00:00:00Z'))).toBe(1);
    expect((await store.listJobs({ ...base, tenants: 'all', limit: 10 })).map((entry) => entry.jobId)).toEqual([
      'job_q3',
      'job_q2',
    ]);
  });

  it("starts a batch item's entry from its batch's items, so its outcome lands even when read before its own request", async () => {
    const at = '2026-11-22T09:00:00Z';
    const [ownRequest, started, completed] = receiptJob('item_r0', 'rq_c', at, 'Maple Tutors', []);
    const added = receiptBatchItemsAdded(
      'bat_r',
      0,
      [plainBatchItem(0, 'item_r0', { receipt: (ownRequest as JobRequested).data.receipt })],
      'rq_c',
      new Date(at),
    );
    // The batch's partition holds the items and then the item's outcome (workers write on the batch's
    // key); the item's own request is on its own key's partition, which may be read later (a rebuild).
    await projectReviewQueueBatch(store, [added, started!, completed!]);
    await projectReviewQueueBatch(store, itemRequestsOf(added));
    expect(await store.getJob('item_r0')).toMatchObject({
      status: 'completed',
      vendor: 'Maple Tutors',
      batchId: 'bat_r',
      version: 3,
    });
  });
});
