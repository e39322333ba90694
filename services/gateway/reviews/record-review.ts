import type { EventLog } from '../../../common/events';
import {
  JobNotReviewableError,
  NotFoundError,
  ReviewInFlightError,
  ReviewLimitReachedError,
  ServiceUnavailableError,
} from '../../../common/errors';
import { untilSaved } from '../../../common/retry';
import type { ReviewLogStore } from '../../../common/review-log';
import { jobEventKey, type Topics } from '../../../common/topics';
import type { JobReview } from '../../../domain/jobs';
import type { ApiKeyRecord } from '../../../domain/tenants';
import { decideReview, evolveReview, initialReviewState, MAX_DECISIONS_PER_CLAIM } from '../../../domain/reviews';
import type { JobsStore } from '../../../projections/jobs';
import { fromDatabase } from '../http/from-database';

export type RecordReviewDeps = Readonly<{
  eventLog: EventLog;
  topics: Topics;
  jobs: JobsStore;
  reviewLog: ReviewLogStore;
  now: () => Date;
}>;
export type ReviewInput = Readonly<{ decision: JobReview['decision']; note: string | null }>;

/** Two decisions racing for the same number: the stream is re-read, and the loser sees the winner writing. */
const MAX_CONFLICTS = 3;

/**
 * Records a reviewer's decision as ClaimReviewed on the job's own key (so it follows the job's events
 * in order); the jobs projector folds it into the view and the notifier sends job.reviewed. The review
 * decider (domain/reviews) numbers it from the claim's own review stream, which only this function
 * writes: the number is taken first (a unique insert), then the event is appended, then the stream is
 * freed for the next decision. Another tenant's job reads as absent (404).
 */
export const recordReview = async (
  deps: RecordReviewDeps,
  key: ApiKeyRecord,
  tenantId: string,
  jobId: string,
  input: ReviewInput,
): Promise<JobReview & { jobId: string }> => {
  const job = await fromDatabase(() => deps.jobs.getForTenant(tenantId, jobId));
  if (job === null) throw new NotFoundError(`No job '${jobId}'`);
  const now = deps.now();
  const { event, number } = await fromDatabase(() =>
    untilSaved(
      async () => {
        const latest = await deps.reviewLog.latest(jobId);
        const state = latest === null ? initialReviewState : evolveReview(initialReviewState, latest);
        const verdict = decideReview({ job, ...input, reviewerKeyId: key.keyId, reviewerName: key.name, now }, state);
        if (!verdict.ok && verdict.reason === 'NOT_COMPLETED') throw new JobNotReviewableError(jobId, verdict.status);
        if (!verdict.ok && verdict.reason === 'TOO_MANY_DECISIONS')
          throw new ReviewLimitReachedError(jobId, MAX_DECISIONS_PER_CLAIM);
        if (!verdict.ok) throw new ReviewInFlightError(jobId);
        const taken = await deps.reviewLog.begin(jobId, tenantId, {
          number: verdict.number,
          decidedAt: now.toISOString(),
          inLog: false,
        });
        return taken === 'saved' ? { done: verdict } : 'conflict';
      },
      MAX_CONFLICTS,
      () => `Job ${jobId}: too many review decisions at once`,
    ),
  );
  try {
    await deps.eventLog.append(deps.topics.jobs, jobEventKey(jobId, job.batchId), [event]);
  } catch (error) {
    throw new ServiceUnavailableError('The event log', error);
  } finally {
    // Written or failed for good: the next decision may go (a failed one only leaves its number unused).
    await deps.reviewLog.written(jobId, number).catch(() => undefined);
  }
  const { reviewId, decision, note, reviewerName } = event.data;
  return { jobId, reviewId, decision, note, reviewedAt: event.metadata.occurredAt, reviewerName };
};
