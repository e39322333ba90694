import { evolveJob, jobCompleted, jobFailed, jobRequested, jobStarted, type JobEvent, type JobView } from '../jobs';
import { decideReview } from '.';

const t0 = new Date('2026-11-21T10:00:00.000Z');
const requested = jobRequested(
  {
    jobId: 'job_1',
    jobType: 'receipt_extraction',
    priority: 'standard',
    receipt: null,
    audit: null,
    webhookUrl: 'https://example.com/hook',
    metadataJson: null,
    batchId: null,
    batchIndex: null,
  },
  'tenant_a',
  t0,
);
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

const reviewed = (view: JobView, decision: 'approve' | 'deny' | 'request_info', note: string | null) => {
  const verdict = decideReview(view, { decision, note, ...reviewer }, later);
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
    expect(decideReview(queued, { decision: 'approve', note: null, ...reviewer }, later)).toEqual({
      ok: false,
      reason: 'NOT_COMPLETED',
      status: 'queued',
    });
    expect(decideReview(failed, { decision: 'approve', note: null, ...reviewer }, later)).toEqual({
      ok: false,
      reason: 'NOT_COMPLETED',
      status: 'failed',
    });
  });
});
