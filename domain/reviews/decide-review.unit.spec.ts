import { evolveJob, jobCompleted, jobFailed, jobRequested, jobStarted, type JobEvent, type JobView } from '../jobs';
import {
  decideReview,
  evolveReview,
  initialReviewState,
  MAX_DECISIONS_PER_CLAIM,
  REVIEW_WRITE_TIMEOUT_MS,
  type ReviewState,
} from '.';
import { plainJobRequest } from '../jobs/job-fixtures.spec';

const t0 = new Date('2026-11-21T10:00:00.000Z');
const requested = jobRequested({ ...plainJobRequest('job_1'), webhookUrl: 'https://example.com/hook' }, 'tenant_a', t0);
const cause = { tenantId: 'tenant_a', eventId: requested.metadata.eventId };
const fold = (events: JobEvent[]): JobView => events.reduce<JobView | null>(evolveJob, null)!;
const completed = fold([
  requested,
  jobStarted(cause, 'job_1', 1, 'w1', t0),
  jobCompleted(
    cause,
    { jobId: 'job_1', attempt: 1, resultJson: '{"amount":9}', durationMs: 10, fileSha256: null, pages: 1 },
    t0,
  ),
]);
const reviewer = { reviewerKeyId: 'key_1', reviewerName: 'Dana (reviewer)' };
const later = new Date('2026-11-22T09:00:00.000Z');

const command = (view: JobView, decision: 'approve' | 'deny' | 'request_info', note: string | null, now = later) => ({
  job: view,
  decision,
  note,
  ...reviewer,
  now,
});
const reviewed = (
  view: JobView,
  decision: 'approve' | 'deny' | 'request_info',
  note: string | null,
  state: ReviewState = initialReviewState,
) => {
  const verdict = decideReview(command(view, decision, note), state);
  if (!verdict.ok) throw new Error('expected a decision');
  return verdict.event;
};

describe('a review decision', () => {
  it('is recorded on a completed job with the next sequence as its id, and shows in the view and its trail', () => {
    const event = reviewed(completed, 'approve', 'receipt matches the claim');
    expect(event.metadata.eventId).toBe(`job_1:${completed.version + 1}`);
    expect(event.data.reviewId).toBe(event.metadata.eventId);
    const view = evolveJob(completed, event)!;
    expect(view.status).toBe('completed');
    expect(view.review).toEqual({
      reviewId: event.data.reviewId,
      decision: 'approve',
      note: 'receipt matches the claim',
      reviewedAt: later.toISOString(),
      reviewerName: 'Dana (reviewer)',
    });
    expect(view.trail.at(-1)).toMatchObject({
      type: 'ClaimReviewed',
      detail: 'approve: receipt matches the claim',
      attempt: null,
    });
  });

  it('applied twice gives the same view', () => {
    const event = reviewed(completed, 'deny', null);
    const once = evolveJob(completed, event)!;
    expect(evolveJob(once, event)).toBe(once);
  });

  it('can be revised: a later decision replaces the review and the trail keeps both', () => {
    const asked = evolveJob(completed, reviewed(completed, 'request_info', 'need proof of payment'))!;
    const approved = evolveJob(asked, reviewed(asked, 'approve', null))!;
    expect(approved.review?.decision).toBe('approve');
    expect(approved.trail.filter((entry) => entry.type === 'ClaimReviewed').map((entry) => entry.detail)).toEqual([
      'request_info: need proof of payment',
      'approve',
    ]);
  });

  it('is refused for a job that has no outcome to judge: queued, processing or failed', () => {
    const queued = fold([requested]);
    const failed = fold([
      requested,
      jobStarted(cause, 'job_1', 1, 'w1', t0),
      jobFailed(
        cause,
        { jobId: 'job_1', attempt: 1, errorCode: 'FILE_UNREACHABLE', errorMessage: 'GET returned 404', durationMs: 5 },
        t0,
      ),
    ]);
    expect(decideReview(command(queued, 'approve', null), initialReviewState)).toEqual({
      ok: false,
      reason: 'NOT_COMPLETED',
      status: 'queued',
    });
    expect(decideReview(command(failed, 'approve', null), initialReviewState)).toEqual({
      ok: false,
      reason: 'NOT_COMPLETED',
      status: 'failed',
    });
  });

  it("numbers decisions from the claim's own review stream, so two made in the same millisecond on the same (lagging) view follow each other", () => {
    const first = decideReview(command(completed, 'request_info', 'need proof of payment'), initialReviewState);
    if (!first.ok) throw new Error('expected a decision');
    const afterFirst = evolveReview(initialReviewState, {
      number: first.number,
      decidedAt: later.toISOString(),
      inLog: true,
    });
    // The read model has not folded the first decision yet: the same view, the same moment.
    const second = decideReview(command(completed, 'approve', null), afterFirst);
    if (!second.ok) throw new Error('expected a decision');
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(second.event.data.sequence).toBe(first.event.data.sequence + 1);
    const view = [first.event, second.event].reduce<JobView | null>(evolveJob, completed)!;
    expect(view.review?.decision).toBe('approve');
    expect(view.trail.filter((entry) => entry.type === 'ClaimReviewed').map((entry) => entry.detail)).toEqual([
      'request_info: need proof of payment',
      'approve',
    ]);
  });

  it('refuses a decision while the previous one is still being written to the log, until that write is given up', () => {
    const writing = evolveReview(initialReviewState, { number: 1, decidedAt: later.toISOString(), inLog: false });
    expect(decideReview(command(completed, 'approve', null), writing)).toEqual({
      ok: false,
      reason: 'DECISION_IN_FLIGHT',
    });
    const muchLater = new Date(later.getTime() + REVIEW_WRITE_TIMEOUT_MS);
    expect(decideReview(command(completed, 'approve', null, muchLater), writing)).toMatchObject({
      ok: true,
      number: 2,
    });
  });

  it('counts decisions recorded before the stream was kept from the view, so their ids are never reused', () => {
    const reviewedOnce = evolveJob(completed, reviewed(completed, 'deny', null))!;
    expect(decideReview(command(reviewedOnce, 'approve', null), initialReviewState)).toMatchObject({
      ok: true,
      number: 2,
    });
  });

  it('refuses a decision past the most one claim takes, however the earlier ones were counted', () => {
    const decided = (decisions: number) =>
      evolveReview(initialReviewState, { number: decisions, decidedAt: later.toISOString(), inLog: true });
    expect(decideReview(command(completed, 'approve', null), decided(MAX_DECISIONS_PER_CLAIM - 1))).toMatchObject({
      ok: true,
      number: MAX_DECISIONS_PER_CLAIM,
    });
    expect(decideReview(command(completed, 'deny', null), decided(MAX_DECISIONS_PER_CLAIM))).toEqual({
      ok: false,
      reason: 'TOO_MANY_DECISIONS',
    });
    // Decisions the view counts (recorded before the stream was kept) count as well.
    const reviewedOften = { ...completed, version: completed.version + MAX_DECISIONS_PER_CLAIM };
    expect(decideReview(command(reviewedOften, 'approve', null), initialReviewState)).toMatchObject({
      reason: 'TOO_MANY_DECISIONS',
    });
  });
});
