import type { EventLog } from '../../../common/events';
import { JobNotReviewableError, NotFoundError, ServiceUnavailableError } from '../../../common/errors';
import { jobEventKey, type Topics } from '../../../common/topics';
import type { JobReview } from '../../../domain/jobs';
import type { ApiKeyRecord } from '../../../domain/tenants';
import { decideReview } from '../../../domain/reviews';
import type { JobsStore } from '../../../projections/jobs';
import { fromDatabase } from '../http/from-database';

export type RecordReviewDeps = Readonly<{ eventLog: EventLog; topics: Topics; jobs: JobsStore; now: () => Date }>;
export type ReviewInput = Readonly<{ decision: JobReview['decision']; note: string | null }>;

/**
 * Records a reviewer's decision as ClaimReviewed on the job's own key (so it follows the job's events
 * in order); the jobs projector folds it into the view and the notifier sends job.reviewed. Another
 * tenant's job reads as absent (404).
 */
export const recordReview = async (
  deps: RecordReviewDeps,
  key: ApiKeyRecord,
  tenantId: string,
  jobId: string,
  input: ReviewInput,
): Promise<JobReview & { jobId: string }> => {
  const view = await fromDatabase(() => deps.jobs.getForTenant(tenantId, jobId));
  if (view === null) throw new NotFoundError(`No job '${jobId}'`);
  const verdict = decideReview(view, { ...input, reviewerKeyId: key.keyId, reviewerName: key.name }, deps.now());
  if (!verdict.ok) throw new JobNotReviewableError(jobId, verdict.status);
  const { event } = verdict;
  try {
    await deps.eventLog.append(deps.topics.jobs, jobEventKey(jobId, view.batchId), [event]);
  } catch (error) {
    throw new ServiceUnavailableError('The event log', error);
  }
  const { reviewId, decision, note, reviewerName } = event.data;
  return { jobId, reviewId, decision, note, reviewedAt: event.metadata.occurredAt, reviewerName };
};
