import { EventLog, JsonEventCodec } from '../../../common/events';
import { InMemoryMessageBus } from '../../../common/messaging/in-memory';
import { InMemoryReviewLogStore } from '../../../common/review-log';
import { topicsFor } from '../../../common/topics';
import { evolveJob, jobCompleted, jobRequested, jobStarted, type JobEvent, type JobView } from '../../../domain/jobs';
import type { ApiKeyRecord } from '../../../domain/tenants';
import { InMemoryJobsStore } from '../../../projections/jobs';
import { plainJobRequest } from '../../../domain/jobs/job-fixtures.spec';
import { MAX_DECISIONS_PER_CLAIM } from '../../../domain/reviews';
import { recordReview } from './record-review';

const topics = topicsFor('unit.');
const t0 = new Date('2026-11-21T10:00:00.000Z');
/** Every decision in these tests is made in the same millisecond. */
const instant = new Date('2026-11-22T09:00:00.000Z');
const reviewer = { keyId: 'key_1', name: 'Dana (reviewer)' } as ApiKeyRecord;

const completedJob = (): JobView => {
  const requested = jobRequested({ ...plainJobRequest('job_1'), jobType: 'submission_audit' }, 't_a', t0);
  const cause = { tenantId: 't_a', eventId: requested.metadata.eventId };
  const events: JobEvent[] = [
    requested,
    jobStarted(cause, 'job_1', 1, 'w1', t0),
    jobCompleted(
      cause,
      { jobId: 'job_1', attempt: 1, resultJson: '{}', durationMs: 1, fileSha256: null, pages: null },
      t0,
    ),
  ];
  return events.reduce<JobView | null>(evolveJob, null)!;
};

const setUp = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics([{ name: topics.jobs, partitions: 1 }]);
  const jobs = new InMemoryJobsStore();
  const view = completedJob();
  await jobs.save(view, null);
  const deps = {
    eventLog: new EventLog(bus, new JsonEventCodec()),
    topics,
    jobs,
    reviewLog: new InMemoryReviewLogStore(),
    now: () => instant,
  };
  /** The job's view with the log's review events folded in, as the jobs projector would fold them. */
  const projected = async (): Promise<JobView> => {
    const codec = new JsonEventCodec();
    const events = await Promise.all(bus.messages(topics.jobs).map((message) => codec.decode(message.value)));
    return (events as JobEvent[]).reduce<JobView | null>(evolveJob, view)!;
  };
  return { deps, projected };
};

const decisionsIn = (view: JobView) =>
  view.trail.filter((entry) => entry.type === 'ClaimReviewed').map((entry) => entry.detail);

describe('recording review decisions', () => {
  it('records two decisions on one claim made in the same millisecond, on a read model that has seen neither, in order', async () => {
    const { deps, projected } = await setUp();
    const first = await recordReview(deps, reviewer, 't_a', 'job_1', { decision: 'request_info', note: 'proof?' });
    const second = await recordReview(deps, reviewer, 't_a', 'job_1', { decision: 'approve', note: null });
    expect(first.reviewId).not.toBe(second.reviewId);
    expect([first.reviewedAt, second.reviewedAt]).toEqual([instant.toISOString(), instant.toISOString()]);
    const view = await projected();
    expect(decisionsIn(view)).toEqual(['request_info: proof?', 'approve']);
    expect(view.review).toMatchObject({ reviewId: second.reviewId, decision: 'approve' });
  });

  it('records both of two simultaneous decisions in order, or refuses the second with a reason the reviewer can act on', async () => {
    const { deps, projected } = await setUp();
    const outcomes = await Promise.allSettled([
      recordReview(deps, reviewer, 't_a', 'job_1', { decision: 'deny', note: 'unpaid' }),
      recordReview(deps, { ...reviewer, keyId: 'key_2', name: 'Sam' }, 't_a', 'job_1', {
        decision: 'approve',
        note: null,
      }),
    ]);
    const recorded = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
    expect(recorded.length).toBeGreaterThanOrEqual(1);
    for (const error of refused) {
      expect(error).toMatchObject({ code: 'JOB_NOT_REVIEWABLE', httpStatus: 409 });
      expect(error.message).toMatch(/Another decision on job 'job_1' is being recorded.*reload the claim/);
    }
    // Nothing answered as recorded is lost: every one is in the log and in the view's trail, in order.
    const view = await projected();
    expect(decisionsIn(view)).toEqual(
      recorded.map((review) => (review.note === null ? review.decision : `${review.decision}: ${review.note}`)),
    );
    expect(view.review?.reviewId).toBe(recorded.at(-1)!.reviewId);
  });

  it('frees the claim for the next decision when the log refused the last one', async () => {
    const { deps, projected } = await setUp();
    const append = deps.eventLog.append.bind(deps.eventLog);
    deps.eventLog.append = () => Promise.reject(new Error('broker down'));
    await expect(recordReview(deps, reviewer, 't_a', 'job_1', { decision: 'deny', note: null })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    deps.eventLog.append = append;
    await recordReview(deps, reviewer, 't_a', 'job_1', { decision: 'approve', note: null });
    expect(decisionsIn(await projected())).toEqual(['approve']);
  });

  it('refuses a decision past the most one claim takes with 409, and the last one recorded stands', async () => {
    const { deps, projected } = await setUp();
    for (let decided = 0; decided < MAX_DECISIONS_PER_CLAIM; decided += 1)
      await recordReview(deps, reviewer, 't_a', 'job_1', { decision: 'request_info', note: `round ${decided}` });
    await expect(
      recordReview(deps, reviewer, 't_a', 'job_1', { decision: 'approve', note: null }),
    ).rejects.toMatchObject({
      code: 'JOB_NOT_REVIEWABLE',
      httpStatus: 409,
      message: `Job 'job_1' has had ${MAX_DECISIONS_PER_CLAIM} review decisions, the most one claim takes; the last one stands`,
    });
    const view = await projected();
    expect(decisionsIn(view)).toHaveLength(MAX_DECISIONS_PER_CLAIM);
    expect(view.review).toMatchObject({ decision: 'request_info', note: `round ${MAX_DECISIONS_PER_CLAIM - 1}` });
  });
});
